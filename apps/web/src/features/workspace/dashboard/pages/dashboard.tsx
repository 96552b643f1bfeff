import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { clearSession, signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
} from "../../../../lib/workspace/workspace-queries.ts";
import { useDashboard } from "../api/dashboard-api.ts";
import { DashboardView } from "../components/dashboard-view.tsx";
import { PostureCard } from "../../../../components/workspace/devices/posture-card.tsx";

/**
 * The workspace's first page: its numbers at a glance, each linking to the register
 * filtered to the assets it counts. Every member may read it, viewers included.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const dashboard = useDashboard(ready);
  const appDomain = lookup.data?.app_domain ?? null;

  // A token this origin no longer honours (expired, revoked): back to the sign-in screen.
  const signedOut = summary.isError && hasStatus(summary.error, 401);
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut]);

  const meta = (
    <PageMeta
      title={t("dashboard.meta.title", { app: appDomain ?? t("common.appName") })}
      description={t("dashboard.meta.description")}
    />
  );

  if (!token || signedOut) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain}>
        {meta}
        <div className="px-4 py-12">
          <WorkspaceSignIn appDomain={appDomain ?? ""} />
        </div>
      </WorkspaceShell>
    );
  }

  const shell = (children: React.ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void signOut()}
      me={me.data}
    >
      {meta}
      {children}
    </WorkspaceShell>
  );

  const failed = lookup.error ?? summary.error ?? dashboard.error;
  if (failed) {
    const notMember = hasStatus(failed, 404);
    return shell(
      <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p className="text-slate-800 dark:text-slate-200">
          {notMember ? t("members.none.notMember") : t("dashboard.loadFailed")}
        </p>
        {notMember ? null : (
          <button
            type="button"
            className={buttonClasses("primary", "mt-4")}
            onClick={() => void dashboard.refetch()}
          >
            {t("errors.tryAgain")}
          </button>
        )}
      </div>,
    );
  }
  if (!dashboard.data) {
    return shell(
      <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-300">
        {t("common.loading")}
      </p>,
    );
  }
  return shell(
    <DashboardView dashboard={dashboard.data} posture={<PostureCard enabled={ready !== null} />} />,
  );
}
