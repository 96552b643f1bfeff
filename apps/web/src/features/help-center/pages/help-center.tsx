import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { HelpSearch } from "../components/help-search.tsx";

const topics = [
  {
    title: "Frequently asked questions",
    text: "20 short answers about accounts, the free trial, devices and security.",
    to: "/helpcenter-faqs",
    cta: "Browse the FAQs",
  },
  {
    title: "Step-by-step guides",
    text: "8 guides from your first CSV import to retiring and wiping a device.",
    to: "/helpcenter-guides",
    cta: "Open the guides",
  },
  {
    title: "Contact support",
    text: "Support hours, response times by plan and a form that routes your request by severity.",
    to: "/helpcenter-support",
    cta: "Get support",
  },
  {
    title: "Documentation and API",
    text: "Concepts, configuration and the REST API reference for integrations.",
    to: "/documentation",
    cta: "Read the documentation",
  },
];

const popular = [
  {
    title: "Import devices from a CSV",
    to: "/helpcenter-guides#import-devices-csv",
    meta: "Guide · 15 min",
  },
  { title: "Enrol macOS devices", to: "/helpcenter-guides#enrol-macos", meta: "Guide · 20 min" },
  {
    title: "What happens at the end of the 90 days?",
    to: "/helpcenter-faqs#trial-end",
    meta: "FAQ · Free trial",
  },
  {
    title: "Set up check-out for loan laptops",
    to: "/helpcenter-guides#loan-laptops",
    meta: "Guide · 10 min",
  },
  {
    title: "Why does a device appear twice?",
    to: "/helpcenter-faqs#duplicates",
    meta: "FAQ · Devices",
  },
  {
    title: "Does Fleetward store disk recovery keys?",
    to: "/helpcenter-faqs#recovery-keys",
    meta: "FAQ · Security",
  },
];

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function HelpCenterPage() {
  const page = usePageText("helpCenter");
  return (
    <div data-page="help-center">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Help centre"
        title={page.title}
        lead="Answers for Fleetward administrators, technicians and trial users. Search first: most questions are answered in under a minute."
      />
      <Section title="Search" id="search">
        <HelpSearch />
      </Section>
      <Section title="Browse by topic" id="topics" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => (
            <li
              key={topic.to}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950"
            >
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {topic.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{topic.text}</p>
              <Link to={topic.to} className={`mt-4 ${linkClasses}`}>
                {topic.cta}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Popular articles" id="popular">
        <ol className="grid gap-x-8 gap-y-4 md:grid-cols-2">
          {popular.map((article) => (
            <li key={article.to} className="border-b border-slate-200 pb-4 dark:border-slate-800">
              <Link
                to={article.to}
                className="font-semibold text-slate-900 hover:text-blue-700 hover:underline dark:text-white dark:hover:text-blue-300"
              >
                {article.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{article.meta}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Still stuck?" id="still-stuck" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Our support team works Monday to Friday from 08:00 Berlin time to 17:00 Austin time. Send
          a{" "}
          <Link to="/helpcenter-support" className={linkClasses}>
            support request
          </Link>{" "}
          with your workspace address, or ask other IT teams in the{" "}
          <Link to="/forums-topic" className={linkClasses}>
            community forums
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
