import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { formatDate } from "../../../../lib/format.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useResendInvitation, useRevokeInvitation, type Invitation } from "../api/members-api.ts";
import { cell, MembersTable } from "./members-table.tsx";

/** Open invitations: resend (a new link, the old one dies) or revoke. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  if (invitations.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("members.invitations.none")}</p>
    );
  }
  const columns = [
    t("members.list.email"),
    t("members.list.role"),
    t("members.invitations.expires"),
    t("members.list.actions"),
  ];
  return (
    <MembersTable
      testId="invitation-list"
      caption={t("members.invitations.caption")}
      columns={columns}
    >
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </MembersTable>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const fail = (error: unknown) => notifyFailure(error, t);
  const expires = formatDate(invitation.expires_at, i18n.language, { dateStyle: "medium" });

  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={cell} dir="ltr">
        {invitation.email}
      </td>
      <td className={cell}>{t(`members.roles.${invitation.role}`)}</td>
      <td className={cell}>{invitation.expired ? t("members.invitations.expired") : expires}</td>
      <td className={`${cell} flex flex-wrap gap-2`}>
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () =>
                showNotice({
                  kind: "success",
                  title: t("members.invite.sent", { email: invitation.email }),
                }),
              onError: fail,
            })
          }
        >
          {t("members.invitations.resend")}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () =>
                showNotice({ kind: "success", title: t("members.invitations.revoked") }),
              onError: fail,
            })
          }
        >
          {t("members.invitations.revoke")}
        </button>
      </td>
    </tr>
  );
}
