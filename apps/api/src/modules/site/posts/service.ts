import type {
  PostDetail,
  PostKind,
  PostListQuery,
  PostListResponse,
  PostSummary,
} from "@fleetward/contracts/posts";
import type { Orm } from "../../../db/client.ts";
import { toPrefixTsquery } from "../../../lib/full-text.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  toCachedResponse,
  type CachedResponse,
  type ResponseCache,
} from "../../../lib/response-cache.ts";
import {
  countPostsByCategory,
  countPostsByTag,
  findPost,
  findPostPage,
  findRelatedPosts,
  type PostSummaryRow,
} from "./repository.ts";

export const relatedPostsLimit = 3;
const maxSerial = 2_147_483_647;

function toSummary(row: PostSummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    format: row.format,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    category: row.category,
    tags: row.tags,
    author_name: row.authorName,
    published_at: row.publishedAt.toISOString(),
    reading_minutes: row.readingMinutes,
    media: row.media ?? null,
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

/**
 * Every answer is public, the same for every visitor, and changes only when the seed writes
 * posts — so each is serialised once and served from memory until it expires or the
 * content changes.
 */
export function createPostsService(orm: Orm, cache: ResponseCache) {
  return {
    list(query: PostListQuery): Promise<CachedResponse> {
      const tags = [...new Set(query.tags ?? [])].sort();
      const tsquery = toPrefixTsquery(query.q);
      const filter = {
        kind: query.kind,
        format: query.format,
        categoryId: query.category_id,
        categorySlug: query.category,
        tags,
        tsquery,
      };
      const key = JSON.stringify([
        "list",
        query.kind ?? null,
        query.format ?? null,
        query.category_id ?? null,
        query.category ?? null,
        tags,
        tsquery ?? null,
        query.page,
        query.page_size,
      ]);
      return cache.getOrCompute(key, async () => {
        const { rows, total } = await findPostPage(
          orm,
          filter,
          query.page_size,
          (query.page - 1) * query.page_size,
        );
        const body: PostListResponse = {
          items: rows.map(toSummary),
          total,
          page: query.page,
          page_size: query.page_size,
        };
        return toCachedResponse(body);
      });
    },

    /** By numeric id, or by slug; 404 when there is no such post. */
    async detail(idOrSlug: string): Promise<CachedResponse> {
      const numeric = /^\d+$/.test(idOrSlug);
      const notFound = new HttpError(
        404,
        numeric ? `No post with id ${idOrSlug}` : `No post with slug ${idOrSlug}`,
      );
      const id = numeric ? Number(idOrSlug) : undefined;
      if (id !== undefined && id > maxSerial) throw notFound;
      const key = JSON.stringify(["detail", id ?? idOrSlug]);

      const response = await cache.getOrCompute(key, async () => {
        const post = await findPost(orm, id !== undefined ? { id } : { slug: idOrSlug });
        if (!post) throw notFound;
        const related = await findRelatedPosts(orm, post, relatedPostsLimit);
        const body: PostDetail = {
          ...toSummary(post),
          body_html: post.bodyHtml,
          related: related.map(toSummary),
        };
        return toCachedResponse(body);
      });
      return response;
    },

    categories(kind: PostKind | undefined): Promise<CachedResponse> {
      return cache.getOrCompute(JSON.stringify(["categories", kind ?? null]), async () =>
        toCachedResponse(await countPostsByCategory(orm, kind)),
      );
    },

    tags(kind: PostKind | undefined): Promise<CachedResponse> {
      return cache.getOrCompute(JSON.stringify(["tags", kind ?? null]), async () =>
        toCachedResponse(await countPostsByTag(orm, kind)),
      );
    },
  };
}

/** Knowledge-base articles matching `tsquery`, newest first: the help centre's article search. */
export async function searchKnowledgeBase(orm: Orm, tsquery: string, limit: number) {
  const { rows } = await findPostPage(orm, { kind: "kb", tags: [], tsquery }, limit, 0);
  return rows;
}
