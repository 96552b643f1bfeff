import { Link, useSearchParams } from "react-router";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { JobCard } from "../components/job-card.tsx";
import { findCompany, type Company } from "../data/companies.ts";
import { jobsOfCompany } from "../data/jobs.ts";

function About({ company }: { company: Company }) {
  const facts = [
    ["Industry", company.industry],
    ["Headquarters", company.location],
    ["Employees", company.employees],
    ["Founded", String(company.founded)],
  ] as const;
  return (
    <Section title={company.name} id="company">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <div className="flex items-center gap-4">
            <CompanyLogo company={company} size="size-20 text-2xl" />
            <p className="text-lg font-medium text-slate-700 dark:text-slate-300">
              {company.tagline}
            </p>
          </div>
          <div className="mt-6 space-y-4 text-slate-700 dark:text-slate-300">
            {company.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">The IT team</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{company.itTeam}</p>
          <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">Benefits</h3>
          <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
            {company.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
        <aside
          aria-label="Company facts"
          className="h-fit rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <dl className="space-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Section>
  );
}

function Openings({ company }: { company: Company }) {
  const openings = jobsOfCompany(company.id);
  return (
    <Section title={`Open roles at ${company.name}`} id="openings" tone="muted">
      {openings.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {openings.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          {company.name} has no open roles on the board right now.{" "}
          <Link
            to="/page-job-grid"
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            See all open jobs
          </Link>
          .
        </p>
      )}
    </Section>
  );
}

export default function JobCompanyDetailPage() {
  const page = usePageText("jobCompanyDetail");
  const [params] = useSearchParams();
  const company = findCompany(params.get("id"));
  return (
    <div data-page="job-company-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Companies" title={page.title} lead={page.description} />
      {company ? (
        <>
          <About company={company} />
          <Openings company={company} />
        </>
      ) : (
        <NotFoundPanel
          title="We could not find that company"
          text="The company may have removed its profile from the job board. Other employers are hiring."
          backTo="/page-job-companies"
          backLabel="See all companies"
        />
      )}
    </div>
  );
}
