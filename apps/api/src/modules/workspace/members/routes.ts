import {
  memberIdParamsSchema,
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
        summary: "Remove a member (admin)",
        description: `Not the owner (409). Membership is checked on every request, so the removed person's next call to this workspace answers 404. ${memberNote}`,
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
