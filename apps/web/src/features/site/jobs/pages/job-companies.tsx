import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useCompanies, type CompanySummary } from "../api/jobs-api.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <CompanyLogo company={company} size="size-14 text-lg" />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            <Link to={`/page-job-company-detail?id=${company.id}`} className="hover:underline">
              {company.name}
            </Link>
          </h3>
          <p lang="en" className="text-sm text-slate-600 dark:text-slate-400">
            {company.sector}
          </p>
        </div>
      </div>
      <p lang="en" className="mt-4 flex-1 text-sm text-slate-700 dark:text-slate-300">
        {company.tagline}
      </p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <span lang="en">{company.location}</span> ·{" "}
        {t("jobs.employeeCount", { size: company.size })}
      </p>
      <p className="mt-2 text-sm font-semibold text-blue-800 dark:text-blue-300">
        {company.live_jobs === 0
          ? t("jobs.noOpenRoles")
          : t("jobs.openRoleCount", { count: company.live_jobs })}
      </p>
    </li>
  );
}

export default function JobCompaniesPage() {
  const page = usePageText("jobCompanies");
  const { t } = useTranslation();
  const companies = useCompanies();
  return (
    <div data-page="job-companies">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      <Section title={t("jobs.companiesTitle")} id="companies">
        {companies.isPending ? (
          <LoadingState />
        ) : companies.isError ? (
          <LoadError title={t("jobs.errorTitle")} onRetry={() => void companies.refetch()} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {companies.data.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
