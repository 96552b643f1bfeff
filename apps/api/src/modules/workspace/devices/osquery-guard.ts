import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { asSystem } from "../../../db/scope.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { deviceOfNodeKey, nodeKeyOf, type CheckinDevice } from "./checkin.ts";
import { hostLabelOf } from "./intake.ts";
import { readOsqueryBody } from "./osquery-body.ts";
import {
  createBodyGate,
  defaultOsqueryLimits,
  largeBodyBytes,
  NodeInvalid,
  osqueryBase,
  osqueryCaps,
  type OsqueryEndpoint,
} from "./osquery-intake.ts";
import { sha256 } from "./secrets.ts";
import type { SeenWriter } from "./seen.ts";
import type { DevicesOptions } from "./types.ts";

/*
 * The order in which an osquery request spends anything (ADR 0036):
 * 1. onRequest, nothing read yet: the per-address limit; with `Authorization: NodeKey` (osquery
 *    ≥ 5.23, osquery/remote/transports/tls.cpp) the per-key limit and the device lookup, an
 *    unknown key answered node_invalid there.
 * 2. The body parser, with the endpoint's caps: a body that is not an object is refused at its
 *    first byte; without the header the node key is checked the moment it streams past; a
 *    body growing past 64 KiB waits for a slot of the gate, and without a known key yet also
 *    counts against the per-address budget of anonymous large bodies.
 * 3. JSON.parse, then the handler, which reuses the device found on the way when the parsed
 *    key is the one that was checked.
 */

type Scan = {
  now: Date;
  key?: string | undefined;
  device?: CheckinDevice | undefined;
  release?: (() => void) | undefined;
  /** The body's decompressed size, once read. */
  bytes?: number | undefined;
};

const answered = (status: number, detail: string, seconds: number) =>
  new HttpError(status, detail, { "retry-after": String(seconds) });

function endpointOf(request: FastifyRequest): OsqueryEndpoint | undefined {
  const path = request.routeOptions.url?.slice(osqueryBase.length + 1);
  return path && path in osqueryCaps ? (path as OsqueryEndpoint) : undefined;
}

const headerKeyOf = (request: FastifyRequest) => nodeKeyOf(request.headers.authorization, {});

export function createIntake(app: FastifyInstance, seen: SeenWriter, options: DevicesOptions) {
  const limits = { ...defaultOsqueryLimits, ...definedOf(options.rateLimits ?? {}) };
  const scans = new WeakMap<FastifyRequest, Scan>();
  const gate = createBodyGate();
  const perMinute = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  const addressLimit = perMinute(limits.perAddress, (request) => `osquery-ip:${request.ip}`);
  const largeLimit = perMinute(
    limits.anonymousLargePerAddress,
    (request) => `osquery-large:${request.ip}`,
  );
  const keyLimit = perMinute(
    limits.perNodeKey,
    (request) => `node:${endpointOf(request)}:${sha256(scans.get(request)?.key ?? request.ip)}`,
  );
  const refuseOver = async (limit: typeof addressLimit, request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw answered(429, `Too many requests; try again in ${seconds} s`, seconds);
    }
  };

  // Keys refused at a Host, for a minute: keys are made at enrolment, an unknown one stays so.
  const unknownKeys = new Map<string, number>();
  const lookUp = async (request: FastifyRequest, scan: Scan, key: string | undefined) => {
    scan.key = key;
    await refuseOver(keyLimit, request);
    const host = hostLabelOf(request, app.config.appHost);
    const remembered = `${host ?? ""} ${key}`;
    if (!key || (unknownKeys.get(remembered) ?? 0) > Date.now()) return undefined;
    const device = await asSystem(() => deviceOfNodeKey(app.db.orm, seen, key, scan.now, host));
    if (!device) {
      if (unknownKeys.size >= 10_000) unknownKeys.clear();
      unknownKeys.set(remembered, Date.now() + 60_000);
    }
    return (scan.device = device);
  };

  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      await refuseOver(addressLimit, request);
      const scan: Scan = { now: app.clock() };
      scans.set(request, scan);
      reply.raw.once("close", () => scan.release?.());
      const key = headerKeyOf(request);
      if (!key || endpointOf(request) === "enroll") return;
      if (!(await lookUp(request, scan, key))) throw new NodeInvalid();
    },

    async parse(request: FastifyRequest, payload: IncomingMessage) {
      const scan = scans.get(request) ?? { now: app.clock() };
      const endpoint = endpointOf(request) ?? "log";
      const checked = scan.device !== undefined || endpoint === "enroll";
      return readOsqueryBody(payload, request.headers, osqueryCaps[endpoint], {
        largeAt: largeBodyBytes,
        read: (bytes) => (scan.bytes = bytes),
        large: async () => {
          if (!scan.device && endpoint !== "enroll") await refuseOver(largeLimit, request);
          scan.release = await gate.acquire(request.ip);
        },
        nodeKey: checked
          ? undefined
          : async (key) => {
              if (!(await lookUp(request, scan, key))) throw new NodeInvalid();
            },
      });
    },

    /** The request's device: the one checked before the body, if the parsed key is its key. */
    async deviceOf(request: FastifyRequest, body: Record<string, unknown>) {
      const scan = scans.get(request) ?? { now: app.clock() };
      const key = nodeKeyOf(request.headers.authorization, body);
      const { now, bytes = 0 } = scan;
      if (scan.device) return { device: scan.key === key ? scan.device : undefined, now, bytes };
      return { device: await lookUp(request, scan, key), now, bytes };
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;

function definedOf<T extends object>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
