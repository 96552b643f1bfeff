import {
  invitationAcceptNewResultSchema,
  invitationAcceptNewSchema,
  invitationAcceptResultSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationListSchema,
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  memberIdParamsSchema,
} from "@fleetward/contracts/workspace-members";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../../lib/forms.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { withInvitationLink, memberScope, newAccountClientOf } from "./context.ts";
import {
  acceptInvitation,
  acceptWithNewAccount,
  cancelInvitation,
  invite,
  listInvitations,
  previewInvitation,
  resendInvitation,
} from "./invitations.ts";
import { memberNote, noContent, security, tags, writeErrors } from "./openapi.ts";

const publicNote =
  "For the holder of an invitation link, on the invited workspace's Host. A bad, used, revoked or expired link answers 404.";

/**
 * Per client address, in memory: a flood guard. The hourly allowance of invitation e-mails per
 * workspace is kept in the database (invitations.ts), so every instance counts the same.
 */
const limits = {
  sending: { max: 30, timeWindow: "1 minute" },
  link: { max: 30, timeWindow: "1 minute" },
} as const;

export async function invitationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { workspaceRole: "admin" } as const;
  const params = memberIdParamsSchema;

  api.get(
    "/api/workspace/invitations",
    {
      onRequest: [app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Open invitations (admin)",
        description: `Accepted and revoked ones are left out; expired ones stay until resent or revoked. ${memberNote}`,
        security,
        response: { 200: invitationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listInvitations(memberScope(app, request)),
  );

  api.post(
    "/api/workspace/invitations",
    {
      // The limiter first: it counts refused calls too (robustness/rate-limits.test.ts).
      onRequest: [app.rateLimit(limits.sending), app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Invite someone by e-mail with a role (admin)",
        description: `E-mails a single-use link valid 7 days. 409 when the address is already a member or has an open invitation. ${memberNote}`,
        security,
        body: invitationCreateSchema,
        response: { 201: invitationSchema, ...writeErrors, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invite(memberScope(app, request), request.body)),
  );

  api.post(
    "/api/workspace/invitations/:id/resend",
    {
      // The limiter first: it counts refused calls too (robustness/rate-limits.test.ts).
      onRequest: [app.rateLimit(limits.sending), app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Send the invitation again with a new link (admin)",
        description: `The previous link stops working; the new one is valid 7 days. ${memberNote}`,
        security,
        params,
        response: { 200: invitationSchema, ...writeErrors, ...errorResponses(429) },
      },
    },
    async (request) => resendInvitation(memberScope(app, request), request.params.id),
  );

  api.delete(
    "/api/workspace/invitations/:id",
    {
      onRequest: [app.requireWorkspace],
      config: admin,
      schema: {
        tags,
        summary: "Revoke an invitation (admin)",
        description: `Its link stops working. ${memberNote}`,
        security,
        params,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      await cancelInvitation(memberScope(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  publicInvitationRoutes(app);
}

/** Following the link: the invitee is not a member yet, so these opt out of the member check. */
function publicInvitationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { workspaceMember: false, rateLimit: limits.link } as const;

  api.get(
    "/api/workspace/invitations/preview",
    {
      config,
      schema: {
        tags,
        summary: "What an invitation link invites to",
        description: `Public. ${publicNote}`,
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => withInvitationLink(app, request, request.query.token, previewInvitation),
  );

  api.post(
    "/api/workspace/invitations/accept",
    {
      preHandler: app.requireSession,
      config,
      schema: {
        tags,
        summary: "Accept an invitation as the signed-in account",
        description: `The account's e-mail address must be the invited one (403 otherwise). The link works once. ${publicNote}`,
        security,
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptResultSchema, ...writeErrors, ...errorResponses(429) },
      },
    },
    async (request) =>
      withInvitationLink(app, request, request.body.token, (link) =>
        acceptInvitation(link, sessionOf(request).user),
      ),
  );

  api.post(
    "/api/workspace/invitations/accept-new",
    {
      config,
      schema: {
        tags,
        summary: "Accept an invitation by creating an account",
        description: `Creates the account with the invited address (confirmed by the link), adds it to the workspace and signs it in, answering as sign-in does. ${publicNote}`,
        body: invitationAcceptNewSchema,
        response: {
          201: invitationAcceptNewResultSchema,
          ...errorResponses(400, 403, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, ...account } = request.body;
      const accepted = await withInvitationLink(app, request, token, (link) =>
        acceptWithNewAccount(link, account, newAccountClientOf(request)),
      );
      return reply.code(201).send(accepted);
    },
  );
}
