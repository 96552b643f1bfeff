import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { withTenant } from "../../../db/scope.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { configFor, distributedRead } from "./checkin.ts";
import type { CheckinDevice } from "./checkin.ts";
import { enrollHost } from "./enroll.ts";
import { hostLabelOf } from "./intake.ts";
import { createIntake, type Intake } from "./osquery-guard.ts";
import { defaultOsqueryLimits, NodeInvalid, osqueryBase } from "./osquery-intake.ts";
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

export { osqueryBase };
type Body = Record<string, unknown>;

const bodyOf = (request: FastifyRequest): Body => (request.body as Body | undefined) ?? {};

function enrollLimit(options: DevicesOptions) {
  return {
    hook: "preHandler" as const,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      `secret:${sha256(String(bodyOf(request).enroll_secret ?? "") || request.ip)}`,
    max: options.rateLimits?.perEnrollSecret ?? defaultOsqueryLimits.perEnrollSecret,
  };
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The body may be left unread (refused before or while streaming): never reuse the socket.
  reply.header("connection", "close");
  if (error instanceof NodeInvalid) return reply.code(200).send({ node_invalid: true });
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, "osquery request failed");
  if (error instanceof HttpError) reply.headers(error.headers);
  const message = status >= 500 ? "Internal error; osquery will retry" : error.message;
  return reply.code(status).send({ error: message, node_invalid: false });
}

/** Registers the protocol in its own scope: its body parser and error answers stay here. */
export async function osqueryRoutes(app: FastifyInstance, options: DevicesOptions) {
  await app.register(async (scope) => {
    const seen = createSeenWriter({
      orm: scope.db.orm,
      onError: (error) =>
        scope.log.error({ err: error }, "could not store devices' last check-ins"),
    });
    scope.addHook("onClose", () => seen.stop());
    const intake = createIntake(scope, seen, options);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", intake.parse);
    scope.setErrorHandler(answerError);
    // Before anything else of the request, the body above all (ADR 0036).
    scope.addHook("onRequest", intake.onRequest);
    noStoreAnswers(scope);
    protocolRoutes(scope, options, intake);
  });
}

function protocolRoutes(app: FastifyInstance, options: DevicesOptions, intake: Intake) {
  const schema = { hide: true };
  const enroll = enrollLimit(options);
  // The workspace the Host names, which must be the secret's (ADR 0039).
  app.post(`${osqueryBase}/enroll`, { schema, config: { rateLimit: enroll } }, (request) =>
    enrollHost(app.db.orm, bodyOf(request), app.clock(), {
      hooks: options.hooks,
      host: hostLabelOf(request, app.config.appHost),
      devicesLimit: app.quotaLimits.devices,
    }),
  );

  /** A route that needs a valid node key; any other key gets node_invalid. */
  const nodeRoute = (
    path: string,
    handle: (device: CheckinDevice, body: Body, now: Date, bytes: number) => Promise<unknown>,
  ) =>
    app.post(`${osqueryBase}/${path}`, { schema }, async (request) => {
      const body = bodyOf(request);
      const { device, now, bytes } = await intake.deviceOf(request, body);
      if (!device) return { node_invalid: true };
      // The node key named the device and so its workspace (found across workspaces, see
      // osquery-guard.ts); everything the call does runs inside that workspace (ADR 0034).
      return withTenant(device.tenantId, () => handle(device, body, now, bytes));
    });

  nodeRoute("config", (device) => configFor(app.db.orm, device));
  nodeRoute("distributed/read", (device, _body, now) =>
    distributedRead(app.db.orm, device, now, options),
  );
  nodeRoute("distributed/write", (device, body, now) =>
    distributedWrite(app.db.orm, device, body, now, options),
  );
  nodeRoute("log", (device, body, now, bytes) =>
    ingestLog(app.db.orm, device, body, now, {
      bytes,
      perDayLimit: app.quotaLimits.device_log_bytes_per_day,
    }),
  );
}
