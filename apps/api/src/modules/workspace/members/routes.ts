import {
  memberCreationsSchema,
  memberIdParamsSchema,
  memberRemovalSchema,
  memberListSchema,
  memberRoleUpdateSchema,
  memberSchema,
  workspaceMeSchema,
} from "@fleetward/contracts/workspace-members";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { invitationRoutes } from "./invitation-routes.ts";
import { memberScope } from "./context.ts";
import { memberNote, noContent, security, tags, writeErrors } from "./openapi.ts";
import {
  changeMemberRole,
  describeMe,
  listWorkspaceMembers,
  memberCreations,
  removeMember,
  transferOwnership,
} from "./service.ts";

export async function membersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/workspace/me",
    {
      onRequest: [app.requireWorkspace],
      // About members: not for API tokens (nor is the list below).
      config: { apiTokens: false },
      schema: {
        tags,
        summary: "Who is signed in to this workspace, their role and what it lets them do",
        description: memberNote,
        security,
        response: { 200: workspaceMeSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => describeMe(memberScope(app, request)),
  );

  api.get(
    "/api/workspace/members",
    {
      onRequest: [app.requireWorkspace],
      config: { apiTokens: false },
      schema: {
        tags,
        summary: "The members of the workspace and their roles",
        description: memberNote,
        security,
        response: { 200: memberListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listWorkspaceMembers(memberScope(app, request)),
  );

  memberChangeRoutes(app);
  memberRemovalRoutes(app);
  await app.register(invitationRoutes);
}

/** Changing, removing and promoting members: admin, and owner for the transfer. */
function memberChangeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { workspaceRole: "admin" } as const;

  api.patch(
    "/api/workspace/members/:id",
    {
      onRequest: [app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Change a member's role (admin)",
        description: `The owner's role cannot be changed (409): ownership moves by transfer-ownership. ${memberNote}`,
        security,
        params: memberIdParamsSchema,
        body: memberRoleUpdateSchema,
        response: { 200: memberSchema, ...writeErrors },
      },
    },
    async (request) =>
      changeMemberRole(memberScope(app, request), request.params.id, request.body.role),
  );

  api.delete(
    "/api/workspace/members/:id",
    {
      onRequest: [app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Remove a member who created no live API token or webhook (admin)",
        description: `Not the owner (409). A member who created live API tokens or webhooks is removed with POST …/removal, which decides about each (409 here). Membership is checked on every request, so the removed person's next call to this workspace answers 404. ${memberNote}`,
        security,
        params: memberIdParamsSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeMember(memberScope(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/api/workspace/members/:id/transfer-ownership",
    {
      onRequest: [app.requireWorkspace],
      config: { workspaceRole: "owner" },
      schema: {
        tags,
        summary: "Make another member the owner (owner)",
        description: `The previous owner stays on as an admin; both changes happen in one transaction. ${memberNote}`,
        security,
        params: memberIdParamsSchema,
        response: { 200: memberSchema, ...writeErrors },
      },
    },
    async (request) => transferOwnership(memberScope(app, request), request.params.id),
  );
}

/** What a member created, and their removal with a decision about each (admin). */
function memberRemovalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { workspaceRole: "admin" } as const;

  api.get(
    "/api/workspace/members/:id/creations",
    {
      onRequest: [app.requireWorkspace],
      config: { ...admin, apiTokens: false },
      schema: {
        tags,
        summary: "What a member created that outlives them: live API tokens and webhooks (admin)",
        description: `Asked before removing them: each one is then kept, revoked (tokens), disabled or deleted (webhooks) in the removal. ${memberNote}`,
        security,
        params: memberIdParamsSchema,
        response: { 200: memberCreationsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => memberCreations(memberScope(app, request), request.params.id),
  );

  api.post(
    "/api/workspace/members/:id/removal",
    {
      onRequest: [app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary:
          "Remove a member, deciding what becomes of the tokens and webhooks they created (admin)",
        description: `One transaction: the listed tokens are revoked or kept, the webhooks kept, disabled or deleted, and the member removed. Every live token and webhook of GET …/creations must be named, and only those (409 otherwise). Not the owner (409). ${memberNote}`,
        security,
        params: memberIdParamsSchema,
        body: memberRemovalSchema,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeMember(memberScope(app, request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
}
