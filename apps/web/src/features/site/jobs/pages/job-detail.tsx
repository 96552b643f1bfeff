import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { useJob, useJobList, type JobDetail } from "../api/jobs-api.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul lang="en" className="mt-3 list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function JobFacts({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const facts = [
    [t("jobs.location"), job.location, "en"],
    [t("jobs.workplace"), t(`jobs.workplaces.${job.workplace}`), undefined],
    [t("jobs.employment"), t(`jobs.types.${job.type}`), undefined],
    [t("jobs.salary"), job.salary, "en"],
    [t("jobs.category"), t(`jobs.categories.${job.category}`), undefined],
  ] as const;
  const { company } = job;
  return (
    <aside
      aria-label={t("jobs.jobFacts")}
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <CompanyLogo company={company} />
        {company.id !== null ? (
          <Link
            to={`/page-job-company-detail?id=${company.id}`}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {company.name}
          </Link>
        ) : (
          <span className="font-semibold text-slate-900 dark:text-white">{company.name}</span>
        )}
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        {facts.map(([label, value, lang]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd lang={lang} className="font-semibold text-slate-900 dark:text-white">
              {value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("jobs.posted")}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            <time dateTime={job.published_at}>
              {formatDate(job.published_at, i18n.language, publicationDayShort)}
            </time>
          </dd>
        </div>
      </dl>
      <Link
        to={`/page-job-apply?job=${job.id}`}
        className={buttonClasses("primary", "mt-6 w-full")}
      >
        {t("jobs.applyForJob")}
      </Link>
    </aside>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const paragraphs = job.description.split(/\n\s*\n/).filter(Boolean);
  return (
    <Section title={job.title} id="job">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div data-job-id={job.id}>
          <div lang="en" className="space-y-4 text-lg text-slate-700 dark:text-slate-300">
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          <BulletList title={t("jobs.whatYouDo")} items={job.responsibilities} />
          <BulletList title={t("jobs.whatYouBring")} items={job.requirements} />
          <BulletList title={t("jobs.niceToHave")} items={job.nice_to_have} />
          <BulletList title={t("jobs.companyOffers")} items={job.perks} />
        </div>
        <JobFacts job={job} />
      </div>
    </Section>
  );
}

/** `/page-job-detail/{id}` shows that opening; `/page-job-detail` the newest one. */
export default function JobDetailPage() {
  const page = usePageText("jobDetail");
  const { t } = useTranslation();
  const { id } = useParams();
  const newest = useJobList({ page_size: "1" }, { enabled: !id });
  const target = id ?? newest.data?.items[0]?.id.toString();
  const job = useJob(target);

  const notFound = (
    <NotFoundPanel
      title={t("jobs.jobNotFoundTitle")}
      text={t("jobs.jobNotFoundText")}
      backTo="/page-job-grid"
      backLabel={t("jobs.seeAllJobs")}
    />
  );
  const padded = (state: ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">{state}</div>
  );
  function content() {
    if (!id && newest.isError)
      return padded(
        <LoadError title={t("jobs.errorTitle")} onRetry={() => void newest.refetch()} />,
      );
    if (!id && newest.isSuccess && newest.data.items.length === 0) return notFound;
    if (job.isError) {
      return isNotFound(job.error)
        ? notFound
        : padded(<LoadError title={t("jobs.errorTitle")} onRetry={() => void job.refetch()} />);
    }
    if (job.isSuccess) return <JobBody job={job.data} />;
    return padded(<LoadingState />);
  }

  return (
    <div data-page="job-detail">
      <PageMeta
        title={job.data ? `${job.data.title} — ${page.title}` : page.title}
        description={page.description}
      />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      {content()}
    </div>
  );
}
