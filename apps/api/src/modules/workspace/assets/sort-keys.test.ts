import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetSortKeys } from "@fleetward/contracts/workspace-assets";
import { asOwner } from "../../../db/scope.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, named, workspaceTenant } from "../../../test-support/workspace.ts";
import { assetConditions, assetRowsQuery, assetSortOf } from "./asset-query.ts";

/*
 * The register sorts by names of other tables through copies on the asset, kept by triggers
 * (docs/decisions/0047): they follow every write that changes them, and every sort, either
 * way, reads a page from its index without sorting the workspace.
 */
describe.each(testDatabases)("register sort keys on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const keysOf = async (assetId: string) => {
    const result = (await app.db.orm.execute(sql`
      select manufacturer_id, model_sort, manufacturer_sort, category_sort, status_sort, location_sort, holder_sort
      from assets where id = ${assetId}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows[0];
  };

  it("follows creation, edits, check-out, check-in and renames of what the asset names", async () => {
    const { as } = await workspaceTenant(app, "sort-keys");
    const maker = jsonOf(await as("POST", "/api/workspace/manufacturers", { name: "Zeta" }), 201);
    const laptops = await named(as, "categories", "Laptops");
    const model = jsonOf(
      await as("POST", "/api/workspace/models", {
        name: "Alpha 14",
        manufacturer_id: maker.id,
        category_id: laptops.id,
      }),
      201,
    );
    const place = jsonOf(await as("POST", "/api/workspace/locations", { name: "Annex" }), 201);
    const person = jsonOf(await as("POST", "/api/workspace/people", { name: "Mira Holt" }), 201);
    const asset = jsonOf(
      await as("POST", "/api/workspace/assets", {
        name: "Sort key laptop",
        model_id: model.id,
        location_id: place.id,
      }),
      201,
    );
    expect(await keysOf(asset.id)).toEqual({
      manufacturer_id: maker.id,
      model_sort: "Alpha 14",
      manufacturer_sort: "Zeta",
      category_sort: "Laptops",
      status_sort: asset.status_name,
      location_sort: "Annex",
      holder_sort: "",
    });
    const checkout = { person_id: person.id };
    jsonOf(await as("POST", `/api/workspace/assets/${asset.id}/checkout`, checkout));
    expect(await keysOf(asset.id)).toMatchObject({ holder_sort: "Mira Holt" });

    jsonOf(await as("PATCH", `/api/workspace/models/${model.id}`, { name: "Omega 14" }));
    jsonOf(await as("PATCH", `/api/workspace/manufacturers/${maker.id}`, { name: "Acme" }));
    jsonOf(await as("PATCH", `/api/workspace/locations/${place.id}`, { name: "Basement" }));
    jsonOf(await as("PATCH", `/api/workspace/people/${person.id}`, { name: "Mira Holt-Berg" }));
    jsonOf(
      await as("PATCH", `/api/workspace/status-labels/${asset.status_label_id}`, { name: "Out" }),
    );
    await app.db.orm.execute(
      sql`update asset_categories set name = 'Notebooks' where id = ${laptops.id}`,
    );
    expect(await keysOf(asset.id)).toEqual({
      manufacturer_id: maker.id,
      model_sort: "Omega 14",
      manufacturer_sort: "Acme",
      category_sort: "Notebooks",
      status_sort: "Out",
      location_sort: "Basement",
      holder_sort: "Mira Holt-Berg",
    });

    jsonOf(await as("POST", `/api/workspace/assets/${asset.id}/checkin`, {}));
    jsonOf(await as("PATCH", `/api/workspace/assets/${asset.id}`, { model_id: null }));
    expect(await keysOf(asset.id)).toMatchObject({
      manufacturer_id: null,
      model_sort: "",
      manufacturer_sort: "",
      holder_sort: "",
    });
    // The list orders by the copies as it did by the names: no model sorts first.
    const byModel = jsonOf(await as("GET", "/api/workspace/assets?sort=model&limit=100"));
    const names = (byModel.items as { model_name: string | null }[]).map((a) => a.model_name ?? "");
    expect(names).toEqual([...names].sort());
  });

  it("reads a page of every sort, both ways and after a cursor, as a range of one index", async () => {
    const { as, workspace } = await workspaceTenant(app, "sort-plans");
    const label = await named(as, "status-labels", "Ready to deploy");
    await app.db.orm.execute(sql`
      insert into assets (tenant_id, name, asset_tag, status_label_id, created_at, updated_at)
      select ${workspace.id}, 'Plan ' || g, 'PLAN-' || g, ${label.id}, now(), now()
      from generate_series(1, 5000) g`);
    // Only the table's owner may analyze it; the planner then knows the workspace is large.
    await asOwner(() => app.db.orm.execute(sql`analyze assets`));
    const where = assetConditions(workspace.id, {}, "2026-01-01");
    for (const key of assetSortKeys) {
      for (const sortName of [key, `-${key}`]) {
        const sort = assetSortOf(sortName);
        const value =
          sort.type === "date" ? "2024-01-01" : sort.type === "text" ? "m" : "2024-01-01T00:00:00Z";
        const after = { value, id: "00000000-0000-4000-8000-000000000000" };
        for (const cursor of [undefined, after]) {
          const query = assetRowsQuery(app.db.orm, where, { sort, after: cursor, limit: 26 });
          const plan = await planOf(app.db.orm, query);
          expect(plan, `${sortName}\n${plan}`).toMatch(
            /Index Scan( Backward)? using assets_tenant_/,
          );
          expect(plan, `${sortName}\n${plan}`).not.toMatch(/\bSort\b/);
          // The cursor bounds the scan (an index condition), not a filter of the rows before it.
          if (cursor) expect(plan, `${sortName}\n${plan}`).toMatch(/Index Cond: .*ROW\(/);
        }
      }
    }
  });
});
