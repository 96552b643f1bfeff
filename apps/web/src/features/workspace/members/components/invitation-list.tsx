import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { htmlLangOf, type LocaleCode } from "../../../../lib/i18n/languages.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useResendInvitation, useRevokeInvitation, type Invitation } from "../api/members-api.ts";

const cell = "px-3 py-2 text-start align-middle";

/** Open invitations: resend (a new link, the old one dies) or revoke. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  if (invitations.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("members.invitations.none")}</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="invitation-list">
        <caption className="sr-only">{t("members.invitations.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {t("members.list.email")}
            </th>
            <th scope="col" className={cell}>
              {t("members.list.role")}
            </th>
            <th scope="col" className={cell}>
              {t("members.invitations.expires")}
            </th>
            <th scope="col" className={cell}>
              {t("members.list.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const fail = (error: unknown) => notifyFailure(error, t);
  const expires = new Intl.DateTimeFormat(htmlLangOf(i18n.language as LocaleCode), {
    dateStyle: "medium",
  }).format(new Date(invitation.expires_at));

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
