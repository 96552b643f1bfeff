import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { useHelpGuides, type HelpGuide as Guide } from "../api/help-api.ts";

function GuideArticle({ guide }: { guide: Guide }) {
  return (
    <article
      id={guide.slug}
      lang="en"
      aria-labelledby={`${guide.slug}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id={`${guide.slug}-title`}
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {guide.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {guide.minutes} minutes · For {guide.audience.toLowerCase()}
      </p>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{guide.summary}</p>
      <ol className="mt-6 space-y-3">
        {guide.steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-blue-100 text-sm font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-lg border-s-4 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
        <strong className="font-semibold">Tip: </strong>
        {guide.tip}
      </p>
    </article>
  );
}

export default function GuidesPage() {
  const { t } = useTranslation();
  const page = usePageText("helpCenterGuides");
  const query = useHelpGuides();
  const guides = query.data ?? [];
  return (
    <div data-page="help-center-guides">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("company.helpCentre.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      <Section title={t("company.helpCentre.guides.allTitle")} id="all-guides">
        {query.isPending ? <LoadingState /> : null}
        {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
        <ol className="grid gap-3 sm:grid-cols-2">
          {guides.map((guide, index) => (
            <li key={guide.slug}>
              <a
                href={`#${guide.slug}`}
                className="flex items-baseline gap-3 rounded-lg p-2 text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
              >
                <span className="text-sm font-bold text-blue-700 dark:text-blue-300">
                  {index + 1}.
                </span>
                <span className="font-medium" lang="en">
                  {guide.title}
                </span>
                <span className="ms-auto shrink-0 text-sm text-slate-600 dark:text-slate-400">
                  {t("company.helpCentre.guides.minutes", { minutes: guide.minutes })}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("company.helpCentre.guides.stepsTitle")} id="guides" tone="muted">
        <div className="space-y-8">
          {guides.map((guide) => (
            <GuideArticle key={guide.slug} guide={guide} />
          ))}
        </div>
      </Section>
      <Section title={t("company.helpCentre.guides.helpTitle")} id="help">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="company.helpCentre.guides.help"
            components={{
              support: (
                <Link
                  to="/helpcenter-support"
                  className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
                />
              ),
            }}
          />
        </p>
      </Section>
    </div>
  );
}
