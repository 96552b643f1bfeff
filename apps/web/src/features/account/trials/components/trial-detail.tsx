import type { AdminTrialDetail } from "@fleetward/contracts/trials";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useAdminTrial, useTrialDecision } from "../api/admin-trials-api.ts";
import { RejectForm } from "./reject-form.tsx";
import { formatDateTime } from "../../../../lib/format.ts";

type Trial = AdminTrialDetail["trial"];

const requestFields: [ParseKeys, (trial: Trial) => string][] = [
  ["trial.form.companyName", (trial) => trial.company_name],
  ["trial.form.appName", (trial) => trial.app_name],
  ["trial.form.appDomain", (trial) => trial.app_url],
  ["trial.form.companyEmail", (trial) => trial.company_email],
  ["trial.form.phone", (trial) => trial.phone],
  ["trial.form.fax", (trial) => trial.fax ?? "—"],
  [
    "admin.detail.address",
    (trial) =>
      `${trial.street_address}, ${trial.building}, ${trial.postal_code} ${trial.city}, ${trial.country}`,
  ],
  [
    "admin.detail.contact",
    (trial) =>
      `${trial.title} ${trial.first_name} ${trial.last_name} — ${trial.position}, ${trial.department}`,
  ],
  ["admin.detail.requester", (trial) => `${trial.requester_username} <${trial.requester_email}>`],
];

/** Approve at once, or open the form that asks for the reason of a rejection. */
function DecisionButtons({ trialId }: { trialId: string }) {
  const { t } = useTranslation();
  const decision = useTrialDecision(trialId);
  const [rejecting, setRejecting] = useState(false);

  async function approve() {
    try {
      await decision.mutateAsync({ action: "approve" });
      showNotice({ kind: "success", title: t("admin.detail.approved") });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-3">
      <button
        type="button"
        onClick={() => void approve()}
        disabled={decision.isPending}
        className={buttonClasses("primary")}
      >
        {t("admin.detail.approve")}
      </button>
      {rejecting ? (
        <RejectForm trialId={trialId} onDone={() => setRejecting(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setRejecting(true)}
          className={buttonClasses("secondary")}
        >
          {t("admin.detail.reject")}
        </button>
      )}
    </div>
  );
}

/** What the customer asked for, as label and value pairs. */
function RequestFields({ trial }: { trial: Trial }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {requestFields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t(label)}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value(trial)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every change of the request, newest last, with who made it and any reason given. */
function AuditTrail({ audit }: { audit: AdminTrialDetail["audit"] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="trial-audit-heading">
      <h3 id="trial-audit-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("admin.detail.audit")}
      </h3>
      <ol className="mt-3 space-y-2 text-sm">
        {audit.map((entry) => (
          <li key={entry.id} className="border-s-2 border-slate-300 ps-3 dark:border-slate-600">
            <span className="font-medium text-slate-900 dark:text-white">{entry.action}</span>{" "}
            <span className="text-slate-600 dark:text-slate-400">
              {formatDateTime(entry.created_at, i18n.language)} ·{" "}
              {entry.actor ?? t("admin.detail.system")}
            </span>
            {entry.details && typeof entry.details.reason === "string" ? (
              <p className="text-slate-700 dark:text-slate-300">{entry.details.reason}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One request: what was asked, the decision buttons, and its audit trail. */
export function TrialDetail({ trialId, onClose }: { trialId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAdminTrial(trialId);

  return (
    <aside
      aria-labelledby="trial-detail-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="trial-detail-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {detail.data ? detail.data.trial.company_name : t("admin.detail.heading")}
        </h2>
        <button type="button" onClick={onClose} className={buttonClasses("ghost")}>
          {t("admin.detail.close")}
        </button>
      </div>
      {detail.isPending ? <p className="mt-4">{t("trial.panel.loading")}</p> : null}
      {detail.isError ? <p className="mt-4">{t("admin.loadFailed")}</p> : null}
      {detail.data ? (
        <div className="mt-4 space-y-6">
          <p className="text-sm">
            {t("admin.table.status")}:{" "}
            <strong data-testid="trial-detail-status">
              {t(`trial.status.${detail.data.trial.status}`)}
            </strong>
          </p>
          <RequestFields trial={detail.data.trial} />
          {detail.data.trial.status === "pending_approval" ? (
            <DecisionButtons trialId={trialId} />
          ) : null}
          <AuditTrail audit={detail.data.audit} />
        </div>
      ) : null}
    </aside>
  );
}
