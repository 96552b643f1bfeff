import {
  storyListQuerySchema,
  storyListResponseSchema,
  storyParamsSchema,
  storySchema,
} from "@fleetward/contracts/stories";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { publicCacheControl } from "../../../lib/public-cache.ts";
import { storyDetail, storyList } from "./service.ts";

export async function storiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/stories",
    {
      schema: {
        tags: ["site"],
        summary: "Customer stories, optionally of one category, with every category",
        description: "Public and cacheable. An unknown category answers 404.",
        querystring: storyListQuerySchema,
        response: { 200: storyListResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const body = await storyList(app.db.orm, request.query);
      reply.header("cache-control", publicCacheControl);
      return body;
    },
  );

  api.get(
    "/api/stories/:idOrSlug",
    {
      schema: {
        tags: ["site"],
        summary: "One customer story by numeric id or slug",
        params: storyParamsSchema,
        response: { 200: storySchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const body = await storyDetail(app.db.orm, request.params.idOrSlug);
      reply.header("cache-control", publicCacheControl);
      return body;
    },
  );
}
