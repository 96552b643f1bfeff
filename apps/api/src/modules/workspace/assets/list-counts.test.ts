import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, named, workspaceTenant } from "../../../test-support/workspace.ts";
import { assetConditions } from "./asset-query.ts";
import { listCountColumns } from "./count-query.ts";

/*
 * The register's totals (ADR 0047, "Amended: counts"): a filter on status, kind, category,
 * location and check-out is totalled from the dashboard's kept counts, and must say what
 * counting the assets says; a filter that matches few is paged from its matches, and must
 * page as the whole register does.
 */
describe.each(testDatabases)("register totals and few-match pages on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  /** A workspace with 1,200 ready laptops in a room of a site, 30 phones in repair, 20 others. */
  async function register(prefix: string) {
    const tenant = await workspaceTenant(app, prefix);
    const { as, workspace } = tenant;
    const post = async (path: string, body: object) =>
      jsonOf(await as("POST", `/api/workspace/${path}`, body), 201);
    const site = await post("locations", { name: "Site" });
    const room = await post(`locations/${site.id}/children`, { name: "Room" });
    const depot = await post("locations", { name: "Depot" });
    const laptops = await post("categories", { name: "Field laptops" });
    const phones = await post("categories", { name: "Field phones" });
    const ready = await named(as, "status-labels", "Ready to deploy");
    const repair = await named(as, "status-labels", "In repair");
    const add = (
      count: number,
      prefix: string,
      label: string,
      category: string | null,
      place: string,
    ) =>
      app.db.orm.execute(sql`
        insert into assets (tenant_id, name, asset_tag, status_label_id, category_id, location_id,
          purchase_date, created_at, updated_at)
        select ${workspace.id}, ${prefix} || ' ' || g, ${prefix} || '-' || g, ${label}, ${category},
          ${place}, date '2024-01-01' + (g * 7) % 365, now(), now()
        from generate_series(1, ${count}) g`);
    await add(1200, "Laptop", ready.id, laptops.id, room.id);
    await add(30, "Phone", repair.id, phones.id, site.id);
    await add(20, "Spare", ready.id, null, depot.id);
    const person = await post("people", { name: "Ines Alder" });
    return { ...tenant, site, room, depot, laptops, phones, ready, person };
  }

  it("totals status, kind, category, location, check-out and dated filters as counting the assets does", async () => {
    const { as, workspace, site, room, laptops, ready, person } = await register("kept-totals");
    // The workspace's date (UTC), which the dated filters count from.
    const today = new Date().toISOString().slice(0, 10);
    const update = (set: SQL, where: SQL) =>
      app.db.orm.execute(
        sql`update assets set ${set} where tenant_id = ${workspace.id} and ${where}`,
      );
    // Laptop warranties from 100 days ago to 99 days ahead; three phones lapsed, one retired.
    await update(
      sql`warranty_end = ${today}::date + (substring(name from '[0-9]+$')::int % 200 - 100)`,
      sql`name like 'Laptop %'`,
    );
    await update(
      sql`warranty_end = ${today}::date - 10`,
      sql`name in ('Phone 1', 'Phone 2', 'Phone 3')`,
    );
    await update(sql`retired_at = now()`, sql`name = 'Phone 3'`);
    const assetsOf = (where: SQL) =>
      app.db.orm.execute(sql`
        select count(*)::int as n from assets a where a.tenant_id = ${workspace.id} and ${where}`);
    const deployable = sql`a.status_label_id in (select id from status_labels where kind = 'deployable')`;
    const inSite = sql`a.location_id in (${site.id}, ${room.id})`;
    const filters: [Record<string, string>, SQL][] = [
      [{}, sql`true`],
      [{ status_label_id: ready.id }, sql`a.status_label_id = ${ready.id}`],
      [{ status_kind: "deployable" }, deployable],
      [{ status_kind: "undeployable" }, sql`not ${deployable}`],
      [{ category_id: laptops.id }, sql`a.category_id = ${laptops.id}`],
      [{ location_id: site.id }, inSite],
      [{ checked_out: "true" }, sql`a.checked_out_at is not null`],
      [
        { location_id: site.id, checked_out: "false", category_id: laptops.id },
        sql`${inSite} and a.checked_out_at is null and a.category_id = ${laptops.id}`,
      ],
      [{ status_kind: "undeployable", location_id: site.id }, sql`not ${deployable} and ${inSite}`],
      [
        { overdue: "true" },
        sql`a.checked_out_at is not null and a.expected_checkin < ${today}::date`,
      ],
      [
        { warranty_ends_within: "30" },
        sql`a.warranty_end between ${today}::date and ${today}::date + 30`,
      ],
      [{ warranty_expired: "true" }, sql`a.warranty_end < ${today}::date and a.retired_at is null`],
      // Counted on the assets: a dated filter with another.
      [
        { overdue: "true", category_id: laptops.id },
        sql`a.checked_out_at is not null and a.expected_checkin < ${today}::date and a.category_id = ${laptops.id}`,
      ],
    ];
    const expectTotals = async () => {
      for (const [params, where] of filters) {
        const result = (await assetsOf(where)) as unknown as { rows: { n: number }[] };
        const n = Number(result.rows[0]!.n);
        const query = new URLSearchParams(params).toString();
        const list = jsonOf(await as("GET", `/api/workspace/assets?${query}`));
        expect({ params, total: list.total, capped: list.total_capped }).toEqual({
          params,
          total: Math.min(n, 1000),
          capped: n > 1000,
        });
        const exact = jsonOf(await as("GET", `/api/workspace/assets/count?${query}`));
        expect({ params, total: exact.total }).toEqual({ params, total: n });
      }
    };
    await expectTotals();

    // Writes move the totals: check-outs, a check-in, a change of category.
    const { items } = jsonOf(await as("GET", `/api/workspace/assets?category_id=${laptops.id}`));
    for (const asset of items.slice(0, 5)) {
      jsonOf(
        await as("POST", `/api/workspace/assets/${asset.id}/checkout`, { person_id: person.id }),
      );
    }
    jsonOf(await as("POST", `/api/workspace/assets/${items[0].id}/checkin`, {}));
    // Two of those held are overdue (the API takes only dates from today on).
    const late = items.slice(1, 3).map((asset: { id: string }) => asset.id);
    await update(sql`expected_checkin = ${today}::date - 3`, sql`id in (${late[0]}, ${late[1]})`);
    jsonOf(await as("PATCH", `/api/workspace/assets/${items[6].id}`, { category_id: null }));
    await expectTotals();

    // Those totals read the kept counts: no asset row, only the sample assets' index.
    for (const [filter, kept] of [
      [{ category_id: laptops.id }, "dashboard_asset_counts"],
      [{ overdue: true }, "dashboard_asset_days"],
    ] as const) {
      const where = assetConditions(workspace.id, filter, today);
      const scope = { tenantId: workspace.id, filter, where, today };
      const counts = app.db.orm
        .select(listCountColumns(app.db.orm, scope, 1001))
        .from(sql`(select 1) as one`);
      const plan = await planOf(app.db.orm, counts);
      // The first InitPlan is the matches' total, the second the sample assets' count.
      const [matched] = plan.split("InitPlan 2");
      expect(matched, plan).toContain(kept);
      expect(matched, plan).not.toMatch(/ on assets\b/);
    }
  });

  it("pages a filter that matches few, in any order, as walking the whole register does", async () => {
    const { as, person, depot } = await register("few-matches");
    const { items } = jsonOf(await as("GET", "/api/workspace/assets?q=Laptop&limit=100"));
    for (const asset of items.filter((_: unknown, index: number) => index % 3 === 0)) {
      jsonOf(
        await as("POST", `/api/workspace/assets/${asset.id}/checkout`, { person_id: person.id }),
      );
    }
    const walk = async (params: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = jsonOf(
          await as("GET", `/api/workspace/assets?${params}&limit=${limit}${after}`),
        );
        ids.push(...page.items.map((asset: { id: string }) => asset.id));
        cursor = page.next_cursor;
      } while (cursor);
      return ids;
    };
    // Counted on the assets (a holder) and from the kept counts (a location), each in orders
    // its index does not give.
    for (const [filter, matches] of [
      [`person_id=${person.id}`, 34],
      [`location_id=${depot.id}`, 20],
    ] as const) {
      for (const sort of ["-purchase_date", "name", "-asset_tag"]) {
        const few = await walk(`${filter}&sort=${sort}`, 7);
        expect(few).toHaveLength(matches);
        // The whole register in that order, by pages of 100, then only the matches.
        const all = await walk(`sort=${sort}`, 100);
        const fewIds = new Set(few);
        expect(few, `${filter} ${sort}`).toEqual(all.filter((id) => fewIds.has(id)));
      }
    }
  });
});
