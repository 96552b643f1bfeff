import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days } from "../../../lib/clock.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant, type Call } from "../../../test-support/workspace.ts";
import { runDeviceHousekeeping } from "./housekeeping.ts";
import { createSeenWriter } from "./seen.ts";
import { deviceLogs, devices } from "./schema.ts";
import { sha256 } from "./secrets.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";
import type { DeviceEnrolledEvent, DeviceOfflineEvent, QuerySource } from "./types.ts";

/*
 * Conformance with osquery's TLS remote API, each expectation from the osquery source it
 * comes from (github.com/osquery/osquery):
 * - docs/wiki/deployment/remote.md: endpoints, bodies, node_key, node_invalid;
 * - plugins/remote/enroll/tls_enroll.cpp: enroll_secret, host_identifier, platform_type,
 *   host_details; the answer's node_key;
 * - osquery/distributed/distributed.cpp: acceptWork (queries, discovery, accelerate as an
 *   integer) and serializeResults (queries, statuses, messages, stats);
 * - plugins/logger/tls_logger.cpp: log_type, data, and gzip bodies (logger_tls_compress).
 */

const recorded: { name: string; rows: unknown[]; status: number }[] = [];
/** Another module's queries, as the policies module plugs in (interfaces: QuerySource). */
const policySource: QuerySource = {
  prefix: "fleetward_policy_",
  recheckMs: 10 * 60_000,
  queriesFor: async () => ({
    fleetward_policy_disk:
      "SELECT 1 FROM disk_encryption WHERE encrypted = 1 AND name = '/dev/disk1s1';",
  }),
  record: async (_orm, _device, results) => void recorded.push(...results),
};
const offline: DeviceOfflineEvent[] = [];
const enrolled: DeviceEnrolledEvent[] = [];

const mac = {
  hostname: "ada-mbp",
  uuid: "5C4D1E2F-8A9B-4C3D-9E8F-7A6B5C4D3E2F",
  serial: "SAMPLE-C02XK1",
  platform: "darwin" as const,
};

