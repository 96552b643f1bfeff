import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { companies, type Company } from "../data/companies.ts";
import { jobsOfCompany } from "../data/jobs.ts";

function CompanyCard({ company }: { company: Company }) {
  const openings = jobsOfCompany(company.id).length;
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
          <p className="text-sm text-slate-600 dark:text-slate-400">{company.industry}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-slate-700 dark:text-slate-300">{company.tagline}</p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {company.location} · {company.employees} employees
      </p>
      <p className="mt-2 text-sm font-semibold text-blue-800 dark:text-blue-300">
        {openings === 0
          ? "No open roles right now"
          : `${openings} open ${openings === 1 ? "role" : "roles"}`}
      </p>
    </li>
  );
}

export default function JobCompaniesPage() {
  const page = usePageText("jobCompanies");
  return (
    <div data-page="job-companies">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Job board" title={page.title} lead={page.description} />
      <Section title="Employers on the board" id="companies">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </ul>
      </Section>
    </div>
  );
}
