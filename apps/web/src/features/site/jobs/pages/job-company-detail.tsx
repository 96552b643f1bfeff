import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { useCompany, type CompanyDetail } from "../api/jobs-api.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { JobCard } from "../components/job-card.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

function About({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const facts = [
    [t("jobs.industry"), company.sector],
    [t("jobs.headquarters"), company.location],
    [t("jobs.employees"), company.size],
    [t("jobs.founded"), company.founded === null ? "—" : String(company.founded)],
  ] as const;
  return (
    <Section title={company.name} id="company">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <div className="flex items-center gap-4">
            <CompanyLogo company={company} size="size-20 text-2xl" />
            <p lang="en" className="text-lg font-medium text-slate-700 dark:text-slate-300">
              {company.tagline}
            </p>
          </div>
          <div lang="en" className="mt-6 space-y-4 text-slate-700 dark:text-slate-300">
            {company.about.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">
            {t("jobs.itTeam")}
          </h3>
          <p lang="en" className="mt-2 text-slate-700 dark:text-slate-300">
            {company.it_team}
          </p>
          <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">
            {t("jobs.benefits")}
          </h3>
          <ul
            lang="en"
            className="mt-3 list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300"
          >
            {company.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
        <aside
          aria-label={t("jobs.companyFacts")}
          className="h-fit rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <dl className="space-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd lang="en" className="font-semibold text-slate-900 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {company.website ? (
            <a
              href={company.website}
              rel="noopener noreferrer"
              className="mt-4 inline-block font-semibold text-blue-700 hover:underline dark:text-blue-300"
            >
              {t("jobs.website")}
            </a>
          ) : null}
        </aside>
      </div>
    </Section>
  );
}

function Openings({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t("jobs.openRolesAt", { company: company.name })} id="openings" tone="muted">
      {company.jobs.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {company.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          {t("jobs.companyHasNoRoles", { company: company.name })}{" "}
          <Link
            to="/page-job-grid"
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            {t("jobs.seeAllJobs")}
          </Link>
        </p>
      )}
    </Section>
  );
}

export default function JobCompanyDetailPage() {
  const page = usePageText("jobCompanyDetail");
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id") ?? undefined;
  const company = useCompany(id);

  const padded = (state: ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">{state}</div>
  );
  let content: ReactNode;
  if (!id || (company.isError && isNotFound(company.error))) {
    content = (
      <NotFoundPanel
        title={t("jobs.companyNotFoundTitle")}
        text={t("jobs.companyNotFoundText")}
        backTo="/page-job-companies"
        backLabel={t("jobs.seeAllCompanies")}
      />
    );
  } else if (company.isError) {
    content = padded(
      <LoadError title={t("jobs.errorTitle")} onRetry={() => void company.refetch()} />,
    );
  } else if (company.isPending) {
    content = padded(<LoadingState />);
  } else {
    content = (
      <>
        <About company={company.data} />
        <Openings company={company.data} />
      </>
    );
  }

  return (
    <div data-page="job-company-detail">
      <PageMeta
        title={company.data ? `${company.data.name} — ${page.title}` : page.title}
        description={page.description}
      />
      <PageHeader eyebrow={t("jobs.companiesEyebrow")} title={page.title} lead={page.description} />
      {content}
    </div>
  );
}
