import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { productServices, professionalServices, type Service } from "../data/services.ts";

const engagementSteps = [
  {
    title: "Scoping call",
    text: "30 minutes with a solutions engineer: how many devices, which MDM, which audits are coming.",
  },
  {
    title: "Written proposal",
    text: "A fixed price and a plan with dates within two business days. No day rates that keep running.",
  },
  {
    title: "Delivery",
    text: "Work happens in your trial or production workspace, with a shared checklist you can follow.",
  },
  {
    title: "Handover",
    text: "A recorded walkthrough and a reconciliation report, so your team owns the result.",
  },
];

function ServiceCard({ service }: { service: Service }) {
  return (
    <Card as="li" title={service.name} className="flex flex-col">
      <p>{service.summary}</p>
      <ul className="mt-4 list-disc space-y-1 ps-5 text-sm">
        {service.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {service.to ? (
        <Link
          to={service.to}
          className="mt-4 inline-block font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          How {service.name.toLowerCase()} works
        </Link>
      ) : null}
    </Card>
  );
}

export default function ServicesPage() {
  const page = usePageText("services");
  return (
    <div data-page="services">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="What we do"
        title={page.title}
        lead="Fleetward is a product first: inventory, security posture, licences and lifecycle in one app. When you want a hand getting there faster, our team does the migration, rollout and audit preparation with you."
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary")}>
              Start free trial
            </Link>
            <Link to="/contact" className={buttonClasses("secondary")}>
              Talk to a solutions engineer
            </Link>
          </>
        }
      />
      <Section
        title="In the product"
        id="product"
        intro="Included in every plan, from the free 90-day trial onwards."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {productServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Section>
      <Section
        title="Professional services"
        id="professional"
        tone="muted"
        intro="Fixed-price projects delivered by the people who build Fleetward. Included in Enterprise; available to Business customers from €1,200 per project."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {professionalServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Section>
      <Section title="How an engagement runs" id="engagement">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {engagementSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-blue-100 font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/page-pricing" className={buttonClasses("secondary")}>
            Compare plans
          </Link>
          <Link to="/contact-detail" className={buttonClasses("ghost")}>
            Our offices
          </Link>
        </div>
      </Section>
    </div>
  );
}
