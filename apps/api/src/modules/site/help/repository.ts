import { asc, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { incomingValues } from "../../../db/rows.ts";
import { helpCategories, helpFaqs, helpGuides } from "./schema.ts";

export async function listFaqs(orm: Orm) {
  return orm
    .select({
      category: { slug: helpCategories.slug, title: helpCategories.title },
      faq: {
        id: helpFaqs.id,
        slug: helpFaqs.slug,
        question: helpFaqs.question,
        answer: helpFaqs.answer,
      },
    })
    .from(helpFaqs)
    .innerJoin(helpCategories, eq(helpCategories.slug, helpFaqs.categorySlug))
    .orderBy(asc(helpCategories.position), asc(helpFaqs.position));
}

export async function listGuides(orm: Orm) {
  return orm
    .select({
      guide: helpGuides,
      category: { slug: helpCategories.slug, title: helpCategories.title },
    })
    .from(helpGuides)
    .innerJoin(helpCategories, eq(helpCategories.slug, helpGuides.categorySlug))
    .orderBy(asc(helpGuides.position));
}

const matches = (vector: SQLWrapper, tsquery: string) =>
  sql`${vector} @@ to_tsquery('simple'::regconfig, ${tsquery})`;
const rank = (vector: SQLWrapper, tsquery: string) =>
  desc(sql`ts_rank(${vector}, to_tsquery('simple'::regconfig, ${tsquery}))`);

/** FAQs matching the query, best first. */
export async function searchFaqs(orm: Orm, tsquery: string, limit: number) {
  return orm
    .select({ slug: helpFaqs.slug, question: helpFaqs.question, answer: helpFaqs.answer })
    .from(helpFaqs)
    .where(matches(helpFaqs.searchVector, tsquery))
    .orderBy(rank(helpFaqs.searchVector, tsquery), asc(helpFaqs.id))
    .limit(limit);
}

/** Guides matching the query (title, summary, steps and tip), best first. */
export async function searchGuides(orm: Orm, tsquery: string, limit: number) {
  return orm
    .select({ slug: helpGuides.slug, title: helpGuides.title, summary: helpGuides.summary })
    .from(helpGuides)
    .where(matches(helpGuides.searchVector, tsquery))
    .orderBy(rank(helpGuides.searchVector, tsquery), asc(helpGuides.id))
    .limit(limit);
}

// --- Seed writes -------------------------------------------------------------------------

export async function upsertHelpCategories(
  orm: Orm,
  categories: { slug: string; title: string; position: number }[],
) {
  await orm
    .insert(helpCategories)
    .values(categories)
    .onConflictDoUpdate({
      target: helpCategories.slug,
      set: incomingValues(helpCategories, ["title", "position"]),
    });
}

export async function upsertFaqs(orm: Orm, faqs: (typeof helpFaqs.$inferInsert)[]) {
  await orm
    .insert(helpFaqs)
    .values(faqs)
    .onConflictDoUpdate({
      target: helpFaqs.slug,
      set: incomingValues(helpFaqs, ["categorySlug", "position", "question", "answer"]),
    });
}

export async function upsertGuides(orm: Orm, guides: (typeof helpGuides.$inferInsert)[]) {
  await orm
    .insert(helpGuides)
    .values(guides)
    .onConflictDoUpdate({
      target: helpGuides.slug,
      set: incomingValues(helpGuides, [
        "categorySlug",
        "position",
        "title",
        "summary",
        "minutes",
        "audience",
        "steps",
        "tip",
        "searchText",
      ]),
    });
}
