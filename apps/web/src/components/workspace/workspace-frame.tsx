import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { clearSession, signOut, useAuthSession } from "../../lib/auth/auth-store.ts";
import { hasStatus } from "../../lib/http/http-status.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
  workspaceKeys,
} from "../../lib/workspace/workspace-queries.ts";
import { WorkspaceShell } from "./workspace-shell.tsx";
import { WorkspaceSignIn } from "./workspace-sign-in.tsx";

/** What a workspace page knows once the caller is a signed-in member. */
export type WorkspaceContext = {
  summary: WorkspaceSummary;
  me: WorkspaceMe;
  /** No changes at all: the trial has ended (whatever the role). */
  readOnly: boolean;
};

type WorkspaceFrameProps = {
  /** The page's <PageMeta>. */
  meta: ReactNode;
  children: (context: WorkspaceContext) => ReactNode;
};

/**
 * The frame of a workspace page below the register (people, catalogue…): sign-in when
 * signed out, "not a member" for others, then the page with the workspace and the caller's
 * role. One place for what each such page would otherwise repeat.
 */
export function WorkspaceFrame({ meta, children }: WorkspaceFrameProps) {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const queryClient = useQueryClient();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;

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
  const frame = (content: ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void handleSignOut()}
      me={me.data}
    >
      {meta}
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{content}</div>
    </WorkspaceShell>
  );

  const failure = lookup.error ?? summary.error ?? me.error;
  if (failure) {
    return frame(
      <p role="alert">
        {hasStatus(failure, 404) ? t("members.none.notMember") : t("workspace.loadFailed")}
      </p>,
    );
  }
  if (!summary.data || !me.data) return frame(<p role="status">{t("common.loading")}</p>);
  return frame(children({ summary: summary.data, me: me.data, readOnly: summary.data.read_only }));
}
