import { tsvector } from "../../../db/columns.ts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Shared by FAQs and guides: "Account and sign-in", "Devices and enrolment", … */
export const helpCategories = pgTable("help_categories", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  position: integer("position").notNull(),
});

export const helpFaqs = pgTable(
  "help_faqs",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => helpCategories.slug),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "question" || ' ' || "answer")`),
  },
  (table) => [index("help_faqs_search_idx").using("gin", table.searchVector)],
);

export const helpGuides = pgTable(
  "help_guides",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => helpCategories.slug),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    minutes: integer("minutes").notNull(),
    audience: text("audience").notNull(),
    steps: jsonb("steps").$type<string[]>().notNull(),
    tip: text("tip").notNull(),
    /** Title, summary, tip and every step, kept up to date by the seed (jsonb cannot feed a generated column portably). */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "search_text")`),
  },
  (table) => [index("help_guides_search_idx").using("gin", table.searchVector)],
);
