import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { useCandidate, type CandidateDetail } from "../api/jobs-api.ts";
import { InitialsAvatar } from "../components/company-logo.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

function ProfileFacts({ candidate }: { candidate: CandidateDetail }) {
  const { t } = useTranslation();
  const facts = [
    [t("jobs.location"), candidate.location, "en"],
    [t("jobs.experience"), t("jobs.yearsExperience", { count: candidate.years }), undefined],
    [t("jobs.availability"), candidate.availability, "en"],
    [t("jobs.languages"), candidate.languages.join(", "), "en"],
  ] as const;
  return (
    <aside
      aria-label={t("jobs.profileFacts")}
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <dl className="space-y-3 text-sm">
        {facts.map(([label, value, lang]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd lang={lang} className="font-semibold text-slate-900 dark:text-white">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {candidate.certifications.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">
            {t("jobs.certifications")}
          </h3>
          <ul
            lang="en"
            className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300"
          >
            {candidate.certifications.map((certification) => (
              <li key={certification}>{certification}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/contact" className={buttonClasses("primary", "mt-6 w-full")}>
        {t("jobs.requestIntroduction")}
      </Link>
    </aside>
  );
}

function Profile({ candidate }: { candidate: CandidateDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={candidate.name} id="profile">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <div className="flex items-center gap-4">
            <InitialsAvatar initials={candidate.initials} size="size-20 text-2xl" />
            <p lang="en" className="text-lg font-medium text-slate-700 dark:text-slate-300">
              {candidate.headline}
            </p>
          </div>
          <p lang="en" className="mt-6 text-lg text-slate-700 dark:text-slate-300">
            {candidate.about}
          </p>
          <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
            {t("jobs.experience")}
          </h3>
          <ol
            lang="en"
            className="mt-4 space-y-6 border-s-2 border-slate-200 ps-6 dark:border-slate-800"
          >
            {candidate.experience.map((item) => (
              <li key={`${item.role}-${item.period}`}>
                <p className="font-semibold text-slate-900 dark:text-white">{item.role}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.organisation} · {item.period}
                </p>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
            {t("jobs.skills")}
          </h3>
          <ul lang="en" className="mt-4 flex flex-wrap gap-2">
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
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id") ?? undefined;
  const candidate = useCandidate(id);

  const padded = (state: ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">{state}</div>
  );
  let content: ReactNode;
  if (!id || (candidate.isError && isNotFound(candidate.error))) {
    content = (
      <NotFoundPanel
        title={t("jobs.candidateNotFoundTitle")}
        text={t("jobs.candidateNotFoundText")}
        backTo="/page-job-candidates"
        backLabel={t("jobs.seeAllCandidates")}
      />
    );
  } else if (candidate.isError) {
    content = padded(
      <LoadError title={t("jobs.errorTitle")} onRetry={() => void candidate.refetch()} />,
    );
  } else if (candidate.isPending) {
    content = padded(<LoadingState />);
  } else {
    content = <Profile candidate={candidate.data} />;
  }

  return (
    <div data-page="job-candidate-detail">
      <PageMeta
        title={candidate.data ? `${candidate.data.name} — ${page.title}` : page.title}
        description={page.description}
      />
      <PageHeader
        eyebrow={t("jobs.candidatesEyebrow")}
        title={page.title}
        lead={page.description}
      />
      {content}
    </div>
  );
}
