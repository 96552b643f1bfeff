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

export default function AboutPage() {
  const page = usePageText("about");
  return (
    <div data-page="about">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Company" title={page.title} lead={page.description} />
      <Section title="Our story" id="story">
        <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
          <p>
            Fleetward started in an IT department that tracked 1,400 laptops in three spreadsheets, a ticketing
            system and the memory of one very patient colleague. Audits took weeks; lost devices were noticed
            months late.
          </p>
          <p>
            We built the tool we wanted: one place that knows every device, who has it, whether it is safe, and
            when it is due for replacement — with nothing to install on a server.
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
    </div>
  );
}
