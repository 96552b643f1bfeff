import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, sqlList } from "../../../db/columns.ts";
import { users } from "../users/schema.ts";

/**
 * One row per sign-in. The bearer token itself is never stored: only its SHA-256, so a
 * database dump cannot be replayed. Expires when idle (sliding) or at `expires_at` (absolute).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    idleExpiresAt: at("idle_expires_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    remember: boolean("remember").notNull(),
    revokedAt: at("revoked_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const emailTokenPurposes = ["confirm_email", "password_reset"] as const;

/** Single-use links sent by e-mail; like sessions, only the token's SHA-256 is kept. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: emailTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    index("email_tokens_user_id_idx").on(table.userId),
    check("email_tokens_purpose_check", sql`${table.purpose} in ${sqlList(emailTokenPurposes)}`),
  ],
);

/**
 * Failed sign-ins and other throttled events, kept in the database so every instance sees
 * the same counts. `bucket` says what is counted (`login_account`, `login_ip`, …), `key`
 * for whom (a normalised e-mail, a client address). Rows older than the window are deleted.
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    index("throttle_events_bucket_key_created_idx").on(table.bucket, table.key, table.createdAt),
    index("throttle_events_created_idx").on(table.createdAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
