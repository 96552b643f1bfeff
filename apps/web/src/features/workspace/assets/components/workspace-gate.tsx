import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { clearSession, signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
  workspaceKeys,
} from "../../../../lib/workspace/workspace-queries.ts";

/** What the register's pages know once the caller is a signed-in member. */
export type WorkspaceAccess = {
  summary: WorkspaceSummary;
  me: WorkspaceMe;
  /** No changes: the trial has ended, or the role may only read (the API refuses too). */
  readOnly: boolean;
};

type GateProps = { meta: ReactNode; children: (access: WorkspaceAccess) => ReactNode };

/**
 * Between the workspace's address and its pages: "no workspace here" for an unknown address,
 * the sign-in form, "not a member" for others, then the page with the caller's role.
 */
export function WorkspaceGate({ meta, children }: GateProps) {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const queryClient = useQueryClient();
  const lookup = useWorkspaceLookup();
  const summary = useWorkspaceSummary(lookup.isSuccess ? token : null);
  const me = useWorkspaceMe(lookup.isSuccess ? token : null);

  // A token this origin no longer honours (expired, revoked): back to the sign-in screen.
  const signedOut = hasStatus(summary.error, 401) || hasStatus(me.error, 401);
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut]);

  async function handleSignOut() {
    await signOut();
    queryClient.removeQueries({ queryKey: workspaceKeys.all });
    showNotice({ kind: "success", title: t("logout_success"), message: t("see_you_again") });
  }

  const appDomain = lookup.data?.app_domain ?? null;
  if (lookup.isPending) return <Centered meta={meta}>{<Loading />}</Centered>;
  if (lookup.isError) {
    return hasStatus(lookup.error, 404) ? (
      <NoWorkspace meta={meta} />
    ) : (
      <Centered meta={meta}>
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

  const onSignOut = () => void handleSignOut();
  // 404: signed in, but not as a member of this workspace.
  if (hasStatus(summary.error, 404) || hasStatus(me.error, 404)) {
    return <NoWorkspace meta={meta} onSignOut={onSignOut} signedIn />;
  }
  const failed = summary.isError || me.isError;
  const shell = (content: ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={onSignOut}
      me={me.data}
    >
      {meta}
      {content}
    </WorkspaceShell>
  );
  if (failed) {
    return shell(
      <LoadFailed onRetry={() => void Promise.all([summary.refetch(), me.refetch()])} />,
    );
  }
  if (!summary.data || !me.data) return shell(<Loading />);
  const readOnly = summary.data.read_only || !me.data.capabilities.edit_assets;
  return shell(children({ summary: summary.data, me: me.data, readOnly }));
}

function Centered({ meta, children }: { meta: ReactNode; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center px-4">
      {meta}
      {children}
    </main>
  );
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
function NoWorkspace(props: { meta: ReactNode; signedIn?: boolean; onSignOut?: () => void }) {
  const { t } = useTranslation();
  return (
    <Centered meta={props.meta}>
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
