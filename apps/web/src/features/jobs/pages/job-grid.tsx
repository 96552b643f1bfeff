import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { inputClasses } from "../components/form-field.tsx";
import { JobCard } from "../components/job-card.tsx";
import { findCompany } from "../data/companies.ts";
import { jobCategories, jobs, workplaces, type Job } from "../data/jobs.ts";

type Filters = { text: string; category: string; workplace: string };

const noFilters: Filters = { text: "", category: "", workplace: "" };

function matches(job: Job, filters: Filters): boolean {
  const haystack = `${job.title} ${job.summary} ${job.location} ${findCompany(job.companyId)?.name ?? ""}`;
  return (
    haystack.toLowerCase().includes(filters.text.trim().toLowerCase()) &&
    (filters.category === "" || job.category === filters.category) &&
    (filters.workplace === "" || job.workplace === filters.workplace)
  );
}

const labelClasses = "block text-sm font-semibold text-slate-900 dark:text-white";

function FilterBar({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor="job-search" className={labelClasses}>
          Keyword, company or location
        </label>
        <input
          id="job-search"
          type="search"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          placeholder="e.g. security, Rotterdam"
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="job-category" className={labelClasses}>
          Category
        </label>
        <select
          id="job-category"
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          className={inputClasses}
        >
          <option value="">All categories</option>
          {jobCategories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="job-workplace" className={labelClasses}>
          Workplace
        </label>
        <select
          id="job-workplace"
          value={filters.workplace}
          onChange={(event) => onChange({ ...filters, workplace: event.target.value })}
          className={inputClasses}
        >
          <option value="">Any workplace</option>
          {workplaces.map((workplace) => (
            <option key={workplace}>{workplace}</option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => onChange(noFilters)}
      >
        Clear filters
      </button>
    </form>
  );
}

export default function JobGridPage() {
  const page = usePageText("jobGrid");
  const [filters, setFilters] = useState<Filters>(noFilters);
  const visible = jobs.filter((job) => matches(job, filters));
  return (
    <div data-page="job-grid">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Careers in IT"
        title={page.title}
        lead={page.description}
        actions={
          <>
            <Link to="/page-job-post" className={buttonClasses("primary")}>
              Post a job
            </Link>
            <Link to="/page-job-companies" className={buttonClasses("secondary")}>
              Browse companies
            </Link>
          </>
        }
      />
      <Section title="Open positions" id="jobs">
        <FilterBar filters={filters} onChange={setFilters} />
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {visible.length} of {jobs.length} jobs
        </p>
        {visible.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            No jobs match these filters. Try another keyword or clear the filters.
          </p>
        )}
      </Section>
    </div>
  );
}
