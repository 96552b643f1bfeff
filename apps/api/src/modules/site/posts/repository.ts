import type { PostFormat, PostKind } from "@fleetward/contracts/posts";
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { postCategories, postTagLinks, postTags, posts } from "./schema.ts";

export type PostFilter = {
  kind?: PostKind | undefined;
  format?: PostFormat | undefined;
  categoryId?: number | undefined;
  categorySlug?: string | undefined;
  /** The post must carry every one of these (already unique). */
  tags: string[];
  /** A `to_tsquery('simple', …)` expression built from plain words only. */
  tsquery?: string | undefined;
};

/** The columns of a summary; the body is never read for a list. */
const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  kind: posts.kind,
  format: posts.format,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImage: posts.coverImage,
  media: posts.media,
  authorName: posts.authorName,
  publishedAt: posts.publishedAt,
  readingMinutes: posts.readingMinutes,
  category: { id: postCategories.id, slug: postCategories.slug, name: postCategories.name },
};

export type PostSummaryRow = {
  id: number;
  slug: string;
  kind: PostKind;
  format: PostFormat;
  title: string;
  excerpt: string;
  coverImage: string | null;
  media: (typeof posts.$inferSelect)["media"];
  authorName: string;
  publishedAt: Date;
  readingMinutes: number;
  category: { id: number; slug: string; name: string };
  tags: string[];
};

const newestFirst = [desc(posts.publishedAt), desc(posts.id)];

function filterConditions(orm: Orm, filter: PostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.kind ? eq(posts.kind, filter.kind) : undefined,
    filter.format ? eq(posts.format, filter.format) : undefined,
    filter.categoryId !== undefined ? eq(posts.categoryId, filter.categoryId) : undefined,
    filter.categorySlug ? eq(postCategories.slug, filter.categorySlug) : undefined,
    filter.tsquery
      ? sql`${posts.searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsquery})`
      : undefined,
  ];
  if (filter.tags.length > 0) {
    // Posts linked to every requested tag: as many matching links as tags asked for.
    const withAllTags = orm
      .select({ postId: postTagLinks.postId })
      .from(postTagLinks)
      .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
      .where(inArray(postTags.slug, filter.tags))
      .groupBy(postTagLinks.postId)
      .having(sql`count(*) = ${filter.tags.length}`);
    conditions.push(inArray(posts.id, withAllTags));
  }
  return and(...conditions);
}

/** Tag slugs of each post, alphabetical. */
async function tagsOf(orm: Orm, postIds: number[]): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await orm
    .select({ postId: postTagLinks.postId, slug: postTags.slug })
    .from(postTagLinks)
    .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
    .where(inArray(postTagLinks.postId, postIds))
    .orderBy(asc(postTags.slug));
  for (const row of rows) byPost.get(row.postId)?.push(row.slug);
  return byPost;
}

async function withTags<T extends { id: number }>(
  orm: Orm,
  rows: T[],
): Promise<(T & { tags: string[] })[]> {
  const tags = await tagsOf(
    orm,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] }));
}

/** One page of summaries, newest first, and how many posts match in all. */
export async function findPostPage(
  orm: Orm,
  filter: PostFilter,
  limit: number,
  offset: number,
): Promise<{ rows: PostSummaryRow[]; total: number }> {
  const where = filterConditions(orm, filter);
  const [totalRows, rows] = await Promise.all([
    orm
      .select({ total: count() })
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .where(where),
    orm
      .select(summaryColumns)
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  ]);
  return { rows: await withTags(orm, rows), total: totalRows[0]?.total ?? 0 };
}

export type PostDetailRow = PostSummaryRow & { bodyHtml: string; categoryId: number };

export async function findPost(
  orm: Orm,
  key: { id: number } | { slug: string },
): Promise<PostDetailRow | undefined> {
  const [row] = await orm
    .select({ ...summaryColumns, bodyHtml: posts.bodyHtml, categoryId: posts.categoryId })
    .from(posts)
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where("id" in key ? eq(posts.id, key.id) : eq(posts.slug, key.slug));
  if (!row) return undefined;
  const [withTagList] = await withTags(orm, [row]);
  return withTagList;
}

