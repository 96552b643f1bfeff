import fastifyFormbody from "@fastify/formbody";
import { loginResponseSchema } from "@fleetward/contracts/auth";
import {
  ssoAvailabilitySchema,
  ssoDiscoveryResponseSchema,
  ssoDiscoverySchema,
  ssoExchangeSchema,
  ssoFragment,
  ssoPaths,
  ssoStartResponseSchema,
  ssoStartSchema,
} from "@fleetward/contracts/workspace-sso";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { asSystem, withTenant } from "../../../db/scope.ts";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { errorResponses } from "../../../lib/forms.ts";
import { guardedFetch } from "../../../lib/guarded-fetch.ts";
import { clientOf } from "../../../lib/request-context.ts";
import { appUrlOf, trialStateOf } from "../../account/trials/service.ts";
import { workspaceAt, workspaceLabel, workspaceWithId } from "../core/service.ts";
import type { SsoDeps } from "./connection.ts";
import { serviceProviderOf } from "./connection.ts";
import { SsoRefusal } from "./protocol.ts";
import { findConnection, workspaceOfDomain } from "./repository.ts";
import { spMetadata } from "./saml.ts";
import { exchangeHandover, finishSignIn, startSignIn, type ProviderAnswer } from "./sign-in.ts";

const tags = ["sso"];
/** Per client address: starting and finishing cost the provider a round trip, so a flood is cut. */
const limits = {
  start: { max: 30, timeWindow: "1 minute" },
  callback: { max: 30, timeWindow: "1 minute" },
  exchange: { max: 30, timeWindow: "1 minute" },
  discover: { max: 20, timeWindow: "1 minute" },
} as const;

export function ssoDeps(app: FastifyInstance): SsoDeps {
  return {
    orm: app.db.orm,
    secretBox: app.secretBox,
    clock: app.clock,
    fetcher: guardedFetch({ allowPrivate: app.config.ssoAllowPrivate }),
    allowHttp: app.config.ssoAllowPrivate,
  };
}

/** The open workspace a request's Host (or X-Workspace) names, with its own origin; else 404. */
function workspaceOfRequest(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const label = workspaceLabel(
      request.hostname,
      app.config.appHost,
      request.headers["x-workspace"],
    );
    const { workspace } = await asSystem(() => workspaceAt(app.db.orm, label, trialStateOf));
    return { tenantId: workspace.id, origin: appUrlOf(app.config, workspace.appDomain) };
  };
}

/**
 * The browser goes back to the workspace with a one-time code, or the reason it failed, in
 * the fragment: never in the query, so no server log, proxy or Referer ever sees it.
 */
function backToWorkspace(reply: FastifyReply, origin: string, fragment: string) {
  return reply.header("cache-control", "no-store").redirect(`${origin}/workspace#${fragment}`, 303);
}

async function finishAndReturn(
  app: FastifyInstance,
  deps: SsoDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ProviderAnswer,
) {
  const workspace = await workspaceOfRequest(app)(request);
  try {
    const locale = localeFromAcceptLanguage(request.headers["accept-language"]) ?? "en";
    const code = await finishSignIn(deps, workspace, answer, locale);
    return backToWorkspace(reply, workspace.origin, `${ssoFragment.code}=${code}`);
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    request.log.warn({ refusal: error.code, reason: error.message }, "company sign-in refused");
    return backToWorkspace(reply, workspace.origin, `${ssoFragment.error}=${error.code}`);
  }
}

