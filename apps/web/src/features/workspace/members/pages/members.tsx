import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
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
import { useInvitations, useMembers } from "../api/members-api.ts";
import { InvitationList } from "../components/invitation-list.tsx";
import { InviteForm } from "../components/invite-form.tsx";
import { MemberList } from "../components/member-list.tsx";

/**
 * Members and invitations, for the owner and admins. Others never see the link to this page,
 * and the API refuses them anyway; opening it directly says so.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;
  const meta = (
    <PageMeta title={t("members.meta.title")} description={t("members.meta.description")} />
  );

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
  const shell = (children: React.ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void signOut()}
      me={me.data}
    >
      {meta}
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">{children}</div>
    </WorkspaceShell>
  );

  if (lookup.isError || me.isError) {
    const notMember = hasStatus(lookup.error, 404) || hasStatus(me.error, 404);
    return shell(
      <p role="alert">{notMember ? t("members.none.notMember") : t("workspace.loadFailed")}</p>,
    );
  }
  if (!me.data) return shell(<p role="status">{t("common.loading")}</p>);
  if (!me.data.capabilities.manage_members) {
    return shell(
      <div role="alert" className="space-y-4">
        <p>{t("members.page.adminsOnly")}</p>
        <Link to="/workspace" className={buttonClasses("secondary")}>
          {t("members.shell.register")}
        </Link>
      </div>,
    );
  }
  return shell(<ManageMembers me={me.data} readOnly={summary.data?.read_only ?? false} />);
}

function ManageMembers({ me, readOnly }: { me: WorkspaceMe; readOnly: boolean }) {
  const { t } = useTranslation();
  const members = useMembers();
  const invitations = useInvitations();
  return (
    <>
      <section aria-labelledby="members-title" className="space-y-4">
        <h1 id="members-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("members.page.title")}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t("members.page.lead")}</p>
        {members.data ? (
          <MemberList members={members.data} me={me} />
        ) : (
          <p role="status">{t("common.loading")}</p>
        )}
      </section>
      {readOnly ? null : (
        <section aria-labelledby="invite-title" className="space-y-4">
          <h2 id="invite-title" className="text-xl font-bold text-slate-900 dark:text-white">
            {t("members.invite.title")}
          </h2>
          <p className="text-slate-600 dark:text-slate-300">{t("members.invite.lead")}</p>
          <InviteForm />
        </section>
      )}
      <section aria-labelledby="invitations-title" className="space-y-4">
        <h2 id="invitations-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("members.invitations.title")}
        </h2>
        {invitations.data ? (
          <InvitationList invitations={invitations.data} />
        ) : (
          <p role="status">{t("common.loading")}</p>
        )}
      </section>
    </>
  );
}