/** Other posts in the same category or sharing a tag with the post, newest first. */
export async function findRelatedPosts(
  orm: Orm,
  post: { id: number; categoryId: number },
  limit: number,
): Promise<PostSummaryRow[]> {
  const sharedTagPosts = orm
    .select({ postId: postTagLinks.postId })
    .from(postTagLinks)
    .where(
      inArray(
        postTagLinks.tagId,
        orm
          .select({ tagId: postTagLinks.tagId })
          .from(postTagLinks)
          .where(eq(postTagLinks.postId, post.id)),
      ),
    );
  const rows = await orm
    .select(summaryColumns)
    .from(posts)
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where(
      and(
        ne(posts.id, post.id),
        or(eq(posts.categoryId, post.categoryId), inArray(posts.id, sharedTagPosts)),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return withTags(orm, rows);
}

/** Categories that have posts (of the kind, when given), with their counts, by name. */
export async function countPostsByCategory(orm: Orm, kind: PostKind | undefined) {
  return orm
    .select({
      id: postCategories.id,
      slug: postCategories.slug,
      name: postCategories.name,
      count: count(posts.id),
    })
    .from(postCategories)
    .innerJoin(posts, eq(posts.categoryId, postCategories.id))
    .where(kind ? eq(posts.kind, kind) : undefined)
    .groupBy(postCategories.id)
    .orderBy(asc(postCategories.name));
}

/** Tags in use (on posts of the kind, when given), most used first. */
export async function countPostsByTag(orm: Orm, kind: PostKind | undefined) {
  return orm
    .select({ slug: postTags.slug, count: count(posts.id) })
    .from(postTags)
    .innerJoin(postTagLinks, eq(postTagLinks.tagId, postTags.id))
    .innerJoin(posts, eq(posts.id, postTagLinks.postId))
    .where(kind ? eq(posts.kind, kind) : undefined)
    .groupBy(postTags.slug)
    .orderBy(desc(count(posts.id)), asc(postTags.slug));
}

// --- Seed writes -------------------------------------------------------------------------

export type PostWrite = Omit<typeof posts.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Inserts missing categories and renames changed ones; answers slug → id. */
export async function upsertCategories(
  orm: Orm,
  categories: { slug: string; name: string }[],
): Promise<Map<string, number>> {
  const rows = await orm
    .insert(postCategories)
    .values(categories)
    .onConflictDoUpdate({
      target: postCategories.slug,
      set: { name: sql`excluded.name` },
      setWhere: sql`${postCategories.name} is distinct from excluded.name`,
    })
    .returning({ id: postCategories.id, slug: postCategories.slug });
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  // Unchanged rows are not returned by an upsert that skipped them.
  const missing = categories.map((c) => c.slug).filter((slug) => !ids.has(slug));
  if (missing.length > 0) {
    const existing = await orm
      .select({ id: postCategories.id, slug: postCategories.slug })
      .from(postCategories)
      .where(inArray(postCategories.slug, missing));
    for (const row of existing) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Inserts missing tags; answers slug → id. */
export async function ensureTags(orm: Orm, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  await orm
    .insert(postTags)
    .values(slugs.map((slug) => ({ slug })))
    .onConflictDoNothing({ target: postTags.slug });
  const rows = await orm
    .select({ id: postTags.id, slug: postTags.slug })
    .from(postTags)
    .where(inArray(postTags.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** slug → source hash of every stored post. */
export async function postSourceHashes(orm: Orm): Promise<Map<string, string>> {
  const rows = await orm.select({ slug: posts.slug, hash: posts.sourceHash }).from(posts);
  return new Map(rows.map((row) => [row.slug, row.hash]));
}

/** Writes a post by slug (insert or full update) and replaces its tag links. */
export async function upsertPost(orm: Orm, post: PostWrite, tagIds: number[]): Promise<number> {
  const { slug: _slug, ...changes } = post;
  const [row] = await orm
    .insert(posts)
    .values(post)
    .onConflictDoUpdate({ target: posts.slug, set: { ...changes, updatedAt: new Date() } })
    .returning({ id: posts.id });
  if (!row) throw new Error(`post ${post.slug} was not written`);
  await orm.delete(postTagLinks).where(eq(postTagLinks.postId, row.id));
  if (tagIds.length > 0) {
    await orm
      .insert(postTagLinks)
      .values(tagIds.map((tagId) => ({ postId: row.id, tagId })))
      .onConflictDoNothing();
  }
  return row.id;
}
