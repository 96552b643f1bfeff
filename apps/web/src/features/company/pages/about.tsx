import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";

const principles = [
  {
    title: "Accurate before clever",
    text: "An inventory is only useful when it is true. Every device record shows where its data came from and when it was last confirmed.",
  },
  {
    title: "Security you can read",
    text: "Encryption, patch level, screen lock and endpoint protection are shown as plain answers, not as scores you have to decode.",
  },
  {
    title: "Fast for small teams",
    text: "Most IT teams are a handful of people. Fleetward is built so one person can onboard a hundred laptops before lunch.",
  },
];

const figures = [
  { value: "2023", label: "Founded in Berlin" },
  { value: "46", label: "People in three offices" },
  { value: "640+", label: "Organisations using Fleetward" },
  { value: "212,000", label: "Devices under management" },
  { value: "99.96%", label: "Uptime over the last 12 months" },
  { value: "1 h 52 min", label: "Median first support response" },
];

const offices = [
  {
    city: "Berlin",
    role: "Headquarters: engineering, security and support for Europe",
    people: "27 people",
  },
  {
    city: "Amsterdam",
    role: "Product, design and our Benelux customer team",
    people: "9 people",
  },
  {
    city: "Austin",
    role: "Customer success and support for North America",
    people: "10 people",
  },
];

export default function AboutPage() {
  const page = usePageText("about");
  return (
    <div data-page="about">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Company" title={page.title} lead={page.description} />
      <Section title="Our story" id="story">
        <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
          <p>
            Fleetward started in an IT department that tracked 1,400 laptops in three spreadsheets,
            a ticketing system and the memory of one very patient colleague. Audits took weeks; lost
            devices were noticed months late.
          </p>
          <p>
            We built the tool we wanted: one place that knows every device, who has it, whether it
            is safe, and when it is due for replacement — with nothing to install on a server.
          </p>
        </div>
      </Section>
      <Section title="What we believe" id="principles" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {principles.map((principle) => (
            <Card as="li" key={principle.title} title={principle.title}>
              <p>{principle.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="By the numbers" id="numbers">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        title="Where we work"
        id="offices"
        tone="muted"
        intro="Customer data is hosted in Frankfurt, Germany. Our support hours follow the sun from Berlin to Austin, so a ticket sent on a weekday rarely waits overnight."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <Card as="li" key={office.city} title={office.city}>
              <p>{office.role}</p>
              <p className="mt-2 text-sm">{office.people}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to="/contact-detail"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            Addresses, phone numbers and opening hours
          </Link>
        </p>
      </Section>
    </div>
  );
}
