import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { AssetRegister } from "../components/asset-register.tsx";

/**
 * The workspace at {app_domain}.{APP_HOST}: the API redirects `/` on such a host here
 * (docs/decisions/0012). Which workspace comes from the Host the browser sends.
 */
export default function WorkspacePage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate
      title={t("members.shell.register")}
      description={t("workspace.meta.description")}
      width="full"
    >
      {({ summary, me, canEdit }) => (
        <>
          {summary.trial.status === "expired" ? <UpgradeToContinue summary={summary} /> : null}
          {/* Controls appear only for roles that may change assets, in a trial that allows it. */}
          <AssetRegister summary={summary} userId={me.user_id} canEdit={canEdit} />
        </>
      )}
    </WorkspaceGate>
  );
}

/** Spec §4: after 90 days the trial switches off; the data stays, readable, until an upgrade. */
function UpgradeToContinue({ summary }: { summary: WorkspaceSummary }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="upgrade-title"
      className="mx-auto mt-8 max-w-7xl px-4 sm:px-6"
      data-testid="upgrade-to-continue"
    >
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950">
        <h2 id="upgrade-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("workspace.expired.title")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">{t("workspace.expired.text")}</p>
        <a href={summary.upgrade_url} className={buttonClasses("primary", "mt-4")}>
          {t("workspace.expired.upgrade")}
        </a>
      </div>
    </section>
  );
}
