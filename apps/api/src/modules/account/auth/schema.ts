import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList } from "../../../db/columns.ts";
import { users } from "../users/schema.ts";

/**
 * How a session was opened (ADR 0053): the password alone, the password and a second factor,
 * or a passkey alone. The operator console and workspaces that require two-step sign-in
 * refuse `password` sessions.
 */
export const signInMethods = ["password", "second_factor", "passkey", "sso"] as const;
export type SignInMethod = (typeof signInMethods)[number];

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
    signInMethod: text("sign_in_method", { enum: signInMethods }).notNull().default("password"),
    /** For `sso`: the workspace whose identity provider vouched (require SSO counts only there). */
    ssoWorkspaceId: uuid("sso_workspace_id"),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    check("sessions_sign_in_method_check", sql`${table.signInMethod} in ${sqlList(signInMethods)}`),
  ],
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

/**
 * An authenticator app (TOTP, RFC 6238) of an account, ADR 0053. The shared secret must be
 * read back to check codes, so it is sealed with the data key (ADR 0021), not hashed.
 * `confirmed_at` is null while enrolment waits for the first code. `last_step` is the time
 * step of the last code accepted: a code of that step or an earlier one is refused (replay).
 */
export const totpFactors = pgTable("totp_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  createdAt: at("created_at").notNull(),
  confirmedAt: at("confirmed_at"),
  lastStep: bigint("last_step", { mode: "number" }),
});

/** Ten single-use codes per account, each 80 random bits: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: at("created_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_idx").on(table.userId, table.codeHash)],
);

/** A WebAuthn credential (passkey) registered to an account; the public key is COSE, base64url. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    signCount: bigint("sign_count", { mode: "number" }).notNull(),
    transports: text("transports").array().notNull(),
    backedUp: boolean("backed_up").notNull(),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);

export const authChallengePurposes = [
  "second_factor",
  "passkey_registration",
  "passkey_sign_in",
] as const;

/**
 * A step of a sign-in or of a passkey registration waiting for its answer, found by the
 * SHA-256 of the token the client holds. `second_factor`: the password was right, a code or
 * passkey is awaited (`remember` carried over, `attempts` capped). `passkey_sign_in` rows are
 * written only once a passkey answered, to refuse a replayed answer (ADR 0053).
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose", { enum: authChallengePurposes }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The WebAuthn challenge (base64url) a passkey must sign, when one may answer. */
    webauthnChallenge: text("webauthn_challenge"),
    remember: boolean("remember").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    index("auth_challenges_expires_idx").on(table.expiresAt),
    check(
      "auth_challenges_purpose_check",
      sql`${table.purpose} in ${sqlList(authChallengePurposes)}`,
    ),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuthChallengeRow = typeof authChallenges.$inferSelect;
