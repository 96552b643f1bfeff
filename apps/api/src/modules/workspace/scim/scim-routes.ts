import { scimBasePath, scimRequestsPerMinute } from "@fleetward/contracts/workspace-scim";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { asSystem, withTenant } from "../../../db/scope.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { appUrlOf, trialStateOf } from "../../account/trials/service.ts";
import { assertWritable, workspaceLabel, workspaceWithId } from "../core/service.ts";
import { resourceTypes, schemas, serviceProviderConfig } from "./discovery.ts";
import { ScimError, scimErrorBody, type ScimType } from "./errors.ts";
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  patchGroup,
  replaceGroup,
} from "./groups.ts";
import { scimTokenGrant } from "./service.ts";
import {
  createdUser,
  deleteUser,
  getUser,
  listUsers,
  patchUser,
  replaceUser,
  type ScimCall,
} from "./users.ts";

/*
 * `/scim/v2` (RFC 7644), a scope of its own: the workspace's SCIM token decides the workspace
 * (no session, no Host needed), bodies are `application/scim+json` or `application/json`, and
 * every error is SCIM's error message. Hidden from the OpenAPI document: it is SCIM's API,
 * described by its own discovery endpoints.
 */

const scimType = "application/scim+json";

declare module "fastify" {
  interface FastifyRequest {
    scimGrant?: { id: string; tenantId: string; appDomain: string };
  }
}

const unauthorized = () =>
  new ScimError(401, "The SCIM token is unknown, revoked or missing", undefined, {
    "www-authenticate": 'Bearer realm="fleetward-scim", error="invalid_token"',
  });

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  let type: ScimType | undefined = error instanceof ScimError ? error.scimType : undefined;
  let detail = status >= 500 ? "Internal error" : error.message;
  if (status >= 500) request.log.error({ err: error }, "SCIM request failed");
  if (error instanceof ScimError || error instanceof HttpError) reply.headers(error.headers);
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") status = 415;
  if (status === 409 && !type) type = "uniqueness";
  // The people rules answer 422 (a manager loop…): SCIM has no 422.
  if (status === 422) {
    status = 400;
    type = "invalidValue";
    detail = error.message;
  }
  return reply
    .code(status)
    .type(scimType)
    .send(scimErrorBody(status, detail, status === 400 && !type ? "invalidSyntax" : type));
}

function parseJson(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (e: Error | null, v?: unknown) => void,
) {
  try {
    done(null, JSON.parse(body.toString()));
  } catch {
    done(new ScimError(400, "The body is not valid JSON", "invalidSyntax"));
  }
}

export async function scimProtocolRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(["application/json", scimType], { parseAs: "string" }, parseJson);
    scope.setErrorHandler(answerError);
    const limit = app.rateLimit({
      max: scimRequestsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `scim:${request.scimGrant?.id ?? request.ip}`,
    });
    scope.addHook("onRequest", async (request, reply) => {
      const header = request.headers.authorization ?? "";
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) throw unauthorized();
      const now = app.clock();
      // The lookup that finds the workspace from the token, before any tenant is known.
      const grant = await asSystem(() => scimTokenGrant(app.db.orm, token, now));
      if (!grant) throw unauthorized();
      const context = await withTenant(grant.tenantId, () =>
        workspaceWithId(app.db.orm, grant.tenantId, trialStateOf),
      );
      const label = workspaceLabel(
        request.hostname,
        app.config.appHost,
        request.headers["x-workspace"],
      );
      // A Host naming another workspace than the token's: as for an unknown token.
      if (label && label !== context.workspace.appDomain) throw unauthorized();
      request.scimGrant = { ...grant, appDomain: context.workspace.appDomain };
      await limit.call(app, request, reply);
    });
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const type = String(reply.getHeader("content-type") ?? "");
      if (type.startsWith("application/json")) reply.type(scimType);
    });
    protocol(scope);
  });
}

/** The workspace, time and actor of a SCIM call, from the token the onRequest hook checked. */
function scimCallOf(app: FastifyInstance, request: FastifyRequest): ScimCall {
  const grant = request.scimGrant;
  if (!grant) throw unauthorized();
  const baseUrl = `${appUrlOf(app.config, grant.appDomain)}${scimBasePath}`;
  return {
    orm: app.db.orm,
    tenantId: grant.tenantId,
    baseUrl,
    write: {
      orm: app.db.orm,
      now: app.clock(),
      actor: { userId: null, name: "SCIM provisioning" },
      open: async (tx) => {
        const context = await workspaceWithId(tx, grant.tenantId, trialStateOf);
        assertWritable(context);
        return context;
      },
    },
  };
}

function protocol(app: FastifyInstance) {
  const schema = { hide: true };
  const callOf = (request: FastifyRequest) => scimCallOf(app, request);
  type Handler = (call: ScimCall, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const route = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    handle: Handler,
  ) =>
    app.route({
      method,
      url: `${scimBasePath}${path}`,
      schema,
      handler: (request, reply) => {
        const call = callOf(request);
        return withTenant(call.tenantId, () => handle(call, request, reply));
      },
    });
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;

  route("GET", "/ServiceProviderConfig", async (call) => serviceProviderConfig(call.baseUrl));
  route("GET", "/ResourceTypes", async (call) => {
    const list = resourceTypes(call.baseUrl);
    return {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      totalResults: list.length,
      Resources: list,
    };
  });
  route("GET", "/Schemas", async (call) => {
    const list = schemas(call.baseUrl);
    return {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      totalResults: list.length,
      Resources: list,
    };
  });

  route("GET", "/Users", (call, request) => listUsers(call, query(request)));
  route("POST", "/Users", async (call, request, reply) =>
    reply.code(201).send(await createdUser(call, request.body)),
  );
  route("GET", "/Users/:id", (call, request) => getUser(call, id(request)));
  route("PUT", "/Users/:id", (call, request) => replaceUser(call, id(request), request.body));
  route("PATCH", "/Users/:id", (call, request) => patchUser(call, id(request), request.body));
  route("DELETE", "/Users/:id", async (call, request, reply) => {
    await deleteUser(call, id(request));
    return reply.code(204).send();
  });

  route("GET", "/Groups", (call, request) => listGroups(call, query(request)));
  route("POST", "/Groups", async (call, request, reply) =>
    reply.code(201).send(await createGroup(call, request.body)),
  );
  route("GET", "/Groups/:id", (call, request) => getGroup(call, id(request), query(request)));
  route("PUT", "/Groups/:id", (call, request) => replaceGroup(call, id(request), request.body));
  route("PATCH", "/Groups/:id", async (call, request, reply) => {
    await patchGroup(call, id(request), request.body);
    return reply.code(204).send();
  });
  route("DELETE", "/Groups/:id", async (call, request, reply) => {
    await deleteGroup(call, id(request));
    return reply.code(204).send();
  });
  app.all(`${scimBasePath}/*`, { schema }, async () => {
    throw new ScimError(404, "No such SCIM endpoint");
  });
}
