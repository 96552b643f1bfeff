import {
  courseDetailParamsSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseTopicCountsSchema,
} from "@fleetward/contracts/courses";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { ResponseCache, type CachedResponse } from "../posts/cache.ts";
import { matchesIfNoneMatch, postsCacheControl } from "../posts/routes.ts";
import { createCoursesService } from "./service.ts";

const notModified = z.null().describe("Not modified: the ETag in If-None-Match is current");

/** Same caching as the posts: public, a minute fresh, strong ETag. */
function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  reply.header("cache-control", postsCacheControl).header("etag", response.etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], response.etag)) {
    return reply.code(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(response.body);
}

export async function coursesRoutes(app: FastifyInstance) {
  const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 200 });
  const service = createCoursesService(app.db.orm, cache);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/courses",
    {
      schema: {
        tags: ["courses"],
        summary: "The course catalogue, featured course first, one page at a time",
        description:
          "Filters combine with AND. A page past the end answers 200 with no items and the " +
          "real `total`; malformed parameters answer 422 naming the parameter. Cacheable " +
          "(Cache-Control and ETag, If-None-Match → 304).",
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, 304: notModified, ...errorResponses(422) },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.list(request.query)),
  );

  api.get(
    "/api/courses/topics",
    {
      schema: {
        tags: ["courses"],
        summary: "Every course topic, in filter order, with how many courses it has",
        response: { 200: courseTopicCountsSchema, 304: notModified },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.topics()),
  );

  api.get(
    "/api/courses/:id",
    {
      schema: {
        tags: ["courses"],
        summary: "One course with its syllabus: modules in order, each with its lessons",
        description:
          "`id` is the numeric id, the slug, or `featured` for the first course of the " +
          'catalogue. Unknown course: 404 `{"detail": "No course with id 123"}`.',
        params: courseDetailParamsSchema,
        response: {
          200: courseDetailSchema,
          304: notModified,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await service.detail(request.params.id)),
  );
}
