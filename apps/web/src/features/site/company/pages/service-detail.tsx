import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";

const platformColumns = ["source", "encryption", "patch", "lock", "protection"] as const;

function PlatformTable() {
  const { t } = useTranslation();
  const text = t("company.serviceDetail", { returnObjects: true });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[44rem] text-start text-sm">
        <caption className="sr-only">{text.platformsCaption}</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              {text.columns.platform}
            </th>
            {platformColumns.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {text.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
          {text.platforms.map((platform) => (
            <tr key={platform.name}>
              <th scope="row" className="p-3 text-start font-medium text-slate-900 dark:text-white">
                {platform.name}
              </th>
              {platformColumns.map((column) => (
                <td key={column} className="p-3">
                  {platform[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ServiceDetailPage() {
  const { t } = useTranslation();
  const page = usePageText("serviceDetail");
  const text = t("company.serviceDetail", { returnObjects: true });
  return (
    <div data-page="service-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={text.eyebrow}
        title={page.title}
        lead={text.lead}
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary")}>
              {text.trialCta}
            </Link>
            <Link to="/page-services" className={buttonClasses("secondary")}>
              {text.allServices}
            </Link>
          </>
        }
      />
      <Section title={text.checksTitle} id="checks" intro={text.checksIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {text.checks.map((check) => (
            <Card as="li" key={check.title} title={check.title}>
              <p>
                <strong className="font-semibold text-slate-900 dark:text-white">
                  {text.passesWhen}{" "}
                </strong>
                {check.passes}
              </p>
              <p className="mt-3 text-sm">{check.why}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={text.howTitle} id="how-it-works" tone="muted">
        <ol className="max-w-3xl space-y-4">
          {text.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-slate-700 dark:text-slate-300">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={text.platformsTitle} id="platforms" intro={text.platformsIntro}>
        <PlatformTable />
      </Section>
      <Section title={text.boundariesTitle} id="boundaries" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {text.boundaries.map((boundary) => (
            <Card as="li" key={boundary.title} title={boundary.title}>
              <p>{boundary.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={text.startTitle} id="start">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{text.start}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses("primary")}>
            {text.trialCta}
          </Link>
          <Link to="/helpcenter-guides" className={buttonClasses("secondary")}>
            {text.guidesLink}
          </Link>
        </div>
      </Section>
    </div>
  );
}
