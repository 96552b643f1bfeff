import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
} from "../../../test-support/workspace.ts";
import { devices } from "./schema.ts";
import { devicesOfTenant } from "./service.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

type Item = { id: string; hostname: string; [field: string]: unknown };

const hosts = {
  mac: {
    hostname: "jamie-mbp",
    uuid: "A1B2C3D4-0000-4000-8000-00000000000A",
    serial: "SAMPLE-C02XK1",
    platform: "darwin" as const,
  },
  win: {
    hostname: "FIN-LT-042",
    uuid: "A1B2C3D4-0000-4000-8000-00000000000B",
    serial: "PF4XYZ12",
    platform: "windows" as const,
  },
  linux: {
    hostname: "build-01",
    uuid: "A1B2C3D4-0000-4000-8000-00000000000C",
    serial: "To be filled by O.E.M.",
    platform: "ubuntu" as const,
  },
};

describe.each(testDatabases)("workspace devices API on $name", (database) => {
  let app: FastifyInstance;
  let as: Call;
  let tenantId: string;
  const keys: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database, {
      devices: {
        policyResultsOf: async (_orm, device) =>
          device.deviceId === ids.mac
            ? [
                {
                  policy_id: "7d1c2f9e-1111-4a2b-8c3d-000000000001",
                  name: "FileVault on",
                  status: "fail",
                  checked_at: null,
                },
              ]
            : [],
      },
    });
    const tenant = await workspaceTenant(app, "devapi");
    as = tenant.as;
    tenantId = tenant.workspace.id;
    const { secret } = jsonOf(
      await as("POST", "/api/workspace/enroll-secrets", { name: "All" }),
      201,
    );
    for (const [name, host] of Object.entries(hosts)) {
      keys[name] = (await osquery.json("enroll", enrollBody(secret, host))).node_key as string;
      const [row] = await app.db.orm
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.hardwareUuid, host.uuid));
      ids[name] = row?.id ?? "";
    }
    await osquery.json("distributed/write", {
      node_key: keys.linux,
      queries: {
        fleetward_software_deb_packages: [
          { name: "openssl", version: "3.0.2-0ubuntu1.15", source: "deb_packages" },
          { name: "curl", version: "7.81.0-1ubuntu1.16", source: "deb_packages" },
        ],
      },
      statuses: { fleetward_software_deb_packages: 0 },
    });
  });
  afterAll(() => app.close());

  const hostnames = async (query: string) =>
    (jsonOf(await as("GET", `/api/workspace/devices?${query}`)).items as Item[]).map(
      (item) => item.hostname,
    );

  it("generates an osquery.flags file for this server", async () => {
    const flags = jsonOf(await as("GET", "/api/workspace/enroll-secrets/flags?platform=windows"));
    expect(flags.enroll_secret_path).toBe("C:\\Program Files\\osquery\\enroll_secret");
    expect(flags.content.split("\r\n")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--tls_hostname=devapi-.*\.localhost:3000$/),
        "--enroll_tls_endpoint=/api/v1/osquery/enroll",
        "--config_plugin=tls",
        "--logger_plugin=tls",
        "--distributed_plugin=tls",
        "--disable_distributed=false",
        "--distributed_tls_read_endpoint=/api/v1/osquery/distributed/read",
      ]),
    );
  });

  it("lists devices with filters, search, status and keyset paging", async () => {
    expect(await hostnames("")).toEqual(["build-01", "FIN-LT-042", "jamie-mbp"]); // case-insensitive
    expect(await hostnames("platform=linux")).toEqual(["build-01"]);
    expect(await hostnames("q=fin-lt")).toEqual(["FIN-LT-042"]);
    expect(await hostnames("software=openssl&software_version=3.0.2-0ubuntu1.15")).toEqual([
      "build-01",
    ]);
    expect(await hostnames("os_version=14.5")).toEqual(["jamie-mbp"]);
    expect(await hostnames("status=online")).toHaveLength(3);
    await app.db.orm
      .update(devices)
      .set({ lastSeenAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(devices.id, ids.win ?? ""));
    expect(await hostnames("status=missing")).toEqual(["FIN-LT-042"]);
    await app.db.orm
      .update(devices)
      .set({ failingPolicies: 2 })
      .where(eq(devices.id, ids.mac ?? ""));
    expect(await hostnames("policy_failing=true")).toEqual(["jamie-mbp"]);
    const first = jsonOf(await as("GET", "/api/workspace/devices?limit=2"));
    const second = jsonOf(
      await as("GET", `/api/workspace/devices?limit=2&cursor=${first.next_cursor}`),
    );
    expect([...first.items, ...second.items].map((item: Item) => item.hostname)).toHaveLength(3);
    expect(second.next_cursor).toBeNull();
    expect(linux(await devicesOfTenant(app.db.orm, tenantId, { platform: "linux" }))).toEqual([
      "build-01",
    ]);
  });

  const linux = (rows: { hostname: string }[]) => rows.map((row) => row.hostname);

  it("links a device to the asset with its serial, and shows that asset's person, location and warranty", async () => {
    const detail = jsonOf(await as("GET", `/api/workspace/devices/${ids.mac}`));
    expect(detail).toMatchObject({
      platform: "macos",
      hardware_serial: "SAMPLE-C02XK1",
      failing_policies: 2,
      policies: [{ name: "FileVault on", status: "fail" }],
      asset: {
        serial_number: "SAMPLE-C02XK1",
        person: { name: "Jamie Rivera" },
        location: { name: "Remote" },
        warranty_end: "2027-02-12",
      },
    });
    expect(await hostnames(`asset_id=${detail.asset.id}`)).toEqual(["jamie-mbp"]);
    const history = jsonOf(await as("GET", `/api/workspace/assets/${detail.asset.id}/history`));
    expect(history.items[0]).toMatchObject({
      field: "device",
      new_value: "jamie-mbp",
      actor_name: "osquery (automatic link)",
    });
  });

  it("shows the two lists: in the register but never enrolled, enrolled but not in the register", async () => {
    const never = jsonOf(await as("GET", "/api/workspace/devices/never-enrolled"));
    const serials = never.items.map((item: { serial_number: string }) => item.serial_number);
    expect(serials).toContain("SAMPLE-PF3T9A");
    expect(serials).not.toContain("SAMPLE-C02XK1");
    expect(
      jsonOf(await as("GET", "/api/workspace/devices/unregistered")).items.map(
        (item: Item) => item.hostname,
      ),
    ).toEqual(["build-01", "FIN-LT-042"]);
  });

  it("links and unlinks by hand, recording both in the asset's history; 409 for a taken asset", async () => {
    const never = jsonOf(await as("GET", "/api/workspace/devices/never-enrolled")).items;
    const thinkpad = never.find(
      (item: { serial_number: string }) => item.serial_number === "SAMPLE-PF3T9A",
    );
    expect(
      (await as("POST", `/api/workspace/devices/${ids.win}/link`, { asset_id: thinkpad.asset_id }))
        .statusCode,
    ).toBe(200);
    const taken = await as("POST", `/api/workspace/devices/${ids.linux}/link`, {
      asset_id: thinkpad.asset_id,
    });
    expectDetail(taken, 409, /already linked to another device/);
    expect((await as("POST", `/api/workspace/devices/${ids.win}/unlink`)).statusCode).toBe(200);
    const history = jsonOf(await as("GET", `/api/workspace/assets/${thinkpad.asset_id}/history`));
    expect(
      history.items
        .slice(0, 2)
        .map((event: { old_value: string; new_value: string }) => [
          event.old_value,
          event.new_value,
        ]),
    ).toEqual([
      ["FIN-LT-042", null],
      [null, "FIN-LT-042"],
    ]);
    expectDetail(
      await as("POST", `/api/workspace/devices/${ids.win}/link`, {
        asset_id: "00000000-0000-4000-8000-000000000000",
      }),
      404,
      /No such asset/,
    );
  });

  it("adds an unregistered device to the register from its vitals", async () => {
    const asset = jsonOf(
      await as("POST", `/api/workspace/devices/${ids.win}/add-to-register`),
      201,
    );
    expect(asset).toMatchObject({ name: "20W0005QUS (FIN-LT-042)", serial_number: "PF4XYZ12" });
    expect(jsonOf(await as("GET", `/api/workspace/devices/${ids.win}`)).asset.id).toBe(asset.id);
    expectDetail(
      await as("POST", `/api/workspace/devices/${ids.win}/add-to-register`),
      409,
      /already linked/,
    );
  });

  it("changes a device's asset in one transaction; a refusal half-way leaves the old link", async () => {
    type Event = { old_value: string | null; new_value: string | null; note: string | null };
    const detail = async (id = ids.win) => jsonOf(await as("GET", `/api/workspace/devices/${id}`));
    const historyOf = async (assetId: string) =>
      jsonOf(await as("GET", `/api/workspace/assets/${assetId}/history`)).items as Event[];
    const change = (assetId: string, id = ids.win) =>
      as("PUT", `/api/workspace/devices/${id}/asset`, { asset_id: assetId });
    const before = (await detail()).asset; // from "add to register"
    const thinkpad = (await as("GET", "/api/workspace/assets?q=SAMPLE-PF3T9A")).json().items[0];
    const macAsset = (await detail(ids.mac)).asset;

    expect((await change(thinkpad.id)).statusCode).toBe(200);
    expect((await detail()).asset.id).toBe(thinkpad.id);
    expect((await historyOf(before.id))[0]).toMatchObject({
      old_value: "FIN-LT-042",
      new_value: null,
      note: `Moved to the asset ${thinkpad.asset_tag}`,
    });
    const linked = await historyOf(thinkpad.id);
    expect(linked[0]).toMatchObject({
      old_value: null,
      new_value: "FIN-LT-042",
      note: `Moved from the asset ${before.asset_tag}`,
    });

    // The asset of another device: the unlink already made in the transaction is rolled back.
    expectDetail(await change(macAsset.id), 409, /already linked to another device/);
    expectDetail(await change("00000000-0000-4000-8000-000000000000"), 404, /No such asset/);
    expect((await detail()).asset.id).toBe(thinkpad.id);
    expect((await detail(ids.mac)).asset.id).toBe(macAsset.id);
    expect(await historyOf(thinkpad.id)).toEqual(linked);
    // The same asset again changes nothing; an unlinked device is simply linked.
    expect((await change(thinkpad.id)).statusCode).toBe(200);
    expect(await historyOf(thinkpad.id)).toEqual(linked);
    expect((await change(before.id, ids.linux)).statusCode).toBe(200);
    expect((await detail(ids.linux)).asset.id).toBe(before.id);
  });

  it("finds which devices have a piece of software", async () => {
    const found = jsonOf(await as("GET", "/api/workspace/software?name=SSL"));
    expect(found.items).toEqual([
      expect.objectContaining({
        hostname: "build-01",
        name: "openssl",
        version: "3.0.2-0ubuntu1.15",
        source: "deb_packages",
      }),
    ]);
    expect(
      jsonOf(await as("GET", "/api/workspace/software?name=openssl&version=1.1.1")).items,
    ).toEqual([]);
  });

  it("reads and changes the device settings, which the config then follows", async () => {
    expect(jsonOf(await as("GET", "/api/workspace/devices/settings"))).toMatchObject({
      log_retention_days: 7,
      online_minutes: 30,
    });
    const changed = jsonOf(
      await as("PATCH", "/api/workspace/devices/settings", { distributed_interval_seconds: 60 }),
    );
    expect(changed).toMatchObject({ distributed_interval_seconds: 60, log_retention_days: 7 });
    expect(await osquery.json("config", { node_key: keys.mac })).toMatchObject({
      options: { distributed_interval: 60 },
    });
    const schedules = async (key?: string) =>
      Object.keys((await osquery.json("config", { node_key: key })).schedule as object);
    expect(await schedules(keys.win)).toEqual(["fleetward_software_programs"]);
    // A Linux host's package table depends on its family, which only a discovery query can
    // tell: its software comes with the distributed details instead of the schedule.
    expect(await schedules(keys.linux)).toEqual([]);
    expectDetail(
      await as("PATCH", "/api/workspace/devices/settings", { log_retention_days: 0 }),
      422,
      /log_retention_days/,
    );
  });

  it("keeps each workspace's devices to itself: another's ids are 404, its assets cannot be linked", async () => {
    const other = await workspaceTenant(app, "devapi-other");
    const theirs = jsonOf(
      await other.as("POST", "/api/workspace/assets", { name: "Their laptop" }),
      201,
    );
    const linkedBefore = jsonOf(await as("GET", `/api/workspace/devices/${ids.win}`)).asset;
    const device = `/api/workspace/devices/${ids.win}`;
    for (const [method, url, body] of [
      ["GET", device, undefined],
      ["PUT", `${device}/asset`, { asset_id: theirs.id }],
      ["POST", `${device}/link`, { asset_id: theirs.id }],
      ["POST", `${device}/unlink`, undefined],
      ["DELETE", device, undefined],
    ] as const) {
      expect((await other.as(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(jsonOf(await other.as("GET", "/api/workspace/devices")).items).toEqual([]);
    // This workspace's device and another's asset: no such asset here, the link stays.
    expectDetail(await as("PUT", `${device}/asset`, { asset_id: theirs.id }), 404, /No such asset/);
    expect(jsonOf(await as("GET", device)).asset.id).toBe(linkedBefore.id);
  });

  it("removes a device: its node key is invalid from then on", async () => {
    expect((await as("DELETE", `/api/workspace/devices/${ids.linux}`)).statusCode).toBe(204);
    expect((await as("GET", `/api/workspace/devices/${ids.linux}`)).statusCode).toBe(404);
    expect(await osquery.json("distributed/read", { node_key: keys.linux })).toEqual({
      node_invalid: true,
    });
  });
});
