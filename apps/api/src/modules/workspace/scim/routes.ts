import {
  scimBasePath,
  scimGroupMappingsSchema,
  scimStatusSchema,
  scimTokenCreatedSchema,
} from "@fleetward/contracts/workspace-scim";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { appUrlOf } from "../../account/trials/service.ts";
import { workspaceRoutes } from "../access/service.ts";
import { rotateScimToken, revokeScimToken, saveGroupMappings, scimStatus } from "./service.ts";
import { scimProtocolRoutes } from "./scim-routes.ts";

const tags = ["workspace SCIM"];
const base = "/api/workspace/scim";

/** SCIM provisioning: the admin routes (token, group → role mapping) and `/scim/v2` itself. */
export async function scimRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags, kind: "admin" });
  const baseUrlOf = async (request: FastifyRequest) => {
    const { workspace } = await access.read(request);
    return `${appUrlOf(app.config, workspace.appDomain)}${scimBasePath}`;
  };

  api.get(
    base,
    route(
      {
        summary:
          "SCIM provisioning: the base URL, the live token (never its secret), the group mapping",
      },
      { response: { 200: scimStatusSchema } },
    ),
    async (request) => scimStatus(app.db.orm, tenantOf(request), await baseUrlOf(request)),
  );

  api.post(
    `${base}/token`,
    route(
      {
        summary: "Create or rotate the SCIM token; the answer holds its secret, shown this once",
        description:
          "The token before it stops working at once. Paste it into the identity provider with the base URL.",
      },
      { response: { 201: scimTokenCreatedSchema } },
    ),
    async (request, reply) => {
      const { member } = access.caller(request);
      if (!member) throw new Error("SCIM token management is for members only");
      const created = await rotateScimToken(
        access.write(request),
        { userId: member.user.id },
        await baseUrlOf(request),
      );
      return reply.code(201).send(created);
    },
  );

  api.delete(
    `${base}/token`,
    route(
      { summary: "Revoke the SCIM token: provisioning stops (401) until a new one is created" },
      { response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await revokeScimToken(app.db.orm, tenantOf(request), app.clock());
      return reply.code(204).send(null);
    },
  );

  api.put(
    `${base}/group-mappings`,
    route(
      {
        summary: "Replace the SCIM group → role mapping",
        description:
          "Members of a mapped SCIM group (by displayName or externalId) who have an account with the person's e-mail become members with that role; the highest role wins.",
      },
      { body: scimGroupMappingsSchema, response: { 200: scimGroupMappingsSchema } },
    ),
    async (request) => ({
      mappings: await saveGroupMappings(access.write(request), request.body),
    }),
  );

  await scimProtocolRoutes(app);
}
