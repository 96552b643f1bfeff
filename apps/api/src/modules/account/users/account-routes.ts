import {
  deleteAccountRequestSchema,
  socialLinksRequestSchema,
  socialLinksSchema,
  updateDetailsRequestSchema,
  userSessionListSchema,
} from "@fleetward/contracts/account";
import { currentUserSchema } from "@fleetward/contracts/auth";
import { idParamsSchema } from "@fleetward/contracts/billing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { clientOf } from "../../../lib/request-context.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { authDeps, type AuthDeps } from "../auth/service.ts";
import {
  deleteAccount,
  readSocialLinks,
  revokeSession,
  saveSocialLinks,
  sessionList,
  updateDetails,
} from "./account-service.ts";

const secured = { tags: ["users"], security: [{ bearerAuth: [] }] };
const noContent = z.null().describe("No content");
const bodyErrors = errorResponses(400, 401, 413, 415, 422);

/** The signed-in user's own records: social links, sessions, details, deleting the account. */
export async function accountRoutes(app: FastifyInstance) {
  const deps = authDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  noStoreAnswers(api);
  registerProfileRoutes(api);
  registerSessionRoutes(api);
  registerDeleteAccountRoute(api, deps);
}

function registerProfileRoutes(api: ZodApi) {
  api.get(
    "/api/user/me/social",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Your profile links",
        response: { 200: socialLinksSchema, ...errorResponses(401) },
      },
    },
    async (request) => readSocialLinks(api.db.orm, sessionOf(request).user.id),
  );

  api.put(
    "/api/user/me/social",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Replace your profile links",
        description:
          "https only; LinkedIn, GitHub and X links must be on that network's host. Empty or null removes a link.",
        body: socialLinksRequestSchema,
        response: { 200: socialLinksSchema, ...bodyErrors },
      },
    },
    async (request) =>
      saveSocialLinks(
        api.db.orm,
        sessionOf(request).user.id,
        {
          website: request.body.website ?? null,
          linkedin: request.body.linkedin ?? null,
          github: request.body.github ?? null,
          x: request.body.x ?? null,
          mastodon: request.body.mastodon ?? null,
        },
        api.clock(),
      ),
  );

  api.put(
    "/api/user/me/details",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Change your first and last name and the language of your e-mails",
        body: updateDetailsRequestSchema,
        response: { 200: currentUserSchema, ...bodyErrors },
      },
    },
    async (request) => updateDetails(api.db.orm, sessionOf(request).user.id, request.body),
  );
}

function registerSessionRoutes(api: ZodApi) {
  api.get(
    "/api/user/me/sessions",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Your signed-in sessions; `current` marks the one asking",
        response: { 200: userSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => sessionList(api.db.orm, sessionOf(request), api.clock()),
  );

  api.delete(
    "/api/user/me/sessions/:id",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Sign out one of your sessions",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await revokeSession(api.db.orm, sessionOf(request).user.id, request.params.id, api.clock());
      return reply.code(204).send(null);
    },
  );
}

function registerDeleteAccountRoute(api: ZodApi, deps: AuthDeps) {
  api.post(
    "/api/user/me/delete",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Delete your account and personal data; your workspace is closed",
        description: 'A wrong password is a 422 "password: …"; throttled like sign-in.',
        body: deleteAccountRequestSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, sessionOf(request), request.body.password, clientOf(request));
      return reply.code(204).send(null);
    },
  );
}
