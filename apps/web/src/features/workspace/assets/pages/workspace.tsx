import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { clearSession, signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
  workspaceKeys,
  type WorkspaceSummary,
} from "../api/workspace-api.ts";
import { AssetRegister } from "../components/asset-register.tsx";

/**
 * The workspace at {app_domain}.{APP_HOST}: the API redirects `/` on such a host here
 * (docs/decisions/0012). Which workspace comes from the Host the browser sends.
 */
export default function WorkspacePage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const queryClient = useQueryClient();
  const lookup = useWorkspaceLookup();
  const summary = useWorkspaceSummary(lookup.isSuccess ? token : null);
  const me = useWorkspaceMe(lookup.isSuccess ? token : null);

  // A token this origin no longer honours (expired, revoked): back to the sign-in screen.
  const signedOut = summary.isError && hasStatus(summary.error, 401);
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut]);

  async function handleSignOut() {
    await signOut();
    queryClient.removeQueries({ queryKey: workspaceKeys.all });
    showNotice({ kind: "success", title: t("logout_success"), message: t("see_you_again") });
  }

  const appDomain = lookup.data?.app_domain ?? null;
  const meta = (
    <PageMeta
      title={t("workspace.meta.title", { app: appDomain ?? t("common.appName") })}
      description={t("workspace.meta.description")}
    />
  );

  if (lookup.isPending)
    return (
      <Centered>
        {meta}
        <Loading />
      </Centered>
    );
  if (lookup.isError) {
    return hasStatus(lookup.error, 404) ? (
      <NoWorkspace>{meta}</NoWorkspace>
    ) : (
      <Centered>
        {meta}
        <LoadFailed onRetry={() => void lookup.refetch()} />
      </Centered>
    );
  }
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

  const signOutAction = () => void handleSignOut();
  if (summary.isPending) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain} onSignOut={signOutAction}>
        {meta}
        <Loading />
      </WorkspaceShell>
    );
  }
  if (summary.isError) {
    // 404: signed in, but not as a member of this workspace.
    return hasStatus(summary.error, 404) ? (
      <NoWorkspace onSignOut={signOutAction} signedIn>
        {meta}
      </NoWorkspace>
    ) : (
      <WorkspaceShell summary={null} appDomain={appDomain} onSignOut={signOutAction}>
        {meta}
        <LoadFailed onRetry={() => void summary.refetch()} />
      </WorkspaceShell>
    );
  }

  return (
    <WorkspaceShell
      summary={summary.data}
      appDomain={appDomain}
      onSignOut={signOutAction}
      me={me.data}
    >
      {meta}
      {summary.data.trial.status === "expired" ? (
        <UpgradeToContinue summary={summary.data} />
      ) : null}
      {/* Controls appear once the role is known, and only for roles that may change assets. */}
      <AssetRegister summary={summary.data} canEdit={me.data?.capabilities.edit_assets ?? false} />
    </WorkspaceShell>
  );
}

function Centered({ children }: { children: React.ReactNode }) {
  return <main className="grid min-h-screen place-items-center px-4">{children}</main>;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-300">
      {t("common.loading")}
    </p>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p className="text-slate-800 dark:text-slate-200">{t("workspace.loadFailed")}</p>
      <button type="button" className={buttonClasses("primary", "mt-4")} onClick={onRetry}>
        {t("errors.tryAgain")}
      </button>
    </div>
  );
}

/** Unknown address, or signed in as someone who is not a member: the same page. */
function NoWorkspace(props: {
  children: React.ReactNode;
  signedIn?: boolean;
  onSignOut?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Centered>
      {props.children}
      <div className="max-w-lg text-center" data-testid="no-workspace">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          {t("workspace.none.title")}
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          {props.signedIn ? t("members.none.notMember") : t("workspace.none.text")}
        </p>
        {props.onSignOut ? (
          <button
            type="button"
            className={buttonClasses("secondary", "mt-6")}
            onClick={props.onSignOut}
          >
            {t("workspace.none.switchAccount")}
          </button>
        ) : null}
      </div>
    </Centered>
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