describe.each(testDatabases)("osquery remote protocol on $name", (database) => {
  let app: FastifyInstance;
  let as: Call;
  let secret: string;
  let nodeKey: string;
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    for (const events of [recorded, offline, enrolled]) events.length = 0;
    app = await createTestApp(database, {
      devices: {
        querySources: [policySource],
        hooks: {
          deviceEnrolled: (event) => void enrolled.push(event),
          deviceOffline: (event) => void offline.push(event),
        },
        rateLimits: { perNodeKey: 40, perEnrollSecret: 40 },
      },
    });
    ({ as } = await workspaceTenant(app, "osq"));
    secret = jsonOf(
      await as("POST", "/api/workspace/enroll-secrets", { name: "Laptops" }),
      201,
    ).secret;
  });
  afterAll(() => app.close());

  const deviceOf = async (key: string) =>
    (
      await app.db.orm
        .select()
        .from(devices)
        .where(eq(devices.nodeKeyHash, sha256(key)))
    )[0];

  it("keeps the protocol out of the OpenAPI document (it is osquery's, not ours)", () => {
    const paths = Object.keys((app.swagger() as { paths: object }).paths);
    expect(paths.filter((path) => path.startsWith("/api/v1/osquery"))).toEqual([]);
    expect(paths).toContain("/api/workspace/enroll-secrets");
  });

  it("refuses a wrong or missing secret with node_invalid (remote.md, tls_enroll.cpp)", async () => {
    expect(await osquery.json("enroll", enrollBody("fwe_not-a-secret", mac))).toEqual({
      node_invalid: true,
    });
    expect(await osquery.json("enroll", { host_identifier: mac.uuid })).toEqual({
      node_invalid: true,
    });
  });

  it("enrols with the secret and answers a node key it stores only hashed (tls_enroll.cpp requestKey)", async () => {
    const answer = await osquery.json("enroll", enrollBody(secret, mac));
    nodeKey = answer.node_key as string;
    expect(nodeKey).toMatch(/^fwn_[A-Za-z0-9_-]{43}$/);
    const device = await deviceOf(nodeKey);
    expect(device).toMatchObject({
      platform: "macos",
      osVersion: "14.5",
      hardwareSerial: "SAMPLE-C02XK1",
    });
    expect(JSON.stringify(device)).not.toContain(nodeKey);
    const [listed] = jsonOf(await as("GET", "/api/workspace/enroll-secrets")).items;
    expect(listed).toMatchObject({ name: "Laptops", devices: 1 });
    expect(listed.last_used_at).not.toBeNull();
  });

  it("serves the config to a node key in the body or in Authorization: NodeKey (remote.md)", async () => {
    const config = await osquery.json("config", { node_key: nodeKey });
    expect(config).toMatchObject({ options: { distributed_interval: 10 }, node_invalid: false });
    expect(Object.keys(config.schedule as object)).toEqual(["fleetward_software_apps"]);
    expect((config.decorators as { load: string[] }).load.length).toBeGreaterThan(0);
    const byHeader = await osquery.json(
      "config",
      {},
      { headers: { authorization: `NodeKey ${nodeKey}` } },
    );
    expect(byHeader.schedule).toEqual(config.schedule);
  });

  it("answers node_invalid to an unknown key on every endpoint, so osquery re-enrols (remote.md)", async () => {
    for (const path of ["config", "log", "distributed/read", "distributed/write"]) {
      expect(
        await osquery.json(path, { node_key: "fwn_unknown", log_type: "status", data: [] }),
      ).toEqual({ node_invalid: true });
    }
  });

  it("asks a new host for its details, with discovery and an integer accelerate (distributed.cpp acceptWork)", async () => {
    const read = await osquery.json("distributed/read", { node_key: nodeKey });
    const queries = read.queries as Record<string, string>;
    expect(Object.keys(queries)).toEqual(
      expect.arrayContaining([
        "fleetward_detail_system_info",
        "fleetward_software_apps",
        "fleetward_policy_disk",
      ]),
    );
    expect(queries.fleetward_software_programs).toBeUndefined();
    expect(read.discovery).toHaveProperty("fleetward_software_homebrew_packages");
    expect(Number.isInteger(read.accelerate)).toBe(true);
    // Asked once: details come again at their interval, other sources' queries at their recheck.
    const again = await osquery.json("distributed/read", { node_key: nodeKey });
    expect(again.queries).toEqual({});
  });

  it('reads distributed/write from old and new agents: "" for [], statuses as strings (distributed.cpp serializeResults)', async () => {
    const write = await osquery.json("distributed/write", {
      node_key: nodeKey,
      queries: {
        fleetward_detail_system_info: [
          {
            hostname: "ada-mbp.local",
            uuid: mac.uuid,
            cpu_brand: "Apple M1 Pro",
            cpu_physical_cores: "10",
            cpu_logical_cores: "10",
            physical_memory: "34359738368",
            hardware_vendor: "Apple Inc.",
            hardware_model: "MacBookPro18,3",
            hardware_serial: mac.serial,
            computer_name: "Ada's MacBook Pro",
          },
        ],
        fleetward_detail_uptime: [{ total_seconds: "86400" }],
        fleetward_detail_disk_space: [
          { bytes_available: "107374182400", bytes_total: "494384795648" },
        ],
        fleetward_detail_network: [{ address: "192.168.1.23", mac: "A4:83:E7:12:34:56" }],
        fleetward_detail_logged_in_users: "",
        fleetward_software_apps: [
          { name: "Google Chrome.app", version: "125.0.6422.142", source: "apps" },
          { name: "Slack.app", version: "4.38.125", source: "apps" },
        ],
        fleetward_software_homebrew_packages: "",
        fleetward_policy_disk: [{ "1": "1" }],
      },
      statuses: {
        fleetward_detail_system_info: "0",
        fleetward_software_apps: 0,
        fleetward_policy_disk: "0",
        fleetward_software_homebrew_packages: 1,
      },
      messages: { fleetward_software_homebrew_packages: "no such table: homebrew_packages" },
      stats: {
        fleetward_detail_uptime: { wall_time_ms: 1, user_time: 0, system_time: 0, memory: 0 },
      },
    });
    expect(write).toEqual({ node_invalid: false });
    expect(await deviceOf(nodeKey)).toMatchObject({
      hostname: "ada-mbp.local",
      memoryBytes: 34359738368,
      diskFreeBytes: 107374182400,
      primaryIp: "192.168.1.23",
      primaryMac: "a4:83:e7:12:34:56",
      uptimeSeconds: 86400,
    });
    expect(recorded).toEqual([{ name: "fleetward_policy_disk", rows: [{ "1": "1" }], status: 0 }]);
    const read = await osquery.json("distributed/read", { node_key: nodeKey });
    expect(read).not.toHaveProperty("accelerate");
  });

  it("stores result and status logs, gzip-compressed too, and reads software snapshots (tls_logger.cpp)", async () => {
    const snapshot = {
      name: "fleetward_software_apps",
      hostIdentifier: mac.uuid,
      calendarTime: "Mon Jun  3 10:00:00 2024 UTC",
      unixTime: 1717408800,
      epoch: 0,
      counter: 0,
      numerics: false,
      decorations: { host_uuid: mac.uuid, hostname: "ada-mbp.local" },
      snapshot: [{ name: "zoom.us.app", version: "6.0.11", source: "apps" }],
      action: "snapshot",
    };
    expect(
      await osquery.json(
        "log",
        { node_key: nodeKey, log_type: "result", data: [snapshot] },
        { gzip: true },
      ),
    ).toEqual({ node_invalid: false });
    const status = {
      hostIdentifier: mac.uuid,
      calendarTime: "Mon Jun  3 10:00:01 2024 UTC",
      unixTime: "1717408801",
      severity: "2",
      filename: "tls.cpp",
      line: "245",
      message: "TLS/HTTPS POST request to URI failed",
      version: "5.12.1",
    };
    await osquery.json("log", { node_key: nodeKey, log_type: "status", data: [status] });
    const device = await deviceOf(nodeKey);
    const software = jsonOf(await as("GET", `/api/workspace/devices/${device?.id}/software`));
    expect(software.items.map((item: { name: string }) => item.name)).toEqual(["zoom.us.app"]);
    const detail = jsonOf(await as("GET", `/api/workspace/devices/${device?.id}`));
    expect(detail.recent_errors).toEqual([
      expect.objectContaining({ message: "TLS/HTTPS POST request to URI failed", severity: 2 }),
    ]);
  });

  it("refuses a gzip bomb with 413 and JSON, and malformed bodies with 400 and JSON, never a 5xx", async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(200_000);
    const answers = [
      await app.inject({
        method: "POST",
        url: "/api/v1/osquery/log",
        headers: { "content-type": "application/json", "content-encoding": "gzip" },
        payload: bomb,
      }),
      await osquery.post("log", "not json"),
      await app.inject({
        method: "POST",
        url: "/api/v1/osquery/log",
        headers: { "content-type": "application/json", "content-encoding": "gzip" },
        payload: "plain text",
      }),
      await app.inject({
        method: "POST",
        url: "/api/v1/osquery/config",
        headers: { "content-type": "application/json" },
        payload: '{"node_key": ',
      }),
      await app.inject({
        method: "POST",
        url: "/api/v1/osquery/config",
        headers: { "content-type": "application/json" },
        payload: "[1,2]",
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([413, 400, 400, 400, 400]);
    for (const answer of answers)
      expect(answer.json()).toMatchObject({ node_invalid: false, error: expect.any(String) });
  });

  it("re-enrols the same hardware into the same device; the old key is then invalid", async () => {
    const before = await deviceOf(nodeKey);
    const again = await osquery.json(
      "enroll",
      enrollBody(secret, { ...mac, hostname: "ada-mbp-2" }),
    );
    expect((await deviceOf(again.node_key as string))?.id).toBe(before?.id);
    expect(enrolled).toEqual([
      expect.objectContaining({ deviceId: before?.id, platform: "macos" }),
    ]);
    expect(await osquery.json("config", { node_key: nodeKey })).toEqual({ node_invalid: true });
    nodeKey = again.node_key as string;
    expect(jsonOf(await as("GET", "/api/workspace/devices")).items).toHaveLength(1);
  });

  it("keeps every workspace's devices apart, even for the same hardware", async () => {
    const other = await workspaceTenant(app, "osq-other");
    const otherSecret = jsonOf(
      await other.as("POST", "/api/workspace/enroll-secrets", { name: "B" }),
      201,
    ).secret;
    const otherKey = (await osquery.json("enroll", enrollBody(otherSecret, mac)))
      .node_key as string;
    const mine = await deviceOf(nodeKey);
    const theirs = await deviceOf(otherKey);
    expect(theirs?.id).not.toBe(mine?.id);
    expect(theirs?.tenantId).not.toBe(mine?.tenantId);
    await osquery.json("distributed/write", {
      node_key: otherKey,
      queries: { fleetward_detail_system_info: [{ hostname: "intruder" }] },
      statuses: {},
    });
    expect((await deviceOf(nodeKey))?.hostname).toBe("ada-mbp-2");
    expect((await other.as("GET", `/api/workspace/devices/${mine?.id}`)).statusCode).toBe(404);
    expect((await other.as("POST", `/api/workspace/devices/${mine?.id}/unlink`)).statusCode).toBe(
      404,
    );
  });

  it("enrols nothing with a revoked secret; its devices keep reporting", async () => {
    const [listed] = jsonOf(await as("GET", "/api/workspace/enroll-secrets")).items;
    expect((await as("DELETE", `/api/workspace/enroll-secrets/${listed.id}`)).statusCode).toBe(204);
    expect(
      await osquery.json(
        "enroll",
        enrollBody(secret, { ...mac, uuid: "11111111-2222-4333-8444-555555555555" }),
      ),
    ).toEqual({ node_invalid: true });
    expect(await osquery.json("config", { node_key: nodeKey })).toMatchObject({
      node_invalid: false,
    });
  });

  it("limits requests per node key, answering 429 with JSON", async () => {
    let last;
    for (let call = 0; call < 41; call++)
      last = await osquery.post("log", { node_key: "fwn_flood", log_type: "status", data: [] });
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({
      node_invalid: false,
      error: expect.stringMatching(/Too many requests/),
    });
  });

  it("housekeeping drops logs past retention and reports a silent device offline once", async () => {
    const device = await deviceOf(nodeKey);
    const later = new Date(Date.now() + days(8));
    const first = await runDeviceHousekeeping(app.db.orm, later, {
      deviceOffline: (event) => void offline.push(event),
    });
    await runDeviceHousekeeping(app.db.orm, later, {
      deviceOffline: (event) => void offline.push(event),
    });
    expect(first.offline).toBeGreaterThanOrEqual(1);
    expect(offline.filter((event) => event.deviceId === device?.id)).toHaveLength(1);
    const logs = await app.db.orm
      .select()
      .from(deviceLogs)
      .where(eq(deviceLogs.deviceId, device?.id ?? ""));
    expect(logs).toEqual([]);
  });

  it("writes a check-in at once when the device comes back, else in one batch per flush", async () => {
    // The housekeeping test above reported this device offline.
    expect((await deviceOf(nodeKey))?.offlineSince).not.toBeNull();
    await osquery.json("distributed/read", { node_key: nodeKey });
    const back = await deviceOf(nodeKey);
    expect(back?.offlineSince).toBeNull();

    const writer = createSeenWriter({ orm: app.db.orm, flushMs: 60_000 });
    try {
      const device = { id: back!.id, lastSeenAt: back!.lastSeenAt, offlineSince: null };
      const soon = new Date(back!.lastSeenAt!.getTime() + 10_000);
      await writer.seen(device, soon);
      const later = new Date(back!.lastSeenAt!.getTime() + 60_000);
      await writer.seen(device, later);
      expect((await deviceOf(nodeKey))?.lastSeenAt).toEqual(back?.lastSeenAt);
      await writer.flush();
      expect((await deviceOf(nodeKey))?.lastSeenAt).toEqual(later);
      // A late batch never moves the time backwards.
      await writer.seen({ ...device, lastSeenAt: null }, soon);
      expect((await deviceOf(nodeKey))?.lastSeenAt).toEqual(later);
    } finally {
      await writer.stop();
    }
  });
});
