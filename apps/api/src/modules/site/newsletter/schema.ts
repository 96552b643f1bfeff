import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, sqlList } from "../../../db/columns.ts";

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * Double opt-in: a row starts `pending` and becomes `confirmed` through the link in the
 * confirmation e-mail. Like sessions, only SHA-256 hashes of the link tokens are kept.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    locale: text("locale").notNull().default("en"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** Cleared when used: the confirmation link works once. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** Kept for the life of the subscription: every newsletter carries the same link. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    check("newsletter_subscriptions_email_lower_case", sql`${table.email} = lower(${table.email})`),
    check(
      "newsletter_subscriptions_status_check",
      sql`${table.status} in ${sqlList(newsletterStatuses)}`,
    ),
  ],
);
