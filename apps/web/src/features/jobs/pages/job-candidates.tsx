import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { InitialsAvatar } from "../components/company-logo.tsx";
import { candidates, type Candidate } from "../data/candidates.ts";

function CandidateCard({ candidate }: { candidate: Candidate }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <InitialsAvatar initials={candidate.initials} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            <Link to={`/page-job-candidate-detail?id=${candidate.id}`} className="hover:underline">
              {candidate.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{candidate.headline}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {candidate.location} · {candidate.years} years’ experience
      </p>
      <ul className="mt-4 flex flex-1 flex-wrap content-start gap-2" aria-label="Skills">
        {candidate.skills.slice(0, 4).map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {skill}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        {candidate.availability}
      </p>
    </li>
  );
}

export default function JobCandidatesPage() {
  const page = usePageText("jobCandidates");
  return (
    <div data-page="job-candidates">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Job board" title={page.title} lead={page.description} />
      <Section
        title="Open to new roles"
        id="candidates"
        intro="Profiles are published by the candidates themselves. Current employers are not named unless the candidate chooses to."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {candidates.map((candidate) => (
            <CandidateCard key={candidate.id} candidate={candidate} />
          ))}
        </ul>
      </Section>
    </div>
  );
}
