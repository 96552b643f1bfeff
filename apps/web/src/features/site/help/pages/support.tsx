import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { SupportForm } from "../components/support-form.tsx";

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function SlaTable() {
  const { t } = useTranslation();
  const text = t("company.helpCentre.support", { returnObjects: true });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{text.slaCaption}</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              {text.severityColumn}
            </th>
            {text.planColumns.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-700 dark:divide-slate-800 dark:bg-slate-950 dark:text-slate-300">
          {text.slaRows.map((row) => (
            <tr key={row.severity}>
              <th scope="row" className="p-3 text-start font-medium text-slate-900 dark:text-white">
                {row.severity}
              </th>
              {row.times.map((time, index) => (
                <td key={text.planColumns[index]} className="p-3">
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
  const { t } = useTranslation();
  const page = usePageText("helpCenterSupport");
  const text = t("company.helpCentre.support", { returnObjects: true });
  return (
    <div data-page="help-center-support">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("company.helpCentre.eyebrow")} title={page.title} lead={text.lead} />
      <Section title={text.hoursTitle} id="hours">
        <ul className="grid gap-6 md:grid-cols-3">
          {text.hours.map((item) => (
            <Card as="li" key={item.region} title={item.region}>
              <p>{item.time}</p>
              <p className="mt-1 text-sm">{item.team}</p>
            </Card>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{text.hoursNote}</p>
      </Section>
      <Section title={text.slaTitle} id="sla" tone="muted" intro={text.slaIntro}>
        <SlaTable />
      </Section>
      <Section title={text.requestTitle} id="request">
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
              {text.includeTitle}
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              {text.checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              <Trans
                i18nKey="company.helpCentre.support.vulnerability"
                components={{
                  // The address is the anchor's text, supplied by the translation.
                  mail: <a href="mailto:security@fleetward.com" className={linkClasses} />,
                }}
              />
            </p>
          </aside>
        </div>
      </Section>
      <Section title={text.beforeTitle} id="self-help" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="company.helpCentre.support.before"
            components={{
              faqs: <Link to="/helpcenter-faqs" className={linkClasses} />,
              guides: <Link to="/helpcenter-guides" className={linkClasses} />,
              sales: <Link to="/contact" className={linkClasses} />,
            }}
          />
        </p>
      </Section>
    </div>
  );
}
