import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useJob, useJobList, type JobSummary } from "../api/jobs-api.ts";
import { ApplicationForm } from "../components/application-form.tsx";

function Tips() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="apply-tips-heading"
      className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="apply-tips-heading" className="font-semibold text-slate-900 dark:text-white">
        {t("jobs.tipsTitle")}
      </h3>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("jobs.tip1")}</li>
        <li>{t("jobs.tip2")}</li>
        <li>{t("jobs.tip3")}</li>
      </ul>
    </aside>
  );
}

function Success({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="application-sent"
      className="max-w-2xl rounded-xl border border-emerald-300 bg-emerald-50 p-8 dark:border-emerald-700 dark:bg-emerald-950"
    >
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("jobs.successTitle")}
      </h3>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("jobs.successText", { email })}</p>
      <Link to="/page-job-grid" className={buttonClasses("primary", "mt-6")}>
        {t("jobs.seeAllJobs")}
      </Link>
    </div>
  );
}

/** The openings to choose from: the 50 newest, plus the one named in the link when it is older. */
function useOpenings(linkedId: string | undefined): JobSummary[] {
  const jobs = useJobList({ page_size: "50" });
  const linked = useJob(linkedId);
  const options = [...(jobs.data?.items ?? [])];
  if (linked.data && !options.some((job) => job.id === linked.data.id)) {
    options.unshift(linked.data);
  }
  return options;
}

export default function JobApplyPage() {
  const page = usePageText("jobApply");
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const jobId = params.get("job") ?? "";
  const openings = useOpenings(jobId || undefined);
  const [sentTo, setSentTo] = useState<string | undefined>();

  return (
    <div data-page="job-apply">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      <Section title={t("jobs.applyTitle")} id="application" intro={t("jobs.applyIntro")}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {sentTo ? (
            <Success email={sentTo} />
          ) : (
            <ApplicationForm jobs={openings} jobId={jobId} onSent={setSentTo} />
          )}
          <Tips />
        </div>
      </Section>
    </div>
  );
}
