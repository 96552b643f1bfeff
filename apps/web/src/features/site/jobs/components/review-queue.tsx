import { jobPostingRejectRequestSchema } from "@fleetward/contracts/jobs";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Section } from "../../../../components/section.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useDecidePosting,
  usePostingsForReview,
  type JobPostingForReview,
} from "../api/jobs-api.ts";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";

/** What the submitter sent, as the operator reads it before deciding. */
function PostingDetails({ posting }: { posting: JobPostingForReview }) {
  const { t, i18n } = useTranslation();
  const facts = [
    t(`jobs.categories.${posting.category}`),
    t(`jobs.types.${posting.type}`),
    t(`jobs.workplaces.${posting.workplace}`),
  ].join(" · ");

  return (
    <>
      <h3 lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
        {posting.title} — {posting.company_name}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("jobs.submittedBy", {
          name: posting.submitted_by?.email ?? "—",
          date: formatDate(posting.submitted_at, i18n.language, publicationDayShort),
        })}
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{facts}</p>
      <p lang="en" className="text-sm text-slate-700 dark:text-slate-300">
        {posting.location} · {posting.salary}
        {posting.contact_email ? ` · ${posting.contact_email}` : ""}
      </p>
      <p lang="en" className="mt-4 whitespace-pre-line text-slate-700 dark:text-slate-300">
        {posting.description}
      </p>
      {posting.requirements.length > 0 ? (
        <ul
          lang="en"
          className="mt-3 list-disc space-y-1 ps-6 text-sm text-slate-700 dark:text-slate-300"
        >
          {posting.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type Decision = { id: number; approve: true } | { id: number; reason: string };

/** Approves or rejects a posting and says which. */
function useDecide() {
  const { t } = useTranslation();
  const decide = useDecidePosting();
  const run = async (decision: Decision) => {
    const result = await decide.mutateAsync(decision);
    showNotice({
      kind: "success",
      title: result.status === "live" ? t("jobs.approvedNotice") : t("jobs.rejectedNotice"),
    });
  };
  return { run, pending: decide.isPending };
}

/** Approve, or reject with a reason the submitter is told (checked with the contract). */
function DecisionForm({ postingId }: { postingId: number }) {
  const { t } = useTranslation();
  const { run, pending } = useDecide();
  const form = useContractForm(jobPostingRejectRequestSchema, {
    defaultValues: { reason: "" },
    messages: { reason: "jobs.errors.reasonShort" },
  });
  const approve = () =>
    run({ id: postingId, approve: true }).catch((error: unknown) => notifyFailure(error, t));
  const reject = form.submit(({ reason }) => run({ id: postingId, reason }));
  const busy = pending || form.sending;
  return (
    <form
      onSubmit={reject}
      noValidate
      className="mt-6 grid gap-4 md:grid-cols-[auto_1fr_auto] md:items-end"
    >
      <button
        type="button"
        disabled={busy}
        onClick={() => void approve()}
        className={buttonClasses("primary")}
      >
        {t("jobs.approve")}
      </button>
      <TextField
        id={`reject-reason-${postingId}`}
        label={t("jobs.rejectReason")}
        maxLength={1000}
        {...form.field("reason")}
      />
      <button type="submit" disabled={busy} className={buttonClasses("secondary")}>
        {t("jobs.reject")}
      </button>
    </form>
  );
}

/** One submitted posting with its approve and reject (with a reason) decisions. */
function ReviewItem({ posting }: { posting: JobPostingForReview }) {
  return (
    <li
      data-posting-id={posting.id}
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <PostingDetails posting={posting} />
      <DecisionForm postingId={posting.id} />
    </li>
  );
}

/** The operator's queue of submitted postings; the page shows it only to operators. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const queue = usePostingsForReview(true);
  return (
    <Section title={t("jobs.reviewTitle")} id="review" intro={t("jobs.reviewIntro")} tone="muted">
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <LoadError title={t("jobs.errorTitle")} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t("jobs.reviewEmpty")}</p>
      ) : (
        <ul className="grid gap-6">
          {queue.data.items.map((posting) => (
            <ReviewItem key={posting.id} posting={posting} />
          ))}
        </ul>
      )}
    </Section>
  );
}
