import { localeCodes } from "@fleetward/contracts/locale";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, sqlList } from "../../../db/columns.ts";

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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Profile links shown with the account (PUT /api/user/me/social); null = not given. */
export const socialLinks = pgTable("social_links", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  website: text("website"),
  linkedin: text("linkedin"),
  github: text("github"),
  x: text("x"),
  mastodon: text("mastodon"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