/** The company sign-in's public calls, on the workspace's own origin (ADR 0055). */
export async function ssoSignInRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = ssoDeps(app);
  const workspaceOf = workspaceOfRequest(app);

  api.get(
    "/api/sso/availability",
    {
      schema: {
        tags,
        summary: "Does this workspace offer a company sign-in?",
        response: { 200: ssoAvailabilitySchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { tenantId } = await workspaceOf(request);
      const connection = await withTenant(tenantId, () => findConnection(app.db.orm, tenantId));
      return { available: connection !== undefined };
    },
  );

  api.post(
    "/api/sso/start",
    {
      config: { rateLimit: limits.start },
      schema: {
        tags,
        summary: "Start a company sign-in: where to send the browser",
        description:
          "Anonymous; writes nothing. `binding_hash` is the base64url SHA-256 of a random value the browser keeps and gives back to `/api/sso/exchange`.",
        body: ssoStartSchema,
        response: { 200: ssoStartResponseSchema, ...errorResponses(404, 422, 429, 502) },
      },
    },
    async (request) => startSignIn(deps, await workspaceOf(request), request.body.binding_hash),
  );

  await providerReturnRoutes(app, deps);

  api.post(
    "/api/sso/exchange",
    {
      config: { rateLimit: limits.exchange },
      schema: {
        tags,
        summary: "Exchange the one-time code of a finished company sign-in for a session",
        body: ssoExchangeSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) =>
      exchangeHandover(deps, await workspaceOf(request), request.body, clientOf(request)),
  );

  api.post(
    "/api/sso/discover",
    {
      config: { rateLimit: limits.discover },
      schema: {
        tags,
        summary: "Where an e-mail address's company signs in, if its domain has a company sign-in",
        body: ssoDiscoverySchema,
        response: { 200: ssoDiscoveryResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const domain = request.body.email
        .slice(request.body.email.lastIndexOf("@") + 1)
        .toLowerCase();
      const origin = await asSystem(async () => {
        const tenantId = await workspaceOfDomain(app.db.orm, domain);
        if (!tenantId) return null;
        const { workspace } = await workspaceWithId(app.db.orm, tenantId, trialStateOf);
        return appUrlOf(app.config, workspace.appDomain);
      }).catch(() => null);
      return { sign_in_url: origin ? `${origin}/workspace?sso=start` : null };
    },
  );
}

/** Where the provider sends the browser back, and our SAML metadata. */
async function providerReturnRoutes(app: FastifyInstance, deps: SsoDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const workspaceOf = workspaceOfRequest(app);

  api.get(
    ssoPaths.oidcCallback,
    {
      config: { rateLimit: limits.callback },
      schema: {
        tags,
        summary: "Where the OpenID provider sends the browser back (code and state)",
        querystring: z.object({ state: z.string().max(200).default("") }).loose(),
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, (await workspaceOf(request)).origin);
      const answer = { protocol: "oidc" as const, callbackUrl, state: request.query.state };
      return finishAndReturn(app, deps, request, reply, answer);
    },
  );

  await api.register(async (formScope) => {
    // The IdP posts the answer as a form (HTTP-POST binding); signed XML is seldom over 100 KB.
    await formScope.register(fastifyFormbody, { bodyLimit: 512 * 1024 });
    formScope.withTypeProvider<ZodTypeProvider>().post(
      ssoPaths.samlAcs,
      {
        config: { rateLimit: limits.callback },
        schema: {
          tags,
          summary: "SAML Assertion Consumer Service (HTTP-POST binding)",
          consumes: ["application/x-www-form-urlencoded"],
          body: z.object({
            SAMLResponse: z.string().min(1).max(700_000),
            RelayState: z.string().max(200).default(""),
          }),
        },
      },
      async (request, reply) => {
        const { SAMLResponse, RelayState } = request.body;
        const answer = {
          protocol: "saml" as const,
          samlResponse: SAMLResponse,
          relayState: RelayState,
        };
        return finishAndReturn(app, deps, request, reply, answer);
      },
    );
  });

  api.get(
    ssoPaths.samlMetadata,
    { schema: { tags, summary: "Our SAML service provider metadata (XML)" } },
    async (request, reply) => {
      const { origin } = await workspaceOf(request);
      return reply
        .type("application/samlmetadata+xml")
        .send(spMetadata(serviceProviderOf(origin).saml));
    },
  );
}
