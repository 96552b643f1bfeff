import { formatDate } from "@fleetward/emails/format";
import { interpolate } from "@fleetward/emails/i18n";
import { trialNoticeStrings, type TrialNoticeKind } from "@fleetward/emails/notices/trial";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { accountAlertMail, queueMail } from "../../platform/mail/service.ts";
import { notify, wantsEmail } from "../notifications/service.ts";
import { findUserById, mailLocale, recipientName } from "../users/service.ts";

/** What sending a notice by e-mail needs besides the transaction. */
export type NoticeMailer = { jobs: PgBoss; publicUrl: string };

export type TrialNoticeRequest = {
  userId: string;
  kind: TrialNoticeKind;
  /** Filled into the strings: app, url, date (a Date, formatted per language), reason. */
  values: { app: string; url?: string; date?: Date | null; reason?: string | null };
  /** Where the in-app notice and the e-mail's button lead: a site path or an absolute URL. */
  link: string;
  /** Extra e-mail paragraph with the knowledge-base link (the "deployed" notice). */
  knowledgeBaseUrl?: string;
  now: Date;
};

/**
 * Writes the in-app notification and, unless the user switched trial e-mails off, queues the
 * e-mail — both through `tx`, so they exist exactly when the change they report does.
 * Everything is in the user's language. Without a mailer only the in-app notice is written.
 */
export async function sendTrialNotice(
  tx: Orm,
  mailer: NoticeMailer | null,
  notice: TrialNoticeRequest,
): Promise<void> {
  const user = await findUserById(tx, notice.userId);
  if (!user) return;
  const locale = mailLocale(user);
  const strings = trialNoticeStrings(locale);
  const text = strings[notice.kind];
  const values = {
    app: notice.values.app,
    url: notice.values.url ?? "",
    reason: notice.values.reason ?? "",
    date: notice.values.date ? formatDate(notice.values.date, locale) : "",
  };
  const title = interpolate(text.title, values);
  const body = interpolate(text.body, values);

  await notify(tx, {
    userId: user.id,
    category: "trial",
    kind: `trial.${notice.kind}`,
    title,
    body,
    link: notice.link,
    now: notice.now,
  });

  if (!mailer || !(await wantsEmail(tx, user.id, "trial"))) return;
  const absolute = (link: string) => (link.startsWith("/") ? `${mailer.publicUrl}${link}` : link);
  const paragraphs = [body];
  if (notice.knowledgeBaseUrl) {
    paragraphs.push(interpolate(strings.knowledgeBase, { kb: absolute(notice.knowledgeBaseUrl) }));
  }
  const mail = accountAlertMail({
    recipientName: recipientName(user),
    title,
    paragraphs,
    actionLabel: text.action,
    actionUrl: absolute(notice.link),
    reason: strings.reason,
    locale,
  });
  await queueMail(
    tx,
    mailer.jobs,
    { ...mail, template: `trial-${notice.kind}`, to: user.email },
    notice.now,
  );
}
