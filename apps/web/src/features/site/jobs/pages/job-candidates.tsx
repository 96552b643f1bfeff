import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useCandidates, type CandidateSummary } from "../api/jobs-api.ts";
import { InitialsAvatar } from "../components/company-logo.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

function CandidateCard({ candidate }: { candidate: CandidateSummary }) {
  const { t } = useTranslation();
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
          <p lang="en" className="text-sm text-slate-700 dark:text-slate-300">
            {candidate.headline}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <span lang="en">{candidate.location}</span> ·{" "}
        {t("jobs.yearsExperience", { count: candidate.years })}
      </p>
      <ul
        lang="en"
        className="mt-4 flex flex-1 flex-wrap content-start gap-2"
        aria-label={t("jobs.skills")}
      >
        {candidate.skills.slice(0, 4).map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {skill}
          </li>
        ))}
      </ul>
      <p lang="en" className="mt-4 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        {candidate.availability}
      </p>
    </li>
  );
}

export default function JobCandidatesPage() {
  const page = usePageText("jobCandidates");
  const { t } = useTranslation();
  const candidates = useCandidates();
  return (
    <div data-page="job-candidates">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      <Section title={t("jobs.candidatesTitle")} id="candidates" intro={t("jobs.candidatesIntro")}>
        {candidates.isPending ? (
          <LoadingState />
        ) : candidates.isError ? (
          <LoadError title={t("jobs.errorTitle")} onRetry={() => void candidates.refetch()} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {candidates.data.map((candidate) => (
              <CandidateCard key={candidate.id} candidate={candidate} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
