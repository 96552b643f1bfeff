import { postCategoryNames } from "@fleetward/contracts/posts";
import type { Orm } from "../../../db/client.ts";
import { markContentChanged } from "../../../lib/response-cache.ts";
import { loadPostSources, type PostSource } from "./content.ts";

/** The shipped articles: what the app seeds unless told otherwise. */
export { defaultPostsContentDir } from "./content.ts";
import { ensureTags, postSourceHashes, upsertCategories, upsertPost } from "./repository.ts";

export type PostSeedResult = { added: number; updated: number; unchanged: number };

/**
 * Writes the articles of `contentDir` into the database, by slug: new files are added,
 * changed files (by source hash) rewritten, unchanged ones left alone. Posts whose file
 * disappeared are kept: the database, not the folder, is where content lives.
 * Safe to run on every start and on several instances at once.
 */
export async function seedPosts(
  orm: Orm,
  contentDir: string,
  log: { info(message: string): void },
): Promise<PostSeedResult> {
  // Everything is read and validated before anything is written.
  const sources = await loadPostSources(contentDir);
  const result = await orm.transaction((tx) => writePosts(tx, sources));
  if (result.added + result.updated > 0) markContentChanged();
  log.info(
    `Posts: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged (${contentDir})`,
  );
  return result;
}

async function writePosts(orm: Orm, sources: PostSource[]): Promise<PostSeedResult> {
  const categoryIds = await upsertCategories(
    orm,
    Object.entries(postCategoryNames).map(([slug, name]) => ({ slug, name })),
  );
  const stored = await postSourceHashes(orm);
  const changed = sources.filter((source) => stored.get(source.slug) !== source.sourceHash);
  const tagIds = await ensureTags(orm, [...new Set(changed.flatMap((source) => source.tags))]);

  for (const source of changed) {
    const categoryId = categoryIds.get(source.category);
    if (categoryId === undefined) throw new Error(`category ${source.category} is missing`);
    await upsertPost(
      orm,
      {
        slug: source.slug,
        kind: source.kind,
        format: source.format,
        title: source.title,
        excerpt: source.excerpt,
        bodyMarkdown: source.bodyMarkdown,
        bodyHtml: source.bodyHtml,
        coverImage: source.coverImage,
        media: source.media,
        authorName: source.authorName,
        categoryId,
        publishedAt: source.publishedAt,
        readingMinutes: source.readingMinutes,
        sourceHash: source.sourceHash,
      },
      source.tags.map((slug) => {
        const id = tagIds.get(slug);
        if (id === undefined) throw new Error(`tag ${slug} is missing`);
        return id;
      }),
    );
  }
  const added = changed.filter((source) => !stored.has(source.slug)).length;
  return { added, updated: changed.length - added, unchanged: sources.length - changed.length };
}
