import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { JobSummary } from "../api/jobs-api.ts";
import { CompanyLogo } from "./company-logo.tsx";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";

const pill =
  "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300";

/** One opening in a grid or list; render inside a <ul>. Job texts are written in English. */
export function JobCard({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-job-id={job.id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <CompanyLogo company={job.company} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-700 dark:text-slate-300">
            {job.company.name}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t("jobs.posted")}{" "}
            <time dateTime={job.published_at}>
              {formatDate(job.published_at, i18n.language, publicationDayShort)}
            </time>
          </p>
        </div>
      </div>
      <h3 lang="en" className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        <Link to={`/page-job-detail/${job.id}`} className="hover:underline">
          {job.title}
        </Link>
      </h3>
      <p lang="en" className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">
        {job.summary}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("jobs.jobFacts")}>
        <li className={pill}>{t(`jobs.workplaces.${job.workplace}`)}</li>
        <li className={pill}>{t(`jobs.types.${job.type}`)}</li>
        <li className={pill}>{t(`jobs.categories.${job.category}`)}</li>
      </ul>
      <p lang="en" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {job.location}
      </p>
      <p lang="en" className="text-sm font-semibold text-slate-900 dark:text-white">
        {job.salary}
      </p>
    </li>
  );
}
