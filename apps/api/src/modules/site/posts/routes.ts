import { errorResponseSchema } from "@fleetward/contracts/errors";
import {
  postCategoryCountsSchema,
  postDetailParamsSchema,
  postDetailSchema,
  postFacetQuerySchema,
  postListQuerySchema,
  postListResponseSchema,
  postTagCountsSchema,
} from "@fleetward/contracts/posts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notModified, ResponseCache, sendCached } from "../../../lib/response-cache.ts";
import { createPostsService } from "./service.ts";

/** Same lifetime in this process as in the browser: another instance's change shows within it. */
const serverCacheTtlMs = 60_000;

/**
 * Public reading: no token needed, and a token that is sent — valid, expired or garbage — is
 * neither checked nor held against the visitor. The answer is the same for everyone.
 */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

export async function postsRoutes(app: FastifyInstance) {
  const cache = new ResponseCache({ ttlMs: serverCacheTtlMs, maxEntries: 500 });
  const service = createPostsService(app.db.orm, cache);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/post/list",
    {
      schema: {
        tags: ["posts"],
        summary: "Blog and knowledge-base posts, newest first, one page at a time",
        description:
          "Filters combine with AND. `tags` is repeatable and a post must carry **all** of them. " +
          "`category_id` and `category` (slug) both narrow to one category. A page past the end " +
          "answers 200 with no items and the real `total`. Malformed or out-of-range " +
          "parameters answer 422 naming the parameter. Items are summaries, without the body. " +
          "Cacheable: `Cache-Control: public, max-age=60, stale-while-revalidate=300` and a " +
          "strong ETag (If-None-Match → 304). A bearer token is accepted and ignored.",
        security: optionalBearer,
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, 304: notModified, 422: errorResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.list(request.query)),
  );

  api.get(
    "/api/post/list/:id",
    {
      schema: {
        tags: ["posts"],
        summary: "One post with its rendered body and up to 3 related posts",
        description:
          "`id` is the numeric id or the slug. `body_html` is rendered from Markdown at seed " +
          "time: raw HTML is escaped and only http(s), mailto and same-site links survive. " +
          'Unknown post: 404 `{"detail": "No post with id 123"}`. Cacheable like the list.',
        security: optionalBearer,
        params: postDetailParamsSchema,
        response: {
          200: postDetailSchema,
          304: notModified,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.detail(request.params.id)),
  );

  api.get(
    "/api/post/categories",
    {
      schema: {
        tags: ["posts"],
        summary: "Categories that have posts, with how many, for the filters",
        security: optionalBearer,
        querystring: postFacetQuerySchema,
        response: { 200: postCategoryCountsSchema, 304: notModified, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.categories(request.query.kind)),
  );

  api.get(
    "/api/post/tags",
    {
      schema: {
        tags: ["posts"],
        summary: "Tags in use, with how many posts carry each, most used first",
        security: optionalBearer,
        querystring: postFacetQuerySchema,
        response: { 200: postTagCountsSchema, 304: notModified, 422: errorResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.tags(request.query.kind)),
  );
}
