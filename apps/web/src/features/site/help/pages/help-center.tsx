import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { HelpSearch } from "../components/help-search.tsx";

/** Where each topic card and popular article leads; their words are in `company.helpCentre`. */
const topicLinks = [
  "/helpcenter-faqs",
  "/helpcenter-guides",
  "/helpcenter-support",
  "/documentation",
];

const popularLinks = [
  "/helpcenter-guides#import-devices-csv",
  "/helpcenter-guides#enrol-macos",
  "/helpcenter-faqs#trial-end",
  "/helpcenter-guides#loan-laptops",
  "/helpcenter-faqs#duplicates",
  "/helpcenter-faqs#recovery-keys",
];

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function HelpCenterPage() {
  const { t } = useTranslation();
  const page = usePageText("helpCenter");
  const text = t("company.helpCentre", { returnObjects: true });
  return (
    <div data-page="help-center">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={text.lead} />
      <Section title={text.searchTitle} id="search">
        <HelpSearch />
      </Section>
      <Section title={text.topicsTitle} id="topics" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.topics.map((topic, index) => (
            <li
              key={topicLinks[index]}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950"
            >
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {topic.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{topic.text}</p>
              <Link to={topicLinks[index] ?? "/helpcenter"} className={`mt-4 ${linkClasses}`}>
                {topic.cta}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={text.popularTitle} id="popular">
        <ol className="grid gap-x-8 gap-y-4 md:grid-cols-2">
          {text.popular.map((article, index) => (
            <li
              key={popularLinks[index]}
              className="border-b border-slate-200 pb-4 dark:border-slate-800"
            >
              <Link
                to={popularLinks[index] ?? "/helpcenter"}
                className="font-semibold text-slate-900 hover:text-blue-700 hover:underline dark:text-white dark:hover:text-blue-300"
              >
                {article.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{article.meta}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={text.stillStuckTitle} id="still-stuck" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="company.helpCentre.stillStuck"
            components={{
              support: <Link to="/helpcenter-support" className={linkClasses} />,
              forums: <Link to="/forums-topic" className={linkClasses} />,
            }}
          />
        </p>
      </Section>
    </div>
  );
}
