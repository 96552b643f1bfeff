import { contactTopics } from "@fleetward/contracts/contact";
import { localeCodes } from "@fleetward/contracts/locale";
import { postFormats, postKinds, type PostMedia } from "@fleetward/contracts/posts";
import { supportSeverities } from "@fleetward/contracts/support";
import { sql } from "drizzle-orm";
import { at, createdAt, sqlList } from "./columns.ts";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["customer", "operator"] }).notNull(),
    /** Sign-up asks for no names; the profile fills them in later. */
    firstName: text("first_name"),
    lastName: text("last_name"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** The language of the user's e-mails; null for accounts from before it was recorded (English). */
    locale: text("locale", { enum: localeCodes }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('customer', 'operator')`),
    // The unique index only prevents duplicates if every writer stores the lower-cased form.
    check("users_email_lower_case", sql`${table.email} = lower(${table.email})`),
    check("users_locale_check", sql`${table.locale} in ${sqlList(localeCodes)}`),
    // "Ada" and "ada" are one username: unique case-insensitively, shown as typed.
    uniqueIndex("users_username_lower_unique").on(sql`lower(${table.username})`),
  ],
);

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

// Public forms. Texts are stored exactly as validated (trimmed, never escaped or rewritten);
// whoever displays them escapes them for their medium.

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic", { enum: contactTopics }).notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("contact_messages_topic_check", sql`${table.topic} in ${sqlList(contactTopics)}`),
    check("contact_messages_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Tickets are numbered in order, across years. */
    number: bigint("number", { mode: "number" }).generatedAlwaysAsIdentity().unique(),
    /** `FW-<year of created_at, UTC>-<number, at least 6 digits>`: what the customer quotes. */
    reference: text("reference")
      .notNull()
      .unique()
      .generatedAlwaysAs(
        sql`'FW-' || extract(year from created_at at time zone 'UTC')::text || '-' || lpad(number::text, greatest(6, length(number::text)), '0')`,
      ),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    severity: text("severity", { enum: supportSeverities }).notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "support_requests_severity_check",
      sql`${table.severity} in ${sqlList(supportSeverities)}`,
    ),
    check("support_requests_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);

// Blog and knowledge base (modules/posts). Seeded from Markdown files; ids are public.

export const postCategories = pgTable("post_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const postTags = pgTable("post_tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const posts = pgTable(
  "posts",
  {
    /** The public id used in URLs (`/kb-detail/12`). */
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: postKinds }).notNull(),
    format: text("format", { enum: postFormats }).notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    /** Rendered and made safe once, when the post is written — never per request. */
    bodyHtml: text("body_html").notNull(),
    coverImage: text("cover_image"),
    media: jsonb("media").$type<PostMedia>(),
    authorName: text("author_name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => postCategories.id),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    readingMinutes: integer("reading_minutes").notNull(),
    /** SHA-256 of the source file (and renderer version): the seed skips unchanged posts. */
    sourceHash: text("source_hash").notNull(),
    /**
     * Words of title, excerpt and body for `q`. The 'simple' configuration (no stemming, no
     * stop words) behaves the same on every server and for every language.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, "title" || ' ' || "excerpt" || ' ' || "body_markdown")`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("posts_kind_check", sql`${table.kind} in ${sqlList(postKinds)}`),
    check("posts_format_check", sql`${table.format} in ${sqlList(postFormats)}`),
    check("posts_reading_minutes_check", sql`${table.readingMinutes} > 0`),
    // Newest first, with or without a kind filter; id breaks ties between same-day posts.
    index("posts_kind_published_idx").on(
      table.kind,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("posts_published_idx").on(
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("posts_category_published_idx").on(
      table.categoryId,
      table.publishedAt.desc().nullsFirst(),
    ),
    index("posts_search_idx").using("gin", table.searchVector),
  ],
);

export const postTagLinks = pgTable(
  "post_tag_links",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => postTags.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    // The primary key serves "tags of a post"; this one serves "posts with a tag".
    index("post_tag_links_tag_idx").on(table.tagId, table.postId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// Issue 5: trials, workspaces (tenants) and notifications live with their modules.
export * from "../modules/account/trials/schema.ts";
export * from "../modules/workspace/assets/schema.ts";
export * from "../modules/workspace/members/schema.ts";
export * from "../modules/account/notifications/schema.ts";
export * from "../modules/site/courses/schema.ts";
export * from "../modules/site/forums/schema.ts";
export * from "../modules/site/help/schema.ts";
export * from "../modules/account/billing/schema.ts";
export * from "../modules/account/users/schema.ts";
export * from "../modules/site/jobs/schema.ts";
export * from "../modules/site/plans/schema.ts";
export * from "../modules/site/stories/schema.ts";
export * from "../modules/site/consents/schema.ts";
