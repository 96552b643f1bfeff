import { asc, count, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { incomingValues } from "../../../db/rows.ts";
import { stories, storyCategories, type StoryCategoryRow, type StoryRow } from "./schema.ts";

export type StoryWithCategory = StoryRow & { category: Pick<StoryCategoryRow, "slug" | "name"> };

const storyColumns = {
  story: stories,
  categorySlug: storyCategories.slug,
  categoryName: storyCategories.name,
};

function withCategory(row: { story: StoryRow; categorySlug: string; categoryName: string }) {
  return { ...row.story, category: { slug: row.categorySlug, name: row.categoryName } };
}

export async function listStories(
  orm: Orm,
  filter: { categorySlug?: string | undefined },
): Promise<StoryWithCategory[]> {
  const rows = await orm
    .select(storyColumns)
    .from(stories)
    .innerJoin(storyCategories, eq(stories.categoryId, storyCategories.id))
    .where(filter.categorySlug ? eq(storyCategories.slug, filter.categorySlug) : undefined)
    .orderBy(asc(stories.sortOrder), asc(stories.id));
  return rows.map(withCategory);
}

export async function findStory(
  orm: Orm,
  key: { id: number } | { slug: string },
): Promise<StoryWithCategory | undefined> {
  const [row] = await orm
    .select(storyColumns)
    .from(stories)
    .innerJoin(storyCategories, eq(stories.categoryId, storyCategories.id))
    .where("id" in key ? eq(stories.id, key.id) : eq(stories.slug, key.slug))
    .limit(1);
  return row ? withCategory(row) : undefined;
}

/** Every category with its number of stories, empty ones included, in display order. */
export async function listCategoryCounts(orm: Orm) {
  return orm
    .select({
      slug: storyCategories.slug,
      name: storyCategories.name,
      storyCount: count(stories.id),
    })
    .from(storyCategories)
    .leftJoin(stories, eq(stories.categoryId, storyCategories.id))
    .groupBy(storyCategories.id)
    .orderBy(asc(storyCategories.sortOrder));
}

/** Inserts or renames categories by slug; answers slug → id. */
export async function upsertStoryCategories(
  orm: Orm,
  rows: { slug: string; name: string; sortOrder: number }[],
): Promise<Map<string, number>> {
  const written = await orm
    .insert(storyCategories)
    .values(rows)
    .onConflictDoUpdate({
      target: storyCategories.slug,
      set: incomingValues(storyCategories, ["name", "sortOrder"]),
    })
    .returning({ id: storyCategories.id, slug: storyCategories.slug });
  return new Map(written.map((row) => [row.slug, row.id]));
}

/** Inserts or rewrites a story by slug; its id (public in URLs) never changes. */
export async function upsertStory(orm: Orm, row: typeof stories.$inferInsert) {
  const { slug: _slug, ...changes } = row;
  await orm.insert(stories).values(row).onConflictDoUpdate({ target: stories.slug, set: changes });
}
