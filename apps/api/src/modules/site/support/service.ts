import type { SupportRequest } from "@fleetward/contracts/support";
import { supportConfirmationNotice } from "@fleetward/emails/notices/support";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import { accountAlertMail, queueMail } from "../../platform/mail/service.ts";
import { insertSupportRequest } from "./repository.ts";

export type SupportDeps = { orm: Orm; jobs: PgBoss; clock: Clock; publicUrl: string };

/**
 * Opens a ticket and returns the reference the customer quotes (`FW-2026-000123`). The
 * confirmation e-mail is queued in the same transaction: no ticket without its e-mail, and
 * no e-mail about a ticket that was never stored.
 */
export async function openSupportRequest(
  deps: SupportDeps,
  request: SupportRequest,
  locale: string | undefined,
) {
  const now = deps.clock();
  return deps.orm.transaction(async (tx) => {
    const ticket = await insertSupportRequest(tx, {
      name: request.name,
      email: request.email,
      subject: request.subject,
      severity: request.severity,
      description: request.description,
      createdAt: now,
    });
    const notice = supportConfirmationNotice({
      reference: ticket.reference,
      subject: request.subject,
      locale,
    });
    const mail = accountAlertMail({
      recipientName: request.name,
      title: notice.title,
      paragraphs: notice.paragraphs,
      actionLabel: notice.actionLabel,
      actionUrl: `${deps.publicUrl}/helpcenter`,
      reason: notice.reason,
      locale: notice.locale,
    });
    await queueMail(
      tx,
      deps.jobs,
      { ...mail, template: "support-request", to: request.email },
      now,
    );
    return ticket;
  });
}
