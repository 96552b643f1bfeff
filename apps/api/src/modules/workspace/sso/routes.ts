import {
  ssoConnectionInputSchema,
  ssoDomainInputSchema,
  ssoDomainSchema,
  ssoRequiredInputSchema,
  ssoStatusSchema,
} from "@fleetward/contracts/workspace-sso";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { appUrlOf } from "../../account/trials/service.ts";
import { workspaceAccess, workspaceRoutes } from "../access/service.ts";
import {
  addDomain,
  removeConnection,
  removeDomain,
  saveConnection,
  setSsoRequired,
  ssoStatus,
  toDomain,
  verifyDomain,
  type SsoChangeNotice,
} from "./service.ts";
import { ssoDeps, ssoSignInRoutes } from "./sign-in-routes.ts";

const tags = ["workspace SSO"];
const base = "/api/workspace/sso";
const idParams = z.object({ id: z.uuid() });

/** The workspace as the security e-mails name it: its name and its own origin. */
function noticeFor(app: FastifyInstance) {
  const access = workspaceAccess(app);
  return async (request: FastifyRequest): Promise<SsoChangeNotice> => {
    const { workspace } = await access.read(request);
    const origin = appUrlOf(app.config, workspace.appDomain);
    return { jobs: app.jobs, workspaceName: workspace.name, origin };
  };
}

/** Company sign-in: the admins' settings (connection, domains, "require SSO") and the sign-in. */
export async function ssoRoutes(app: FastifyInstance) {
  const { api, access, tenantOf, route } = workspaceRoutes(app, { tags, kind: "admin" });
  const deps = ssoDeps(app);
  const noticeOf = noticeFor(app);
  const originOf = async (request: FastifyRequest) => (await noticeOf(request)).origin;

  api.get(
    base,
    route(
      {
        kind: "read",
        summary: "The company sign-in: connection, domains, what to tell the provider",
      },
      { response: { 200: ssoStatusSchema } },
    ),
    async (request) => ssoStatus(app.db.orm, tenantOf(request), await originOf(request)),
  );

  api.put(
    base,
    route(
      {
        summary: "Create or replace the connection to the company's identity provider",
        description:
          "OpenID Connect: the issuer's discovery document must answer. SAML: the metadata (URL or XML) must name an entity id, a single sign-on URL and a signing certificate. Leave `client_secret` out to keep the saved one.",
      },
      { body: ssoConnectionInputSchema, response: { 200: ssoStatusSchema } },
    ),
    async (request) => {
      await saveConnection(deps, access.write(request), request.body, await noticeOf(request));
      return ssoStatus(app.db.orm, tenantOf(request), await originOf(request));
    },
  );

  api.delete(
    base,
    route(
      { summary: "Remove the connection: members sign in with their passwords again" },
      {
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      await removeConnection(access.write(request), await noticeOf(request));
      return reply.code(204).send(null);
    },
  );

  api.put(
    `${base}/required`,
    route(
      {
        summary: "Require the company sign-in for members of the verified domains",
        description:
          "Members whose e-mail is in a verified domain may then use this workspace only with a session of its company sign-in; the owner keeps a password with a second factor (break-glass). Switching it on is refused to a caller who would be locked out.",
      },
      { body: ssoRequiredInputSchema, response: { 200: ssoStatusSchema } },
    ),
    async (request) => {
      const { member, role } = access.caller(request);
      if (!member) throw new Error("SSO settings are for members only");
      const caller = { role, session: member };
      const notice = await noticeOf(request);
      await setSsoRequired(access.write(request), request.body.required, caller, notice);
      return ssoStatus(app.db.orm, tenantOf(request), await originOf(request));
    },
  );

  domainRoutes(app);
  await ssoSignInRoutes(app);
}

/** Claiming, verifying and removing the workspace's e-mail domains. */
function domainRoutes(app: FastifyInstance) {
  const { api, access, route } = workspaceRoutes(app, { tags, kind: "admin" });
  const noticeOf = noticeFor(app);

  api.post(
    `${base}/domains`,
    route(
      { summary: "Claim an e-mail domain; publish its TXT record, then verify it" },
      { body: ssoDomainInputSchema, response: { 201: ssoDomainSchema } },
    ),
    async (request, reply) =>
      reply.code(201).send(toDomain(await addDomain(access.write(request), request.body))),
  );

  api.post(
    `${base}/domains/:id/verify`,
    route(
      {
        summary:
          "Look up the domain's TXT record and mark the domain verified when it holds our value",
      },
      { params: idParams, response: { 200: ssoDomainSchema } },
    ),
    async (request) =>
      toDomain(
        await verifyDomain(
          access.write(request),
          request.params.id,
          app.config.ssoDomainVerification,
          await noticeOf(request),
        ),
      ),
  );

  api.delete(
    `${base}/domains/:id`,
    route({ summary: "Remove a domain" }, { params: idParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await removeDomain(access.write(request), request.params.id, await noticeOf(request));
      return reply.code(204).send(null);
    },
  );
}
