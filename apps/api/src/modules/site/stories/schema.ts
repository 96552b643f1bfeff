import { sqlList } from "../../../db/columns.ts";
import { storyTones } from "@fleetward/contracts/stories";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Customer stories (the portfolio pages), grouped by industry; seeded at start. */
export const storyCategories = pgTable("story_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

export type StoryMetric = { value: string; label: string };
export type StoryMilestone = { when: string; what: string };
export type StoryQuote = { text: string; name: string; role: string };

export const stories = pgTable(
  "stories",
  {
    /** The public id used in URLs (`/portfolio-detail-one/3`). */
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    client: text("client").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => storyCategories.id),
    sector: text("sector").notNull(),
    kind: text("kind").notNull(),
    location: text("location").notNull(),
    devices: integer("devices").notNull(),
    customerSince: text("customer_since").notNull(),
    summary: text("summary").notNull(),
    challenge: jsonb("challenge").$type<string[]>().notNull(),
    solution: jsonb("solution").$type<string[]>().notNull(),
    results: jsonb("results").$type<StoryMetric[]>().notNull(),
    timeline: jsonb("timeline").$type<StoryMilestone[]>().notNull(),
    quote: jsonb("quote").$type<StoryQuote>().notNull(),
    tools: jsonb("tools").$type<string[]>().notNull(),
    initials: text("initials").notNull(),
    tone: text("tone", { enum: storyTones }).notNull(),
    coverImage: text("cover_image"),
    sortOrder: integer("sort_order").notNull(),
  },
  (table) => [
    check("stories_devices_check", sql`${table.devices} >= 0`),
    check("stories_tone_check", sql`tone in ${sqlList(storyTones)}`),
    index("stories_category_idx").on(table.categoryId, table.sortOrder),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
export type StoryCategoryRow = typeof storyCategories.$inferSelect;
