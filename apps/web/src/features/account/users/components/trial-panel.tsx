import type { TrialView } from "@fleetward/contracts/trials";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { useCurrentTrial } from "../../../../lib/trial/current-trial.ts";
import { formatDate } from "../../../../lib/format.ts";
import { TrialStepper, type TrialStatus as StepperStatus } from "./trial-stepper.tsx";

const noteClasses = "text-slate-700 dark:text-slate-300";
const linkClasses =
  "font-medium break-all text-blue-700 underline underline-offset-2 dark:text-blue-300";

/** Where the four states of spec §4 put a trial on the stepper; null: no stepper. */
function stepperStatus(trial: TrialView | null): StepperStatus | null {
  if (!trial) return "none";
  switch (trial.status) {
    case "pending_approval":
      return "pending";
    case "approved":
    case "deploying":
      return "deploying";
    case "active":
      return "active";
    default:
      return null;
  }
}

const stepNames: Record<string, ParseKeys> = {
  1: "trial.panel.steps.reserve_domain",
  2: "trial.panel.steps.create_workspace",
  3: "trial.panel.steps.check_reachability",
  4: "trial.panel.steps.activate",
};

function Deploying({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  const total = trial.deploy_steps || 4;
  // The step being worked on is the one after the last finished.
  const current = Math.min(trial.deploy_step + 1, total);
  const stepName = stepNames[current];
  return (
    <div role="status" className="space-y-3" data-trial-state="deploying">
      <p className={noteClasses}>
        {trial.status === "approved" ? t("trial.panel.approved", { app: trial.app_name }) : null}{" "}
        {t("trial.panel.deploying")}
      </p>
      <p className="font-medium text-slate-900 dark:text-white">
        {t("trial.panel.deployProgress", { step: current, total })}
        {stepName ? ` — ${t(stepName)}` : null}
      </p>
      <progress
        value={trial.deploy_step}
        max={total}
        aria-label={t("trial.panel.deployProgress", { step: current, total })}
        className="h-2 w-full max-w-md accent-blue-700 dark:accent-blue-400"
      />
    </div>
  );
}

function AppLinks({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className={noteClasses}>
        {t("trial.panel.appUrl")}:{" "}
        <a href={trial.app_url} className={linkClasses} data-testid="trial-app-url">
          {trial.app_url}
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={trial.app_url} className={buttonClasses("primary")}>
          {t("trial.panel.openWorkspace")}
        </a>
        <Link to={trial.knowledge_base_url} className={buttonClasses("secondary")}>
          {t("trial.panel.knowledgeBase")}
        </Link>
      </div>
    </div>
  );
}

/** What the customer sees of their trial now, and what they can do next. */
function TrialState({ trial }: { trial: TrialView | null }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : "");
  if (!trial) {
    return (
      <div className="space-y-4" data-trial-state="none">
        <p className={noteClasses}>{t("trial.panel.none")}</p>
        <Link to="/terms-trial" className={buttonClasses("primary")}>
          {t("trial.panel.start")}
        </Link>
      </div>
    );
  }
  switch (trial.status) {
    case "pending_approval":
      return (
        <p className={noteClasses} data-trial-state="pending_approval">
          {t("trial.panel.pending", { app: trial.app_name, date: date(trial.requested_at) })}
        </p>
      );
    case "approved":
    case "deploying":
      return <Deploying trial={trial} />;
    case "active":
      return (
        <div className="space-y-3" data-trial-state="active">
          <p className="font-medium text-slate-900 dark:text-white">
            {t("trial.panel.activeUntil", { date: date(trial.expires_at) })}{" "}
            {t("trial.panel.daysLeft", { count: trial.days_left ?? 0 })}
          </p>
          <AppLinks trial={trial} />
        </div>
      );
    case "rejected":
      return (
        <div className="space-y-3" data-trial-state="rejected">
          <p className="font-medium text-slate-900 dark:text-white">{t("trial.panel.rejected")}</p>
          {trial.rejection_reason ? (
            <p className={noteClasses}>
              {t("trial.panel.rejectionReason", { reason: trial.rejection_reason })}
            </p>
          ) : null}
          <Link to="/contact" className={buttonClasses("secondary")}>
            {t("trial.panel.contactUs")}
          </Link>
        </div>
      );
    case "expired":
      return (
        <div className="space-y-3" data-trial-state="expired">
          <p className={noteClasses}>
            {t("trial.panel.expired", { date: date(trial.expires_at) })}
          </p>
          <Link to="/user-billing" className={buttonClasses("primary")}>
            {t("trial.panel.upgrade")}
          </Link>
        </div>
      );
    case "upgraded":
      return (
        <div className="space-y-3" data-trial-state="upgraded">
          <p className={noteClasses}>
            {t("trial.panel.upgraded", { plan: trial.plan_name ?? "" })}{" "}
            <Link to="/user-billing" className={linkClasses}>
              {t("trial.panel.billing")}
            </Link>
          </p>
          <AppLinks trial={trial} />
        </div>
      );
  }
}

/** The profile's trial panel, read from GET /api/customer/trial (polled while deploying). */
export function TrialPanel() {
  const { t, i18n } = useTranslation();
  const current = useCurrentTrial();
  const trial = current.data?.trial ?? null;
  const stepper = current.data ? stepperStatus(trial) : null;
  const activeTitle = trial?.expires_at
    ? t("accountArea.profile.activeUntil", { date: formatDate(trial.expires_at, i18n.language) })
    : t("accountArea.profile.activeFor90Days");
  return (
    <Card title={t("accountArea.profile.trialStatus")}>
      <div className="mt-4 space-y-6" data-testid="trial-panel">
        {current.isPending ? <p className={noteClasses}>{t("trial.panel.loading")}</p> : null}
        {current.isError ? (
          <div className="space-y-3">
            <p className={noteClasses}>{t("trial.panel.loadFailed")}</p>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => void current.refetch()}
            >
              {t("trial.panel.retry")}
            </button>
          </div>
        ) : null}
        {current.data ? (
          <>
            {trial ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t("trial.panel.statusLabel")}:{" "}
                <span className="font-semibold text-slate-900 dark:text-white">
                  {t(`trial.status.${trial.status}`)}
                </span>
              </p>
            ) : null}
            {stepper ? <TrialStepper status={stepper} activeTitle={activeTitle} /> : null}
            <TrialState trial={trial} />
          </>
        ) : null}
      </div>
    </Card>
  );
}
