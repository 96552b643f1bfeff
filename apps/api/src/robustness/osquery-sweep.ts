import type { FastifyInstance } from "fastify";
import { enrollBody, osqueryClient } from "../modules/workspace/devices/test-support.ts";

/*
 * osquery's check-ins for the cross-workspace sweep (another-customer.test.ts): what a node
 * sends on each path of the TLS remote protocol (ADR 0025), at a Host of our choosing.
 */

/** The paths that take a node key. */
export const checkinPaths = ["config", "distributed/read", "distributed/write", "log"] as const;
export type CheckinPath = (typeof checkinPaths)[number];

const policyQuery = (policyId: string) => `fleetward_policy_${policyId}`;

/**
 * What a node sends on `path`: distributed/write answers the policy queries of `policyIds`
 * (a row: the policy passes; none: it fails), log sends one status line.
 */
export function checkinBody(path: CheckinPath, nodeKey: string, policyIds: string[], pass = true) {
  switch (path) {
    case "distributed/write":
      return {
        node_key: nodeKey,
        queries: Object.fromEntries(
          policyIds.map((id) => [policyQuery(id), pass ? [{ "1": "1" }] : []]),
        ),
        statuses: Object.fromEntries(policyIds.map((id) => [policyQuery(id), 0])),
      };
    case "log":
      return {
        node_key: nodeKey,
        log_type: "status",
        data: [
          {
            severity: "0",
            filename: "sweep.cpp",
            line: "1",
            message: "cross-workspace sweep",
            version: "5.12.1",
          },
        ],
      };
    default:
      return { node_key: nodeKey };
  }
}

/** A machine that has never enrolled anywhere. */
export function freshMachine(hostname: string) {
  return {
    hostname,
    uuid: crypto.randomUUID().toUpperCase(),
    serial: `SWEEP-${crypto.randomUUID().slice(0, 8)}`,
    platform: "darwin" as const,
  };
}

/** osquery's calls to `host`: a check-in on `path`, or an enrolment with `secret`. */
export function osqueryAt(app: FastifyInstance, host: string) {
  const client = osqueryClient(() => app);
  return {
    checkin: (path: CheckinPath, nodeKey: string, policyIds: string[], pass = true) =>
      client.post(path, checkinBody(path, nodeKey, policyIds, pass), { headers: { host } }),
    enroll: (secret: string, hostname: string) =>
      client.post("enroll", enrollBody(secret, freshMachine(hostname)), { headers: { host } }),
  };
}
