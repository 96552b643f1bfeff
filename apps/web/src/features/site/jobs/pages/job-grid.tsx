import { jobFiltersSchema } from "@fleetward/contracts/jobs";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { jobTypes, useJobList, type JobType } from "../api/jobs-api.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { JobCard } from "../components/job-card.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

const pageSize = 12;
const labelClasses = "block text-sm font-semibold text-slate-900 dark:text-white";

type Filters = { q: string; location: string; type: JobType | "" };

/** The filters live in the URL (`?type=contract&location=berlin&q=intune&page=2`): shareable. */
function readFilters(params: URLSearchParams): Filters & { page: number } {
  const type = params.get("type") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    q: params.get("q") ?? "",
    location: params.get("location") ?? "",
    type: jobTypes.find((known) => known === type) ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function FilterBar({ filters, onApply }: { filters: Filters; onApply: (next: Filters) => void }) {
  const { t } = useTranslation();
  // Text is applied on submit, so the list does not reload on every key press. The URL
  // (back and forward) sets the fields again through `values`.
  const { q, location, type } = filters;
  const form = useContractForm(jobFiltersSchema, {
    defaultValues: { q, location, type },
    values: { q, location, type },
  });
  const apply = form.submit(async (values) =>
    onApply({ q: values.q ?? "", location: values.location ?? "", type: values.type }),
  );

  return (
    <form
      role="search"
      aria-label={t("jobs.filtersLabel")}
      onSubmit={apply}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_auto_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor="job-search" className={labelClasses}>
          {t("jobs.searchLabel")}
        </label>
        <input
          id="job-search"
          type="search"
          maxLength={200}
          placeholder={t("jobs.searchPlaceholder")}
          className={fieldClasses}
          {...form.register("q")}
        />
      </div>
      <div>
        <label htmlFor="job-location" className={labelClasses}>
          {t("jobs.location")}
        </label>
        <input
          id="job-location"
          type="search"
          maxLength={120}
          placeholder={t("jobs.locationPlaceholder")}
          className={fieldClasses}
          {...form.register("location")}
        />
      </div>
      <div>
        <label htmlFor="job-type" className={labelClasses}>
          {t("jobs.employment")}
        </label>
        <select
          id="job-type"
          className={fieldClasses}
          {...form.register("type", { onChange: () => void apply() })}
        >
          <option value="">{t("jobs.anyType")}</option>
          {jobTypes.map((jobType) => (
            <option key={jobType} value={jobType}>
              {t(`jobs.types.${jobType}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("primary")}>
        {t("jobs.search")}
      </button>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => onApply({ q: "", location: "", type: "" })}
      >
        {t("jobs.clearFilters")}
      </button>
    </form>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("jobs.pagination")} className="mt-8 flex items-center justify-center gap-4">
      <button
        type="button"
        className={buttonClasses("secondary")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("jobs.previousPage")}
      </button>
      <span className="text-sm text-slate-700 dark:text-slate-300">
        {t("jobs.pageOf", { page, total: pages })}
      </span>
      <button
        type="button"
        className={buttonClasses("secondary")}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("jobs.nextPage")}
      </button>
    </nav>
  );
}

export default function JobGridPage() {
  const page = usePageText("jobGrid");
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useJobList({
    q: filters.q,
    location: filters.location,
    type: filters.type || undefined,
    page: String(filters.page),
    page_size: String(pageSize),
  });

  function apply(next: Filters & { page?: number }) {
    const search = new URLSearchParams();
    if (next.q.trim()) search.set("q", next.q.trim());
    if (next.location.trim()) search.set("location", next.location.trim());
    if (next.type) search.set("type", next.type);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  }

  return (
    <div data-page="job-grid">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("jobs.eyebrow")}
        title={page.title}
        lead={page.description}
        actions={
          <>
            <Link to="/page-job-post" className={buttonClasses("primary")}>
              {t("jobs.postJob")}
            </Link>
            <Link to="/page-job-companies" className={buttonClasses("secondary")}>
              {t("jobs.browseCompanies")}
            </Link>
          </>
        }
      />
      <Section title={t("jobs.openPositions")} id="jobs">
        <FilterBar filters={filters} onApply={apply} />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <div className="mt-6">
            <LoadError title={t("jobs.errorTitle")} onRetry={() => void list.refetch()} />
          </div>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t("jobs.resultCount", { count: list.data.total })}
            </p>
            {list.data.items.length > 0 ? (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.data.items.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
                {t("jobs.emptyText")}
              </p>
            )}
            <Pager
              page={filters.page}
              pages={Math.ceil(list.data.total / pageSize)}
              onPage={(next) => apply({ ...filters, page: next })}
            />
          </>
        )}
      </Section>
    </div>
  );
}
