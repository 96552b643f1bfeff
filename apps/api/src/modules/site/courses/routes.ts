import {
  courseDetailParamsSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseTopicCountsSchema,
} from "@fleetward/contracts/courses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { notModified, ResponseCache, sendCached } from "../../../lib/response-cache.ts";
import { createCoursesService } from "./service.ts";

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
