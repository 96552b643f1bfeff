import {
  helpFaqListSchema,
  helpGuideListSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
} from "@fleetward/contracts/help";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { contentCacheControl } from "../../../lib/response-cache.ts";
import { helpFaqs, helpGuides, searchHelp } from "./service.ts";

export async function helpRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const orm = app.db.orm;

  api.get(
    "/api/help/faqs",
    {
      schema: {
        tags: ["help"],
        summary: "Frequently asked questions, grouped by category, in order",
        response: { 200: helpFaqListSchema },
      },
    },
    async (_request, reply) =>
      reply.header("cache-control", contentCacheControl).send(await helpFaqs(orm)),
  );

  api.get(
    "/api/help/guides",
    {
      schema: {
        tags: ["help"],
        summary: "Step-by-step guides, in order",
        response: { 200: helpGuideListSchema },
      },
    },
    async (_request, reply) =>
      reply.header("cache-control", contentCacheControl).send(await helpGuides(orm)),
  );

  api.get(
    "/api/help/search",
    {
      schema: {
        tags: ["help"],
        summary: "Search FAQs, guides and knowledge-base articles",
        description:
          "Every word must occur as a word or the start of one. Results are typed " +
          "(`faq`, `guide`, `kb`) and link to where the web app shows them. An empty `q` is a 422.",
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => searchHelp(orm, request.query.q),
  );
}
