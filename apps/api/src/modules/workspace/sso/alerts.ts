import { ssoChangedAlert, type SsoChange } from "@fleetward/emails/sso-alert-email";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { accountAlertMail, queueMail } from "../../platform/mail/service.ts";
import { accountsByIds, mailLocale, recipientName } from "../../account/users/service.ts";
import type { WriteScope } from "../history/service.ts";
import { membersAtLeast } from "../members/service.ts";

/** Where a change's security e-mail comes from: the routes know the workspace by name and origin. */
export type SsoChangeNotice = { jobs: PgBoss; workspaceName: string; origin: string };

/**
 * Tells the workspace's owner and admins, each in their language, that its company sign-in
 * changed (issue 24's security e-mails): whoever controls it decides who gets in. Queued in the
 * change's transaction, so a change that rolls back sends nothing.
 */
export async function mailSsoChange(
  scope: Pick<WriteScope, "tx" | "tenantId" | "actor" | "now">,
  notice: SsoChangeNotice,
  change: SsoChange,
): Promise<void> {
  const { tx, tenantId, actor, now } = scope;
  const admins = await membersAtLeast(tx, tenantId, "admin");
  for (const account of await accountsByIds(
    tx as Orm,
    admins.map((member) => member.userId),
  )) {
    const alert = ssoChangedAlert({
      recipientName: recipientName(account),
      at: now,
      actor: actor.name,
      workspace: notice.workspaceName,
      change,
      settingsUrl: `${notice.origin}/workspace/settings`,
      locale: mailLocale(account),
    });
    await queueMail(tx, notice.jobs, { ...accountAlertMail(alert), to: account.email }, now);
  }
}
