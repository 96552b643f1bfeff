import {
  apiTokenCreateSchema,
  apiTokenCreatedSchema,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
} from "@fleetward/contracts/workspace-api-tokens";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { workspaceRoutes } from "../access/service.ts";
import { createApiToken, listWorkspaceApiTokens, revokeWorkspaceApiToken } from "./service.ts";

const tags = ["workspace API tokens"];
const base = "/api/workspace/api-tokens";

/** Workspace API tokens: admins create (the secret shown once), list and revoke them. */
export async function apiTokensRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags, kind: "admin" });

  api.get(
    base,
    route(
      {
        summary: "The workspace's API tokens (never their secrets)",
        description:
          "Newest first, revoked and expired ones included; `prefix` and `last_four` tell them apart.",
      },
      { response: { 200: apiTokenListSchema } },
    ),
    async (request) => listWorkspaceApiTokens(app.db.orm, tenantOf(request), app.clock()),
  );

  api.post(
    base,
    route(
      {
        summary: "Create an API token; the answer holds its secret, shown this once",
        description:
          "`read` acts with viewer rights, `write` with technician rights; 120 calls a minute per token. Send it as `Authorization: Bearer fwk_…` to any workspace route marked for API tokens.",
      },
      { body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema } },
    ),
    async (request, reply) => {
      const { member } = access.caller(request);
      if (!member) throw new Error("token management is for members only");
      const created = await createApiToken(
        access.write(request),
        { userId: member.user.id },
        request.body,
        app.quotaLimits.api_tokens,
      );
      return reply.code(201).send(created);
    },
  );

  api.delete(
    `${base}/:id`,
    route(
      {
        summary: "Revoke an API token: its next call answers 401, on every instance",
        description: "Also in a read-only workspace. Revoking a revoked token changes nothing.",
      },
      { params: apiTokenIdParamsSchema, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      const { actor } = access.caller(request);
      await revokeWorkspaceApiToken(app.db.orm, tenantOf(request), request.params.id, {
        actor,
        now: app.clock(),
      });
      return reply.code(204).send(null);
    },
  );
}
