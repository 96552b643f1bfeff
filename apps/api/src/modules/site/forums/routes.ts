import {
  forumCategoryListSchema,
  forumHiddenSchema,
  forumIdParamsSchema,
  forumReplySchema,
  forumTopicDetailSchema,
  forumTopicListQuerySchema,
  forumTopicListResponseSchema,
  newForumReplySchema,
  newForumTopicSchema,
} from "@fleetward/contracts/forums";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import {
  forumCategories,
  forumThread,
  forumTopics,
  hideForumReply,
  hideForumTopic,
  postReply,
  startTopic,
  type ForumsDeps,
} from "./service.ts";

const bearer: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }];
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];
/** Per client address, on top of the per-person limit of the service. */
const postingRateLimit = { max: 20, timeWindow: "1 minute" } as const;

export async function forumsRoutes(app: FastifyInstance) {
  const deps: ForumsDeps = { orm: app.db.orm, clock: app.clock };
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerReadingRoutes(api, deps);
  registerPostingRoutes(api, deps);
  registerModerationRoutes(api, deps);
}

function registerReadingRoutes(api: ZodApi, deps: ForumsDeps) {
  api.get(
    "/api/forums/categories",
    {
      schema: {
        tags: ["forums"],
        summary: "Forum categories in order, with their visible topic and reply counts",
        response: { 200: forumCategoryListSchema },
      },
    },
    async () => forumCategories(deps),
  );

  api.get(
    "/api/forums/topics",
    {
      preHandler: api.optionalSession,
      schema: {
        tags: ["forums"],
        summary: "Topics, latest activity first, with reply counts",
        description:
          "Hidden topics are listed for operators only (with `hidden: true`). An unknown " +
          "category answers 404; a page past the end answers no items and the real total.",
        security: optionalBearer,
        querystring: forumTopicListQuerySchema,
        response: { 200: forumTopicListResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => forumTopics(deps, request.query, request.session),
  );

  api.get(
    "/api/forums/topics/:id",
    {
      preHandler: api.optionalSession,
      schema: {
        tags: ["forums"],
        summary: "A thread: the opening post and its replies, oldest first",
        description:
          "Hidden topics and replies are shown to operators only; to anyone else a hidden topic is a 404.",
        security: optionalBearer,
        params: forumIdParamsSchema,
        response: { 200: forumTopicDetailSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => forumThread(deps, request.params.id, request.session),
  );
}

function registerPostingRoutes(api: ZodApi, deps: ForumsDeps) {
  api.post(
    "/api/forums/topics",
    {
      preHandler: api.requireSession,
      config: { rateLimit: postingRateLimit },
      schema: {
        tags: ["forums"],
        summary: "Start a topic (signed in)",
        description: `Plain text. At most 10 posts (topics and replies) per person in 10 minutes.`,
        security: bearer,
        body: newForumTopicSchema,
        response: { 201: forumTopicDetailSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startTopic(deps, sessionOf(request), request.body)),
  );

  api.post(
    "/api/forums/topics/:id/replies",
    {
      preHandler: api.requireSession,
      config: { rateLimit: postingRateLimit },
      schema: {
        tags: ["forums"],
        summary: "Reply to a topic (signed in)",
        security: bearer,
        params: forumIdParamsSchema,
        body: newForumReplySchema,
        response: {
          201: forumReplySchema,
          ...errorResponses(400, 401, 404, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await postReply(deps, sessionOf(request), request.params.id, request.body)),
  );
}

function registerModerationRoutes(api: ZodApi, deps: ForumsDeps) {
  api.post(
    "/api/forums/topics/:id/hide",
    {
      preHandler: api.requireOperator,
      schema: {
        tags: ["forums"],
        summary: "Hide a topic and its thread (operators)",
        description: "Idempotent: hiding a hidden topic answers the same.",
        security: bearer,
        params: forumIdParamsSchema,
        response: { 200: forumHiddenSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => hideForumTopic(deps, request.params.id),
  );

  api.post(
    "/api/forums/replies/:id/hide",
    {
      preHandler: api.requireOperator,
      schema: {
        tags: ["forums"],
        summary: "Hide a reply (operators)",
        description: "Idempotent: hiding a hidden reply answers the same.",
        security: bearer,
        params: forumIdParamsSchema,
        response: { 200: forumHiddenSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => hideForumReply(deps, request.params.id),
  );
}
