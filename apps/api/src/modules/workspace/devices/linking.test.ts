import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { runImport } from "../imports/service.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

type Tenant = Awaited<ReturnType<typeof workspaceTenant>>;
type Device = { id: string; hostname: string; asset_id: string | null; asset_tag: string | null };
type Page<T> = { items: T[]; next_cursor: string | null };

let uuidSeed = 0;
const host = (hostname: string, serial: string) => ({
  hostname,
  serial,
  platform: "windows" as const,
  uuid: `C0FFEE00-0000-4000-8000-${String(++uuidSeed).padStart(12, "0")}`,
});

describe.each(testDatabases)("linking devices and assets both ways on $name", (database) => {
  let app: FastifyInstance;
  let acme: Tenant;
  let other: Tenant;
  const secrets = new Map<Tenant, string>();
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database, { imports: { work: false, batchSize: 50 } });
    acme = await workspaceTenant(app, "linker");
    other = await workspaceTenant(app, "linkother");
    for (const tenant of [acme, other]) {
      const made = jsonOf(
        await tenant.as("POST", "/api/workspace/enroll-secrets", { name: "All" }),
        201,
      );
      secrets.set(tenant, made.secret as string);
    }
  });
  afterAll(() => app.close());

  const enrol = async (tenant: Tenant, machine: ReturnType<typeof host>) => {
    await osquery.json("enroll", enrollBody(secrets.get(tenant) ?? "", machine));
    return deviceNamed(tenant, machine.hostname);
  };
  const deviceNamed = async (tenant: Tenant, hostname: string) => {
    const page = jsonOf(await tenant.as("GET", `/api/workspace/devices?q=${hostname}`));
    const found = (page as Page<Device>).items.find((device) => device.hostname === hostname);
    if (!found) throw new Error(`no device ${hostname}`);
    return found;
  };
  const createAsset = async (tenant: Tenant, tag: string, serial: string | null) =>
    jsonOf(
      await tenant.as("POST", "/api/workspace/assets", {
        asset_tag: tag,
        name: `Laptop ${tag}`,
        serial_number: serial,
      }),
      201,
    ) as { id: string; asset_tag: string };
  const importCsv = async (tenant: Tenant, rows: string[][]) => {
    const body = [["asset_tag", "name", "serial_number"], ...rows]
      .map((r) => r.join(","))
      .join("\n");
    const created = jsonOf(
      await app.inject({
        method: "POST",
        url: "/api/workspace/imports?file_name=assets.csv",
        headers: {
          host: `${tenant.domain}.localhost:3000`,
          authorization: `Bearer ${tenant.owner.token}`,
          "content-type": "text/csv",
        },
        payload: body,
      }),
      201,
    );
    jsonOf(await tenant.as("POST", `/api/workspace/imports/${created.id}/run`), 202);
    expect(await runImport(app.imports.deps, created.id as string)).toBe(true);
    const done = jsonOf(await tenant.as("GET", `/api/workspace/imports/${created.id}`));
    expect(done.counts.refused).toBe(0);
  };
  const everything = async <T>(tenant: Tenant, path: string) => {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=200&cursor=${cursor}` : "?limit=200";
      const page = jsonOf(await tenant.as("GET", `${path}${query}`)) as Page<T>;
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return items;
  };

  it("import then enrol: the enrolling device links to the imported asset", async () => {
    await importCsv(acme, [["IMP-1", "Imported first", "SER-IMPORT-1"]]);
    const device = await enrol(acme, host("imp-first", "SER-IMPORT-1"));
    expect(device.asset_tag).toBe("IMP-1");
  });

  it("enrol then import: the imported asset links to the enrolled device in the import", async () => {
    const before = await enrol(acme, host("enrol-first", "ser-enrol-2"));
    expect(before.asset_id).toBeNull();
    await importCsv(acme, [
      ["IMP-2", "Imported second", "SER-ENROL-2"],
      ["IMP-3", "No device", "SER-NONE-3"],
    ]);
    const after = await deviceNamed(acme, "enrol-first");
    expect(after.asset_tag).toBe("IMP-2");
    const history = jsonOf(await acme.as("GET", `/api/workspace/assets/${after.asset_id}/history`));
    expect(JSON.stringify(history)).toMatch(/serial numbers match/);
  });

  it("enrol then create by form, and by the API with the UUID as serial", async () => {
    await enrol(acme, host("form-made", "SER-FORM-4"));
    await createAsset(acme, "FORM-4", "SER-FORM-4");
    expect((await deviceNamed(acme, "form-made")).asset_tag).toBe("FORM-4");
    const byUuid = host("uuid-made", "To be filled by O.E.M.");
    await enrol(acme, byUuid);
    await createAsset(acme, "UUID-5", byUuid.uuid.toLowerCase());
    expect((await deviceNamed(acme, "uuid-made")).asset_tag).toBe("UUID-5");
  });

  it("a serial corrected later links then, in the same request", async () => {
    const asset = await createAsset(acme, "EDIT-6", "SER-TYPO-6");
    await enrol(acme, host("edited-later", "SER-EDIT-6"));
    expect((await deviceNamed(acme, "edited-later")).asset_id).toBeNull();
    jsonOf(
      await acme.as("PATCH", `/api/workspace/assets/${asset.id}`, { serial_number: "SER-EDIT-6" }),
    );
    expect((await deviceNamed(acme, "edited-later")).asset_tag).toBe("EDIT-6");
  });

  it("two devices with one serial: no link, each offered the asset in one click", async () => {
    const first = await enrol(acme, host("clone-a", "SER-CLONE-7"));
    const second = await enrol(acme, host("clone-b", "SER-CLONE-7"));
    const asset = await createAsset(acme, "CLONE-7", "SER-CLONE-7");
    for (const device of [first, second]) {
      const detail = jsonOf(await acme.as("GET", `/api/workspace/devices/${device.id}`));
      expect(detail.asset_id).toBeNull();
      expect(detail.serial_matches).toEqual([
        { id: asset.id, asset_tag: "CLONE-7", name: "Laptop CLONE-7" },
      ]);
    }
    const never = await everything<{ asset_tag: string; matching_devices: unknown[] }>(
      acme,
      "/api/workspace/devices/never-enrolled",
    );
    const clone = never.find((item) => item.asset_tag === "CLONE-7");
    expect(clone?.matching_devices).toHaveLength(2);
    jsonOf(
      await acme.as("POST", `/api/workspace/devices/${first.id}/link`, { asset_id: asset.id }),
    );
    expect((await deviceNamed(acme, "clone-a")).asset_tag).toBe("CLONE-7");
    const detail = jsonOf(await acme.as("GET", `/api/workspace/devices/${second.id}`));
    expect(detail.serial_matches).toEqual([]);
  });

  it("the two lists are each other's exact complement", async () => {
    const devices = await everything<Device>(acme, "/api/workspace/devices");
    const unregistered = await everything<Device>(acme, "/api/workspace/devices/unregistered");
    const linked = devices.filter((device) => device.asset_id);
    expect(unregistered.map((d) => d.id).sort()).toEqual(
      devices
        .filter((d) => !d.asset_id)
        .map((d) => d.id)
        .sort(),
    );
    const never = await everything<{ asset_id: string }>(
      acme,
      "/api/workspace/devices/never-enrolled",
    );
    const assets = jsonOf(await acme.as("GET", "/api/workspace/assets?limit=100")).items as {
      id: string;
      serial_number: string | null;
      retired_at: string | null;
    }[];
    const withSerial = assets.filter((asset) => asset.serial_number && !asset.retired_at);
    const linkedAssets = new Set(linked.map((device) => device.asset_id));
    expect(never.map((item) => item.asset_id).sort()).toEqual(
      withSerial
        .filter((asset) => !linkedAssets.has(asset.id))
        .map((asset) => asset.id)
        .sort(),
    );
    expect(never.length).toBeGreaterThan(0);
    expect(unregistered.length).toBeGreaterThan(0);
  });

  it("never links across workspaces", async () => {
    await enrol(other, host("other-host", "SER-CROSS-8"));
    await createAsset(acme, "CROSS-8", "SER-CROSS-8");
    expect((await deviceNamed(other, "other-host")).asset_id).toBeNull();
    await importCsv(acme, [["CROSS-9", "Cross import", "SER-CROSS-9"]]);
    await enrol(other, host("other-host-9", "SER-CROSS-9"));
    expect((await deviceNamed(other, "other-host-9")).asset_id).toBeNull();
  });
});
