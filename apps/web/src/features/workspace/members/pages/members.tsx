import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import { useTranslation } from "react-i18next";
import { AdminsOnly } from "../../../../components/workspace/admins-only.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
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
  return (
    <WorkspaceGate title={t("members.shell.members")} description={t("members.meta.description")}>
      {({ me, readOnly }) =>
        me.capabilities.manage_members ? (
          <ManageMembers me={me} readOnly={readOnly} />
        ) : (
          <AdminsOnly message={t("members.page.adminsOnly")} />
        )
      }
    </WorkspaceGate>
  );
}

function ManageMembers({ me, readOnly }: { me: WorkspaceMe; readOnly: boolean }) {
  const { t } = useTranslation();
  const members = useMembers();
  const invitations = useInvitations();
  return (
    <div className="space-y-10">
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
    </div>
  );
}
