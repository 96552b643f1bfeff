import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { FleetSnapshot } from "../components/fleet-snapshot.tsx";
import { PosturePreview } from "../components/posture-preview.tsx";

const customers = [
  "Northwind Logistics",
  "Helios Health",
  "Brightwater Schools",
  "Fjordline Insurance",
  "Kestrel Legal",
  "Vantor Engineering",
];

const features = [
  {
    title: "Inventory that stays true",
    text: "Every laptop, phone, server and monitor in one list, synced from Intune, Jamf, Kandji and Google Workspace every 15 minutes.",
  },
  {
    title: "Security posture at a glance",
    text: "Encryption, patch level, screen lock and endpoint protection for every device, with the failing ones at the top.",
  },
  {
    title: "Lifecycle from order to disposal",
    text: "Purchase dates, warranties and replacement forecasts, plus a retirement flow with wipe confirmation and certificates.",
  },
  {
    title: "Licences without surprises",
    text: "Seats, costs and renewal dates in one place, with reminders 90, 30 and 7 days ahead and unused seats flagged.",
  },
  {
    title: "Check-in and check-out",
    text: "Lend loan laptops with due dates and reminders, and hand over devices to new starters in three clicks.",
  },
  {
    title: "Reports auditors accept",
    text: "Asset registers and posture evidence for ISO 27001, SOC 2 and NIS2, scheduled or on demand.",
  },
];

const steps = [
  {
    title: "Connect",
    text: "Link your MDM with read-only access or import a spreadsheet. Nothing to install on devices.",
  },
  {
    title: "Review",
    text: "Fleetward matches records by serial number, assigns owners and shows which devices fail a check.",
  },
  {
    title: "Act",
    text: "Fix the top of the list, set policies per team and let the Monday summary tell you what changed.",
  },
];

const quotes = [
  {
    quote: "This audit I exported one posture report, and the auditor had no follow-up questions.",
    name: "Katrin Vogel",
    role: "IT Manager, Northwind Logistics · 1,240 devices",
  },
  {
    quote:
      "We found 37 laptops nobody had used in 90 days and redeployed them instead of buying new ones.",
    name: "Tom Ashworth",
    role: "Head of IT Operations, Helios Health Partners · 860 devices",
  },
  {
    quote:
      "Patch compliance went from 71 to 96 percent in one quarter, because everyone saw the same list.",
    name: "Henrik Larsen",
    role: "CISO, Fjordline Insurance · 2,600 devices",
  },
];

const plans = [
  { name: "Free trial", price: "€0", note: "90 days, up to 250 devices" },
  { name: "Business", price: "€4", note: "per device per month" },
  { name: "Enterprise", price: "Custom", note: "SSO, SCIM and a 99.9% SLA" },
];

const faqs = [
  {
    q: "Do I need to install an agent on our devices?",
    a: "No. Fleetward reads device data from the MDM you already use, or from a CSV import. There is nothing new to deploy, patch or explain to employees.",
  },
  {
    q: "What happens when the 90-day trial ends?",
    a: "The trial workspace is deactivated automatically. Upgrade to a paid plan before or shortly after the end and everything carries over unchanged.",
  },
  {
    q: "Can we use it without an MDM?",
    a: "Yes. Many small teams start with a spreadsheet import and check-in and check-out. Posture checks need an MDM or the API as a data source.",
  },
  {
    q: "Where is our data stored?",
    a: "In Frankfurt, Germany, encrypted at rest and in transit. Fleetward never stores disk recovery keys or passwords.",
  },
  {
    q: "How does Fleetward compare with Snipe-IT or GLPI?",
    a: "Those are solid inventory tools you host and maintain yourself. Fleetward is hosted for you and adds live security posture from your MDM, so the inventory and the risk picture are the same list.",
  },
];

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function TrustStrip() {
  return (
    <div className="border-b border-slate-200 py-8 dark:border-slate-800">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-center text-sm font-medium text-slate-600 dark:text-slate-400">
          Trusted by IT teams at more than 640 organisations, including
        </p>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {customers.map((name) => (
            <li
              key={name}
              className="text-lg font-bold tracking-tight text-slate-500 dark:text-slate-400"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const page = usePageText("home");
  return (
    <div data-page="home">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("common.trialBadge")}
        title={page.title}
        aside={<FleetSnapshot />}
        lead="Know every laptop, phone, server and licence your organisation owns, who has it and whether it is safe. Fleetward keeps the inventory accurate and shows the devices that need attention first."
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary", "px-6 py-3 text-base")}>
              {t("common.startTrial")}
            </Link>
            <Link to="/page-pricing" className={buttonClasses("secondary", "px-6 py-3 text-base")}>
              See pricing
            </Link>
          </>
        }
      />
      <TrustStrip />
      <Section
        title="Everything about your devices, in one app"
        id="features"
        intro="Replace the spreadsheet, the sign-out sheet and the renewal calendar with one inventory your whole team trusts."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <Card as="li" key={feature.title} title={feature.title}>
              <p>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Up and running in an afternoon" id="how-it-works" tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-blue-700 font-bold text-white dark:bg-blue-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        title="See your security posture at a glance"
        id="posture"
        intro="Four checks on every device, every 15 minutes, in plain language. The devices that need you are at the top, with their owner and the reason."
      >
        <PosturePreview />
        <p className="mt-6">
          <Link to="/page-service-detail" className={linkClasses}>
            How device security monitoring works
          </Link>
        </p>
      </Section>
      <Section title="What IT teams say" id="testimonials" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {quotes.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
                <blockquote className="text-slate-700 dark:text-slate-300">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {item.name}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/page-testimonial" className={linkClasses}>
            Read more customer stories
          </Link>
        </p>
      </Section>
      <Section
        title="Simple per-device pricing"
        id="pricing"
        intro="No charge for accessories or administrators. Start free for 90 days, no credit card needed."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{plan.price}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{plan.note}</p>
            </li>
          ))}
        </ul>
        <Link to="/page-pricing" className={buttonClasses("secondary", "mt-6")}>
          Compare plans
        </Link>
      </Section>
      <Section title="Frequently asked questions" id="faq" tone="muted">
        <div className="max-w-3xl space-y-3">
          {faqs.map((item) => (
            <details
              key={item.q}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
            >
              <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
                {item.q}
              </summary>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-6">
          <Link to="/helpcenter-faqs" className={linkClasses}>
            More answers in the help centre
          </Link>
        </p>
      </Section>
      <section aria-labelledby="final-cta-heading" className="bg-blue-700 py-16 dark:bg-blue-950">
        <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
          <h2
            id="final-cta-heading"
            className="text-2xl font-bold tracking-tight text-white sm:text-3xl dark:text-white"
          >
            Know where every device is by Friday
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-blue-50 dark:text-blue-100">
            Connect your MDM or import a spreadsheet today. The trial is free for 90 days and needs
            no credit card.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/signup"
              className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:focus-visible:outline-white dark:bg-white dark:text-blue-900 dark:hover:bg-blue-100"
            >
              {t("common.startTrial")}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-lg border border-white px-6 py-3 text-base font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:focus-visible:outline-white dark:border-blue-200 dark:text-white dark:hover:bg-blue-900"
            >
              {t("common.contactSales")}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
