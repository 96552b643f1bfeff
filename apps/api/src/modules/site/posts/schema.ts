import { postFormats, postKinds, type PostMedia } from "@fleetward/contracts/posts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, sqlList, tsvector } from "../../../db/columns.ts";

// Blog and knowledge base. Seeded from Markdown files; ids are public.

export const postCategories = pgTable("post_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const postTags = pgTable("post_tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
});

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
