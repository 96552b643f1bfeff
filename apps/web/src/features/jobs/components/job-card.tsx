import { Link } from "react-router";
import { findCompany } from "../data/companies.ts";
import type { Job } from "../data/jobs.ts";
import { CompanyLogo } from "./company-logo.tsx";
import { formatDate } from "./format.ts";

const pill =
  "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300";

/** One opening in a grid or list; render inside a <ul>. */
export function JobCard({ job }: { job: Job }) {
  const company = findCompany(job.companyId);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {company ? <CompanyLogo company={company} /> : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-700 dark:text-slate-300">
            {company?.name}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Posted <time dateTime={job.posted}>{formatDate(job.posted)}</time>
          </p>
        </div>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        <Link to={`/page-job-detail/${job.id}`} className="hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{job.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Job facts">
        <li className={pill}>{job.workplace}</li>
        <li className={pill}>{job.type}</li>
        <li className={pill}>{job.category}</li>
      </ul>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{job.location}</p>
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{job.salary}</p>
    </li>
  );
}
