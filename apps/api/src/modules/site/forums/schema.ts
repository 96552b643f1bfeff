import { at } from "../../../db/columns.ts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { users } from "../../account/users/schema.ts";

export const forumCategories = pgTable("forum_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull(),
});

/**
 * A thread and its opening post. Seeded posts come from named community members without an
 * account (`author_user_id` null); `seed_key` makes the seed idempotent. Bodies are plain
 * text, stored as validated and escaped by whoever displays them.
 */
export const forumTopics = pgTable(
  "forum_topics",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id),
    title: text("title").notNull(),
    body: text("body").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role"),
    createdAt: at("created_at").notNull(),
    /** The newest visible post of the thread: the topic itself or its latest reply. */
    lastActivityAt: at("last_activity_at").notNull(),
    hiddenAt: at("hidden_at"),
    seedKey: text("seed_key").unique(),
  },
  (table) => [
    index("forum_topics_category_activity_idx").on(table.categoryId, table.lastActivityAt.desc()),
    index("forum_topics_activity_idx").on(table.lastActivityAt.desc()),
    index("forum_topics_author_created_idx")
      .on(table.authorUserId, table.createdAt)
      .where(sql`author_user_id is not null`),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role"),
    createdAt: at("created_at").notNull(),
    hiddenAt: at("hidden_at"),
    seedKey: text("seed_key").unique(),
  },
  (table) => [
    index("forum_replies_topic_created_idx").on(table.topicId, table.createdAt),
    index("forum_replies_author_created_idx")
      .on(table.authorUserId, table.createdAt)
      .where(sql`author_user_id is not null`),
  ],
);
