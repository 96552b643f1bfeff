import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { SupportForm } from "../components/support-form.tsx";

const hours = [
  { region: "Europe", team: "Berlin", time: "Monday to Friday, 08:00–18:00 CET" },
  { region: "North America", team: "Austin", time: "Monday to Friday, 08:00–17:00 CT" },
  { region: "Urgent issues", team: "Enterprise on-call", time: "24 hours a day, 7 days a week" },
];

const slaColumns = ["Free trial", "Business", "Enterprise"] as const;

const slaRows: readonly { severity: string; times: readonly [string, string, string] }[] = [
  {
    severity: "Urgent",
    times: ["2 business days", "4 business hours", "1 hour, around the clock"],
  },
  { severity: "High", times: ["2 business days", "8 business hours", "4 business hours"] },
  { severity: "Normal", times: ["2 business days", "8 business hours", "8 business hours"] },
  { severity: "Low", times: ["5 business days", "2 business days", "1 business day"] },
];

const checklist = [
  "Your workspace address, such as yourcompany.fleetward.com",
  "What you were trying to do, step by step",
  "What you expected and what happened instead, with the exact error message",
  "When it started, and whether it affects one user, one device or everyone",
  "Serial numbers or asset tags of the devices involved, if any",
  "A screenshot, with personal data blurred",
];

function SlaTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">First response times by plan and severity</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              Severity
            </th>
            {slaColumns.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-700 dark:divide-slate-800 dark:bg-slate-950 dark:text-slate-300">
          {slaRows.map((row) => (
            <tr key={row.severity}>
              <th scope="row" className="p-3 text-start font-medium text-slate-900 dark:text-white">
                {row.severity}
              </th>
              {row.times.map((time, index) => (
                <td key={slaColumns[index]} className="p-3">
                  {time}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function SupportPage() {
  const page = usePageText("helpCenterSupport");
  return (
    <div data-page="help-center-support">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Help centre"
        title={page.title}
        lead="Real people who know device management answer every request. Median first response last quarter: 1 hour 52 minutes on business days."
      />
      <Section title="Support hours" id="hours">
        <ul className="grid gap-6 md:grid-cols-3">
          {hours.map((item) => (
            <Card as="li" key={item.region} title={item.region}>
              <p>{item.time}</p>
              <p className="mt-1 text-sm">{item.team}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Business hours exclude public holidays in Berlin and Texas. Urgent Enterprise issues are
          covered on those days too.
        </p>
      </Section>
      <Section
        title="Response times by plan"
        id="sla"
        tone="muted"
        intro="The time to our first human answer, not an automatic acknowledgement. Severity is what you choose in the form; we may adjust it, and will tell you when we do."
      >
        <SlaTable />
      </Section>
      <Section title="Send a support request" id="request">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <SupportForm />
          </div>
          <aside
            aria-labelledby="support-checklist-heading"
            className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
          >
            <h3
              id="support-checklist-heading"
              className="font-semibold text-slate-900 dark:text-white"
            >
              What to include
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              {checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              Reporting a vulnerability? Write to{" "}
              <a
                href="mailto:security@fleetward.com"
                className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
              >
                security@fleetward.com
              </a>{" "}
              instead.
            </p>
          </aside>
        </div>
      </Section>
      <Section title="Before you write" id="self-help" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Many questions are answered in the{" "}
          <Link
            to="/helpcenter-faqs"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            FAQs
          </Link>{" "}
          and the{" "}
          <Link
            to="/helpcenter-guides"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            setup guides
          </Link>
          . Questions about pricing or a new contract go to our{" "}
          <Link
            to="/contact"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            sales team
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
