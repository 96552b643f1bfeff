import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFleet } from "./fleet.ts";
import { hostProfile } from "./profiles.ts";
import { runQuery } from "./sql.ts";

/*
 * The simulator against a tiny server that records what osquery would send; each expectation
 * names the osquery source it comes from.
 */

type Received = {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
};

const secret = "fwe_test-secret";
const received: Received[] = [];
let invalidateNext = false;

const config = {
  options: { distributed_interval: 30 },
  schedule: { hostname: { query: "SELECT hostname FROM system_info", interval: 60 } },
  decorators: { load: ["SELECT uuid AS host_uuid FROM system_info"] },
};

const work = {
  queries: {
    fleetward_detail_system: "SELECT hostname, uuid, hardware_serial FROM system_info",
    fleetward_policy_bitlocker: "SELECT 1 FROM bitlocker_info WHERE protection_status = 1",
    fleetward_policy_filevault: "SELECT 1 FROM disk_encryption WHERE filevault_status = 'on'",
    fleetward_custom: "SELECT * FROM no_such_table",
  },
  discovery: { fleetward_policy_filevault: "SELECT 1 FROM os_version WHERE platform = 'darwin'" },
  accelerate: 60,
};

function answer(path: string, body: Record<string, unknown>) {
  if (path.endsWith("/enroll")) {
    return body.enroll_secret === secret
      ? { node_key: `key-${String(body.host_identifier)}` }
      : { node_invalid: true };
  }
  if (invalidateNext) {
    invalidateNext = false;
    return { node_invalid: true };
  }
  if (path.endsWith("/config")) return config;
  if (path.endsWith("/distributed/read")) return work;
  return {};
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const text = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString()) as Record<string, unknown>;
}

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ path: request.url ?? "", headers: request.headers, body });
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(answer(request.url ?? "", body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const sent = (suffix: string) => received.filter((request) => request.path.endsWith(suffix));

describe("a simulated fleet", () => {
  it("enrols, fetches config, answers distributed queries and ships logs as osquery does", async () => {
    const fleet = startFleet({ url, secret, hosts: 2, autoStart: false, gzip: true });
    await fleet.checkInAll();

    // tls_enroll.cpp requestKey(): secret, identifier, platform_type as a string, host_details.
    const enroll = sent("/api/v1/osquery/enroll")[0]!;
    expect(enroll.headers["user-agent"]).toMatch(/^osquery\/5\./);
    expect(enroll.headers["content-encoding"]).toBeUndefined();
    expect(enroll.body).toMatchObject({ enroll_secret: secret, platform_type: "2" });
    const details = enroll.body.host_details as Record<string, Record<string, unknown>>;
    expect(Object.keys(details).sort()).toEqual([
      "os_version",
      "osquery_info",
      "platform_info",
      "system_info",
    ]);
    expect(enroll.body.host_identifier).toBe(details.system_info!.uuid);
    const values = Object.values(details).flatMap((table) => Object.values(table));
    expect(values.every((value) => typeof value === "string")).toBe(true);

    // remote/utility.h go(): every later body carries node_key.
    const later = received.filter((request) => !request.path.endsWith("/enroll"));
    expect(later.every((request) => String(request.body.node_key).startsWith("key-"))).toBe(true);

    // distributed.cpp serializeResults(): queries, statuses (integers), messages, stats.
    const write = sent("/distributed/write").find((request) =>
      String(request.body.node_key).endsWith(fleet.hosts[0]!.profile.uuid),
    )!;
    const queries = write.body.queries as Record<string, unknown[]>;
    expect(queries.fleetward_detail_system).toEqual([
      expect.objectContaining({ hostname: fleet.hosts[0]!.profile.hostname }),
    ]);
    expect(write.body.statuses).toMatchObject({
      fleetward_policy_bitlocker: 0,
      fleetward_custom: 1,
    });
    expect(write.body.messages).toMatchObject({ fleetward_custom: "no such table: no_such_table" });
    expect(queries.fleetward_custom).toEqual([]);
    // acceptWork(): a discovery query without rows keeps its query from running on Windows.
    expect(queries).not.toHaveProperty("fleetward_policy_filevault");
    expect(write.body).toHaveProperty("stats.fleetward_detail_system.wall_time_ms");

    // tls_logger.cpp send(): log_type and data lines, results decorated by the config.
    const results = sent("/log").filter((request) => request.body.log_type === "result");
    expect(results[0]!.headers["content-encoding"]).toBe("gzip");
    const line = (results[0]!.body.data as Record<string, unknown>[])[0]!;
    expect(line).toMatchObject({ name: "hostname", action: "added", numerics: false });
    expect(line.decorations).toHaveProperty("host_uuid");
    expect(sent("/log").some((request) => request.body.log_type === "status")).toBe(true);

    // The config's options set the cadence; accelerate makes the next read come in 5 s.
    expect(fleet.hosts[0]!.intervals.distributed).toBe(30);
    expect(fleet.hosts[0]!.nextDelaySeconds()).toBe(5);
    fleet.stop();
  });

  it("enrols again after node_invalid and reports a wrong secret", async () => {
    const fleet = startFleet({ url, secret, hosts: 1, autoStart: false });
    await fleet.checkInAll();
    invalidateNext = true;
    await fleet.hosts[0]!.tick();
    expect(fleet.hosts[0]!.nodeKey).toBeUndefined();
    await fleet.checkInAll();
    expect(fleet.stats()).toMatchObject({ enrolls: 2, nodeInvalid: 1, enrolled: 1 });

    const refused = startFleet({ url, secret: "wrong", hosts: 1, autoStart: false });
    await expect(refused.checkInAll()).rejects.toThrow(/node_invalid/);
    expect(refused.stats().enrolled).toBe(0);
  });

  it("answers from the host's tables: SQLite's WHERE, osquery's errors", () => {
    const unencrypted = hostProfile(3);
    expect(unencrypted.platform).toBe("windows");
    expect(
      runQuery(unencrypted, "SELECT 1 FROM bitlocker_info WHERE protection_status = 1").rows,
    ).toEqual([]);
    expect(
      runQuery(hostProfile(0), "SELECT 1 FROM bitlocker_info WHERE protection_status = 1").rows,
    ).toEqual([{ "1": "1" }]);
    expect(runQuery(hostProfile(2), "SELECT * FROM bitlocker_info")).toMatchObject({
      status: 1,
      message: "no such table: bitlocker_info",
    });
    const fiveHosts = Array.from({ length: 5 }, (_, i) => hostProfile(i));
    expect(fiveHosts.filter((host) => !host.posture.diskEncrypted)).toHaveLength(2);
    expect(new Set(fiveHosts.map((host) => host.serial)).size).toBe(5);
  });
});
