import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../../db/schema.ts";

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
