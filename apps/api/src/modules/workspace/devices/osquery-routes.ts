import type { IncomingMessage } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { asSystem, withTenant } from "../../../db/scope.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { deviceOfNodeKey, configFor, distributedRead, nodeKeyOf } from "./checkin.ts";
import type { CheckinDevice } from "./checkin.ts";
import { enrollHost } from "./enroll.ts";
import { hostLabelOf } from "./intake.ts";
import { readOsqueryBody } from "./osquery-body.ts";
import { distributedWrite, ingestLog } from "./results.ts";
import { sha256 } from "./secrets.ts";
import { createSeenWriter } from "./seen.ts";
import type { DevicesOptions } from "./types.ts";

/*
 * osquery's TLS remote API (docs/wiki/deployment/remote.md) at the paths users type into
 * their flags files. These are not workspace-session routes: the enrolment secret, then the
 * node key, decide the workspace. osquery reads the body, not the status, so every answer —
 * refusals included — is a JSON object; an unknown node key is `{"node_invalid": true}`
 * with 200, which makes osquery enrol again. Hidden from the OpenAPI document (it is
 * osquery's protocol, not ours), so the API-wide robustness suites do not probe it; its own
 * conformance tests do.
 */

export const osqueryBase = "/api/v1/osquery";
type Body = Record<string, unknown>;

const bodyOf = (request: FastifyRequest): Body => (request.body as Body | undefined) ?? {};

const defaultLimits = { perNodeKey: 120, perEnrollSecret: 1200 };

function rateLimits(options: DevicesOptions) {
  const limits = {
    perNodeKey: options.rateLimits?.perNodeKey ?? defaultLimits.perNodeKey,
    perEnrollSecret: options.rateLimits?.perEnrollSecret ?? defaultLimits.perEnrollSecret,
  };
  const keyed = (prefix: string, key: (request: FastifyRequest) => string | undefined) => ({
    hook: "preHandler" as const,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${prefix}:${sha256(key(request) ?? request.ip)}`,
  });
  return {
    enroll: {
      ...keyed("secret", (request) => String(bodyOf(request).enroll_secret ?? "")),
      max: limits.perEnrollSecret,
    },
    node: {
      ...keyed("node", (request) => nodeKeyOf(request.headers.authorization, bodyOf(request))),
      max: limits.perNodeKey,
    },
  };
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, "osquery request failed");
  if (error instanceof HttpError) reply.headers(error.headers);
  const message = status >= 500 ? "Internal error; osquery will retry" : error.message;
  return reply.code(status).send({ error: message, node_invalid: false });
}

/** Registers the protocol in its own scope: its body parser and error answers stay here. */
export async function osqueryRoutes(app: FastifyInstance, options: DevicesOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", async (request: FastifyRequest, payload: IncomingMessage) =>
      readOsqueryBody(payload, request.headers),
    );
    scope.setErrorHandler(answerError);
    noStoreAnswers(scope);
    protocolRoutes(scope, options);
  });
}

function protocolRoutes(app: FastifyInstance, options: DevicesOptions) {
  const limits = rateLimits(options);
  const schema = { hide: true };
  const seen = createSeenWriter({
    orm: app.db.orm,
    onError: (error) => app.log.error({ err: error }, "could not store devices' last check-ins"),
  });
  app.addHook("onClose", () => seen.stop());
  // The workspace the Host names, which must be the device's or the secret's (ADR 0039).
  const hostOf = (request: FastifyRequest) => hostLabelOf(request, app.config.appHost);

  app.post(`${osqueryBase}/enroll`, { schema, config: { rateLimit: limits.enroll } }, (request) =>
    enrollHost(app.db.orm, bodyOf(request), app.clock(), options.hooks, hostOf(request)),
  );

  /** A route that needs a valid node key; any other key gets node_invalid. */
  const nodeRoute = (
    path: string,
    handle: (device: CheckinDevice, body: Body, now: Date) => Promise<unknown>,
  ) =>
    app.post(
      `${osqueryBase}/${path}`,
      { schema, config: { rateLimit: limits.node } },
      async (request) => {
        const body = bodyOf(request);
        const now = app.clock();
        const key = nodeKeyOf(request.headers.authorization, body);
        // The node key names the device and so its workspace: found across workspaces, then
        // everything the call does runs inside that workspace (ADR 0034).
        const host = hostOf(request);
        const device = await asSystem(() => deviceOfNodeKey(app.db.orm, seen, key, now, host));
        if (!device) return { node_invalid: true };
        return withTenant(device.tenantId, () => handle(device, body, now));
      },
    );

  nodeRoute("config", (device) => configFor(app.db.orm, device));
  nodeRoute("distributed/read", (device, _body, now) =>
    distributedRead(app.db.orm, device, now, options),
  );
  nodeRoute("distributed/write", (device, body, now) =>
    distributedWrite(app.db.orm, device, body, now, options),
  );
  nodeRoute("log", (device, body, now) => ingestLog(app.db.orm, device, body, now));
}
