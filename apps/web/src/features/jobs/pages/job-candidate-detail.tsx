import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { InitialsAvatar } from "../components/company-logo.tsx";
import { findCandidate, type Candidate } from "../data/candidates.ts";

function ProfileFacts({ candidate }: { candidate: Candidate }) {
  const facts = [
    ["Location", candidate.location],
    ["Experience", `${candidate.years} years`],
    ["Availability", candidate.availability],
    ["Languages", candidate.languages.join(", ")],
  ] as const;
  return (
    <aside
      aria-label="Profile facts"
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
      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">Certifications</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
        {candidate.certifications.map((certification) => (
          <li key={certification}>{certification}</li>
        ))}
      </ul>
      <Link to="/contact" className={buttonClasses("primary", "mt-6 w-full")}>
        Request an introduction
      </Link>
    </aside>
  );
}

function Profile({ candidate }: { candidate: Candidate }) {
  return (
    <Section title={candidate.name} id="profile">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <div className="flex items-center gap-4">
            <InitialsAvatar initials={candidate.initials} size="size-20 text-2xl" />
            <p className="text-lg font-medium text-slate-700 dark:text-slate-300">
              {candidate.headline}
            </p>
          </div>
          <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{candidate.summary}</p>
          <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">Experience</h3>
          <ol className="mt-4 space-y-6 border-s-2 border-slate-200 ps-6 dark:border-slate-800">
            {candidate.experience.map((item) => (
              <li key={item.role}>
                <p className="font-semibold text-slate-900 dark:text-white">{item.role}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.organisation} · {item.period}
                </p>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">Skills</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {candidate.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
        <ProfileFacts candidate={candidate} />
      </div>
    </Section>
  );
}

export default function JobCandidateDetailPage() {
  const page = usePageText("jobCandidateDetail");
  const [params] = useSearchParams();
  const candidate = findCandidate(params.get("id"));
  return (
    <div data-page="job-candidate-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Candidates" title={page.title} lead={page.description} />
      {candidate ? (
        <Profile candidate={candidate} />
      ) : (
        <NotFoundPanel
          title="This profile is not available"
          text="The candidate may have hidden their profile or found a new role. Other professionals are still open to offers."
          backTo="/page-job-candidates"
          backLabel="See all candidates"
        />
      )}
    </div>
  );
}
