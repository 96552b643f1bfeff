import { sql, type SQL } from "drizzle-orm";
import { fromDrizzle, type Db, type PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import {
  findOutboxMessage,
  insertOutboxMessage,
  markOutboxDelivered,
  recordOutboxFailure,
} from "./repository.ts";
import type { AttachmentSources, MailAttachmentRef, MailFile } from "./attachments.ts";
import type { RenderedMail } from "./templates.ts";
import type { MailTransport } from "./transport.ts";

/** What other modules need to write a message: the rendered templates and their parts. */
export {
  accountAlertMail,
  confirmationMail,
  describeClient,
  formatMoment,
  invoiceMail,
  passwordResetMail,
  type RenderedMail,
  workspaceDigestMail,
  postureAlertMail,
  workspaceInvitationMail,
} from "./templates.ts";
export type { MailFile } from "./attachments.ts";

/** The pg-boss queue whose jobs deliver one outbox message each: `{ outboxId }`. */
export const mailQueue = "mail-delivery";

export type MailJob = { outboxId: string };

/**
 * Writes the message to the outbox and enqueues its delivery, both through `tx`: call it
 * inside the transaction of the change the message is about, so either both happen or
 * neither does. Returns the outbox id, which is also the job id.
 */
export async function queueMail(
  tx: Orm,
  jobs: PgBoss,
  mail: RenderedMail & { to: string; attachments?: MailAttachmentRef[] },
  now: Date,
): Promise<string> {
  const { id } = await insertOutboxMessage(tx, {
    template: mail.template,
    recipient: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    link: mail.link,
    attachments: mail.attachments ?? [],
    createdAt: now,
  });
  const job: MailJob = { outboxId: id };
  await jobs.send(mailQueue, job, { id, db: transactionDb(tx) });
  return id;
}

/** pg-boss statements through a Drizzle transaction (on either driver), so they commit with it. */
export function transactionDb(tx: Orm): Db {
  const execute = async (query: unknown) => (await tx.execute(query as SQL)) as { rows: unknown[] };
  return fromDrizzle({ execute }, sql);
}

type DeliveryLogger = { warn(details: object, message: string): void };

/** Draws every attached file; one whose document is gone is left out, and logged. */
async function drawAttachments(
  orm: Orm,
  refs: readonly MailAttachmentRef[],
  sources: Partial<AttachmentSources>,
  log: DeliveryLogger,
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs) {
    const source = sources[ref.kind];
    const file = source ? await source(orm, ref.id) : undefined;
    if (file) files.push(file);
    else log.warn({ attachment: ref }, "mail attachment unavailable; sending without it");
  }
  return files;
}

/**
 * Delivers one outbox message. Idempotent: a message already delivered is skipped, so a job
 * that runs twice (at-least-once) sends twice only if the process died between sending and
 * recording it. A failure is recorded on the row and rethrown for the queue to retry.
 */
export async function deliverQueuedMail(
  orm: Orm,
  transport: MailTransport,
  outboxId: string,
  now: () => Date,
  log: DeliveryLogger,
  attachmentSources: Partial<AttachmentSources> = {},
): Promise<"delivered" | "already-delivered" | "missing"> {
  const message = await findOutboxMessage(orm, outboxId);
  if (!message) return "missing";
  if (message.deliveredAt) return "already-delivered";
  try {
    const files = await drawAttachments(orm, message.attachments, attachmentSources, log);
    await transport.send(message, files);
  } catch (error) {
    const reason = describeFailure(error);
    await recordOutboxFailure(orm, outboxId, reason, now());
    log.warn({ outboxId, reason }, "mail delivery failed; it will be retried");
    throw error;
  }
  await markOutboxDelivered(orm, outboxId, transport.kind, now());
  return "delivered";
}

/** The SMTP error line, without anything that could carry credentials. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = "code" in error && typeof error.code === "string" ? `${error.code}: ` : "";
  return `${code}${error.message}`.replace(/\/\/[^@/\s]*@/g, "//***@").slice(0, 500);
}
