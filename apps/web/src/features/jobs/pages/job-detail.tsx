import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { CompanyLogo } from "../components/company-logo.tsx";
import { formatDate } from "../components/format.ts";
import { findCompany, type Company } from "../data/companies.ts";
import { findJob, type Job } from "../data/jobs.ts";

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function JobFacts({ job, company }: { job: Job; company: Company | undefined }) {
  const facts = [
    ["Location", job.location],
    ["Workplace", job.workplace],
    ["Employment", job.type],
    ["Salary", job.salary],
    ["Category", job.category],
  ] as const;
  return (
    <aside
      aria-label="Job summary"
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {company ? (
        <div className="flex items-center gap-3">
          <CompanyLogo company={company} />
          <Link
            to={`/page-job-company-detail?id=${company.id}`}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {company.name}
          </Link>
        </div>
      ) : null}
      <dl className="mt-6 space-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Posted</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            <time dateTime={job.posted}>{formatDate(job.posted)}</time>
          </dd>
        </div>
      </dl>
      <Link
        to={`/page-job-apply?job=${job.id}`}
        className={buttonClasses("primary", "mt-6 w-full")}
      >
        Apply for this job
      </Link>
    </aside>
  );
}

function JobBody({ job }: { job: Job }) {
  const company = findCompany(job.companyId);
  return (
    <Section title={job.title} id="job">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <p className="text-lg text-slate-700 dark:text-slate-300">{job.summary}</p>
          {company ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{company.about[0]}</p>
          ) : null}
          <BulletList title="What you will do" items={job.responsibilities} />
          <BulletList title="What you bring" items={job.requirements} />
          <BulletList title="Nice to have" items={job.niceToHave} />
          {company ? <BulletList title="What the company offers" items={company.perks} /> : null}
        </div>
        <JobFacts job={job} company={company} />
      </div>
    </Section>
  );
}

export default function JobDetailPage() {
  const page = usePageText("jobDetail");
  const { id } = useParams();
  const job = findJob(id);
  return (
    <div data-page="job-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Job board" title={page.title} lead={page.description} />
      {job ? (
        <JobBody job={job} />
      ) : (
        <NotFoundPanel
          title="This job is no longer listed"
          text="The opening you are looking for has been filled or withdrawn. There are other roles in IT operations, security and asset management on the board."
          backTo="/page-job-grid"
          backLabel="See all open jobs"
        />
      )}
    </div>
  );
}
