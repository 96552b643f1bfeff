import { startFleet } from "@fleetward/fleet-sim";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant, type Call } from "../../../test-support/workspace.ts";
import { deviceLogs, deviceSoftware } from "./schema.ts";

/*
 * The simulated fleet (packages/fleet-sim) against the real API over HTTP: what osquery sends,
 * the devices module understands. The protocol's own conformance tests live beside this file.
 */

type Item = {
  hostname: string;
  platform: string;
  os_name: string | null;
  hardware_serial: string | null;
};

describe.each(testDatabases)("a simulated fleet reporting in on $name", (database) => {
  let app: FastifyInstance;
  let url: string;
  let as: Call;
  let secret: string;

  beforeAll(async () => {
    app = await createTestApp(database);
    url = await app.listen({ port: 0, host: "127.0.0.1" });
    ({ as } = await workspaceTenant(app, "fleetsim"));
    secret = jsonOf(
      await as("POST", "/api/workspace/enroll-secrets", { name: "Simulated" }),
      201,
    ).secret;
  });
  afterAll(() => app.close());

  const listed = async () =>
    jsonOf(await as("GET", "/api/workspace/devices?limit=50")).items as Item[];

  it("enrols five hosts that show with their OS, serial and software", async () => {
    const fleet = startFleet({ url, secret, hosts: 5, autoStart: false, gzip: true });
    await fleet.checkInAll();
    await fleet.checkInAll();
    expect(fleet.stats()).toMatchObject({ enrolled: 5, errors: 0 });

    const items = await listed();
    expect(items.map((item) => item.hostname).sort()).toEqual(
      fleet.hosts.map((host) => host.profile.hostname).sort(),
    );
    const windows = fleet.hosts.find((host) => host.profile.platform === "windows")!.profile;
    expect(items.find((item) => item.hostname === windows.hostname)).toMatchObject({
      platform: "windows",
      os_name: windows.os.name,
      hardware_serial: windows.serial,
    });
    const software = jsonOf(await as("GET", "/api/workspace/software?name=Google%20Chrome"));
    expect(JSON.stringify(software)).toContain("Google Chrome");
  });

  it("sends each Linux host only the package table of its family: no host reports a missing table", async () => {
    // A workspace of its own: the tests below count the first workspace's five hosts.
    const other = await workspaceTenant(app, "linuxfam");
    const otherSecret = jsonOf(
      await other.as("POST", "/api/workspace/enroll-secrets", { name: "Simulated" }),
      201,
    ).secret;
    const fleet = startFleet({ url, secret: otherSecret, hosts: 8, autoStart: false, gzip: true });
    await fleet.checkInAll();
    await fleet.checkInAll();
    await fleet.checkInAll();
    const platforms = new Set(fleet.hosts.map((host) => host.profile.platform));
    expect(platforms).toEqual(new Set(["windows", "darwin", "ubuntu", "fedora"]));
    const missing = await app.db.orm
      .select({ message: deviceLogs.message })
      .from(deviceLogs)
      .where(
        and(
          eq(deviceLogs.tenantId, other.workspace.id),
          like(deviceLogs.message, "%no such table%"),
        ),
      );
    expect(missing).toEqual([]);
    // And each family's packages still arrive, through the distributed details.
    const sources = await app.db.orm
      .selectDistinct({ source: deviceSoftware.source })
      .from(deviceSoftware)
      .where(eq(deviceSoftware.tenantId, other.workspace.id));
    expect(sources.map((row) => row.source)).toEqual(
      expect.arrayContaining(["deb_packages", "rpm_packages", "programs", "apps"]),
    );
  });

  it("answers posture policies from each host's tables: 2 of 5 without disk encryption", async () => {
    // The policy library's three encryption queries, one per platform (the others lack the tables).
    const policies = [
      {
        name: "BitLocker",
        platforms: ["windows"],
        query: "SELECT 1 FROM bitlocker_info WHERE drive_letter = 'C:' AND protection_status = 1;",
      },
      {
        name: "FileVault",
        platforms: ["macos"],
        query: "SELECT 1 FROM disk_encryption WHERE encrypted = 1 LIMIT 1;",
      },
      {
        name: "LUKS",
        platforms: ["linux"],
        query:
          "SELECT 1 FROM mounts m JOIN disk_encryption d ON d.name = m.device_alias WHERE m.path = '/' AND d.encrypted = 1;",
      },
    ];
    for (const policy of policies) {
      jsonOf(await as("POST", "/api/workspace/policies", policy), 201);
    }
    const fleet = startFleet({ url, secret, hosts: 5, autoStart: false });
    await fleet.checkInAll();
    const listed = jsonOf(await as("GET", "/api/workspace/policies")) as
      { items: { failing: number; passing: number }[] } | { failing: number; passing: number }[];
    const rows = Array.isArray(listed) ? listed : listed.items;
    const total = (key: "failing" | "passing") => rows.reduce((sum, row) => sum + row[key], 0);
    expect({ failing: total("failing"), passing: total("passing") }).toEqual({
      failing: 2,
      passing: 3,
    });
  });

  it("keeps one record per machine when the same hosts enrol again", async () => {
    const again = startFleet({ url, secret, hosts: 5, autoStart: false });
    await again.checkInAll();
    expect(await listed()).toHaveLength(5);
  });

  it("refuses a wrong secret with node_invalid, so nothing enrols", async () => {
    const refused = startFleet({
      url,
      secret: "fwe_wrong",
      hosts: 1,
      firstIndex: 9,
      autoStart: false,
    });
    await expect(refused.checkInAll()).rejects.toThrow(/node_invalid/);
    expect(await listed()).toHaveLength(5);
  });
});
