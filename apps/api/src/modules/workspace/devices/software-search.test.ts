import { softwareSearchQuerySchema } from "@fleetward/contracts/workspace-devices";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwner } from "../../../db/scope.ts";
import { rowsOf } from "../../../scripts/seed-scale-sql.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import {
  devicesWithSoftware,
  searchStrategy,
  softwareSearchRows,
  walkFrom,
  type SearchStrategy,
} from "./queries.ts";

/*
 * The software search reads a page either from all the matching rows or by walking the
 * devices in hostname order (ADR 0051, "Amended: pages walked in hostname order"): both give
 * the same rows in the same order — lower-cased hostname (byte order), device id, name,
 * version, source — and the same cursors; a capped count of the matches chooses.
 */

type Item = { device_id: string; hostname: string; name: string; version: string; source: string };
const devicesMade = 1_600;

/** Byte order of ASCII text, as collation "C" compares. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const order = (a: Item, b: Item) =>
  byBytes(a.hostname.toLowerCase(), b.hostname.toLowerCase()) ||
  byBytes(a.device_id, b.device_id) ||
  byBytes(a.name, b.name) ||
  byBytes(a.version, b.version) ||
  byBytes(a.source, b.source);

describe.each(testDatabases)("software search on $name", (database) => {
  let app: FastifyInstance;
  let tenantId: string;
  let as: Awaited<ReturnType<typeof workspaceTenant>>["as"];

  beforeAll(async () => {
    app = await createTestApp(database);
    const tenant = await workspaceTenant(app, "software-search");
    tenantId = tenant.workspace.id;
    as = tenant.as;
    // Hostnames that differ only in case, so equal keys are ordered by the device's id.
    await app.db.orm.execute(sql`
      insert into devices (tenant_id, host_identifier, hostname, platform, enrolled_at,
        created_at, updated_at)
      select ${tenantId}, 'search-' || g,
        case when g % 7 = 0 then 'HOST-' || (g % 50) else 'host-' || g end, 'linux', now(),
        now(), now()
      from generate_series(1, ${devicesMade}) g`);
    // Every device has "Tool A" (a walk); one in 40 Google Chrome, one in 200 two Chrome Betas.
    await app.db.orm.execute(sql`
      insert into device_software (tenant_id, device_id, name, version, source)
      select d.tenant_id, d.id, s.name, s.version, s.source
      from (select *, row_number() over (order by host_identifier) as g from devices
        where tenant_id = ${tenantId}) d
      cross join lateral (values
        ('Tool A', '1', 'deb', true),
        ('Google Chrome', (d.g % 3)::text, 'programs', d.g % 40 = 0),
        ('Chrome Beta', '2', 'programs', d.g % 200 = 0),
        ('Chrome Beta', '10', 'programs', d.g % 200 = 0),
        ('Rare thing', '1', 'deb', d.g = 777)) as s(name, version, source, has)
      where s.has`);
    await asOwner(() => app.db.orm.execute(sql`analyze devices, device_software`));
  });
  afterAll(() => app.close());

  /** Every matching row, sorted in JavaScript. */
  async function expected(name: string) {
    const rows = await rowsOf<Item>(
      app.db.orm,
      sql`select d.id as device_id, d.hostname, s.name, s.version, s.source
        from device_software s join devices d on d.id = s.device_id
        where s.tenant_id = ${tenantId} and s.name ilike ${`%${name}%`}`,
    );
    return rows.sort(order);
  }

  /** Every page, following the cursors, read one way. */
  async function pages(name: string, strategy: SearchStrategy, limit: number) {
    const items: Item[] = [];
    let cursor: string | undefined;
    do {
      const query = softwareSearchQuerySchema.parse({ name, limit, cursor });
      const page = await devicesWithSoftware(app.db.orm, tenantId, query, strategy);
      items.push(...(page.items as Item[]));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return items.map(({ device_id, hostname, name, version, source }) => ({
      ...{ device_id, hostname, name, version, source },
    }));
  }

  it("pages the same rows in the same order whichever way it reads them", async () => {
    for (const name of ["chrome", "rare", "zzz"]) {
      const all = await expected(name);
      expect(await pages(name, "matches", 7), name).toEqual(all);
      expect(await pages(name, "walk", 7), name).toEqual(all);
    }
    const tools = await expected("tool a");
    expect(tools).toHaveLength(devicesMade);
    expect(await pages("tool a", "walk", 200)).toEqual(tools);
    expect((await pages("tool a", "matches", 200)).slice(0, 600)).toEqual(tools.slice(0, 600));
  });

  it("walks the devices when at least walkFrom rows match, reads the matches otherwise", async () => {
    const strategy = (name: string) =>
      searchStrategy(app.db.orm, tenantId, softwareSearchQuerySchema.parse({ name }));
    expect(devicesMade).toBeGreaterThanOrEqual(walkFrom);
    expect(await strategy("tool")).toBe("walk");
    expect(await strategy("chrome")).toBe("matches");
    expect(await strategy("zzz")).toBe("matches");
    const first = jsonOf(await as("GET", "/api/workspace/software?name=tool&limit=5"));
    expect(first.items).toEqual(
      (await expected("tool")).slice(0, 5).map((item) => expect.objectContaining(item)),
    );
  });

  it("walks devices in hostname order on their index, without sorting the workspace", async () => {
    const [last] = (await expected("tool")).slice(300, 301);
    const cursor = Buffer.from(
      JSON.stringify([last!.hostname.toLowerCase(), last!.device_id, "Tool A", "1", "deb"]),
    ).toString("base64url");
    for (const after of [undefined, cursor]) {
      const query = softwareSearchQuerySchema.parse({ name: "tool", cursor: after });
      const plan = await planOf(
        app.db.orm,
        softwareSearchRows(app.db.orm, tenantId, query, "walk"),
      );
      expect(plan).toMatch(/Index (Only )?Scan using devices_tenant_hostname_sort_idx/);
      expect(plan).toMatch(/using device_software_tenant_id_device_id_name_version_source_pk/);
      // An incremental sort of each device's few rows, never a Sort of every device.
      expect(plan).not.toMatch(/^\s*(->\s+)?Sort\s+\(/m);
      if (after) expect(plan).toMatch(/Index Cond: .*ROW\(/);
      // The probe compares exact names (the kept names matched once, an InitPlan), not ILIKE
      // on every row: PGlite's PostgreSQL 17 makes it an index condition, 15 may filter.
      expect(plan).toMatch(/InitPlan 1[\s\S]*on device_software[\s\S]*name = ANY \(/);
      expect(plan.match(/~~\*/g)).toHaveLength(1);
      expect(plan).toMatch(/on software_names[\s\S]*~~\*/);
    }
  });

  it("keeps every name written, by insert and by update, for the search to find", async () => {
    const names = async () =>
      (
        await rowsOf<{ name: string }>(
          app.db.orm,
          sql`select name from software_names where tenant_id = ${tenantId} order by name`,
        )
      ).map((row) => row.name);
    expect(await names()).toEqual(["Chrome Beta", "Google Chrome", "Rare thing", "Tool A"]);
    await app.db.orm.execute(sql`
      update device_software set name = 'Rare thing (renamed)'
      where tenant_id = ${tenantId} and name = 'Rare thing'`);
    expect(await names()).toContain("Rare thing (renamed)");
    const all = await expected("renamed");
    expect(all).toHaveLength(1);
    expect(await pages("renamed", "matches", 7)).toEqual(all);
    expect(await pages("renamed", "walk", 7)).toEqual(all);
    // A name kept for a row since gone matches no row: the rows decide, not the names.
    expect(await expected("rare thing")).toHaveLength(1);
    expect(await pages("Rare thing", "matches", 7)).toEqual(all);
  });
});
