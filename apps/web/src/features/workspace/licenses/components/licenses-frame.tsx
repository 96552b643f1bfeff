import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
} from "../../../../lib/workspace/workspace-queries.ts";

/** What a licences page may do: change licences and seats, and reveal keys (technician+). */
export type LicensesAccess = {
  me: WorkspaceMe;
  summary: WorkspaceSummary;
  /** Technicians and above, while the workspace accepts changes. */
  canEdit: boolean;
  /** Technicians and above; also while read-only (a reveal changes nothing). */
  canReveal: boolean;
};

type LicensesFrameProps = {
  title: string;
  description: string;
  children: (access: LicensesAccess) => ReactNode;
};

/**
 * The workspace frame of the licences pages: sign-in when signed out, a notice for someone
 * who is not a member, and the page once the workspace and the caller's role are known.
 */
export function LicensesFrame({ title, description, children }: LicensesFrameProps) {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;
  const meta = <PageMeta title={title} description={description} />;

  if (!token) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain}>
        {meta}
        <div className="px-4 py-12">
          <WorkspaceSignIn appDomain={appDomain ?? ""} />
        </div>
      </WorkspaceShell>
    );
  }
  const shell = (content: ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void signOut()}
      me={me.data}
    >
      {meta}
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">{content}</div>
    </WorkspaceShell>
  );

  if (lookup.isError || me.isError || summary.isError) {
    const notMember = [lookup.error, me.error, summary.error].some((error) =>
      hasStatus(error, 404),
    );
    return shell(
      <p role="alert">{notMember ? t("members.none.notMember") : t("workspace.loadFailed")}</p>,
    );
  }
  if (!me.data || !summary.data) return shell(<p role="status">{t("common.loading")}</p>);
  const mayChange = me.data.capabilities.edit_assets;
  return shell(
    children({
      me: me.data,
      summary: summary.data,
      canEdit: mayChange && !summary.data.read_only,
      canReveal: mayChange,
    }),
  );
}
