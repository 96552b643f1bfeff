import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../../db/columns.ts";

/**
 * A file sent with an e-mail, by reference: it is drawn from the database when the message is
 * delivered, so the outbox never holds a second copy of an invoice.
 */
export type MailAttachmentRef = { kind: "invoice-pdf"; id: string };

/**
 * Every e-mail, written in the same transaction as the change that caused it and delivered
 * afterwards by a job (modules/mail). A row is never deleted by delivery: it is the record
 * of what was sent, and the only copy of a message that could not be delivered yet.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** The link the message is about, logged when there is no SMTP server. */
    link: text("link"),
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    createdAt: at("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: at("last_attempt_at"),
    lastError: text("last_error"),
    deliveredAt: at("delivered_at"),
    /** `smtp`, or `log` when the link went to the log instead. */
    deliveredVia: text("delivered_via"),
  },
  (table) => [
    index("outbox_undelivered_idx")
      .on(table.createdAt)
      .where(sql`delivered_at is null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
