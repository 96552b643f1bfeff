import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwner } from "../../../db/scope.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, named, workspaceTenant } from "../../../test-support/workspace.ts";
import { assetConditions, assetRowsQuery, assetSortOf } from "./asset-query.ts";

/*
 * Names and tags sort naturally (docs/decisions/0045): 1, 2, 10, 11, not 1, 10, 11, 2, on
 * every page of keyset paging, by an index however large the register.
 */
describe.each(testDatabases)("natural sort of names and tags on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const shuffled = ["Laptop 10", "laptop 2", "Laptop 1", "Laptop 11", "Laptop 2b", "Laptop 100"];
  const natural = ["Laptop 1", "laptop 2", "Laptop 2b", "Laptop 10", "Laptop 11", "Laptop 100"];

  it("orders the register by name and by tag naturally, across keyset pages both ways", async () => {
    const { as } = await workspaceTenant(app, "natural");
    for (const [index, name] of shuffled.entries()) {
      const tag = `NS-${[10, 9, 100, 1, 11, 2][index]}`;
      jsonOf(await as("POST", "/api/workspace/assets", { name, asset_tag: tag }), 201);
    }
    const pages = async (sort: string) => {
      const seen: { name: string; asset_tag: string }[] = [];
      let url = `/api/workspace/assets?q=NS-&sort=${sort}&limit=4`;
      for (;;) {
        const page = jsonOf(await as("GET", url));
        seen.push(...page.items);
        if (!page.next_cursor) return seen;
        url = `/api/workspace/assets?q=NS-&sort=${sort}&limit=4&cursor=${page.next_cursor}`;
      }
    };
    expect((await pages("name")).map((asset) => asset.name)).toEqual(natural);
    expect((await pages("-name")).map((asset) => asset.name)).toEqual(natural.toReversed());
    const tags = ["NS-1", "NS-2", "NS-9", "NS-10", "NS-11", "NS-100"];
    expect((await pages("asset_tag")).map((asset) => asset.asset_tag)).toEqual(tags);
    expect((await pages("-asset_tag")).map((asset) => asset.asset_tag)).toEqual(tags.toReversed());
  });

  it("orders people and licences by name naturally", async () => {
    const { as } = await workspaceTenant(app, "natural-lists");
    for (const name of ["Desk 10", "Desk 9", "Desk 1"]) {
      jsonOf(await as("POST", "/api/workspace/people", { name }), 201);
      jsonOf(await as("POST", "/api/workspace/licenses", { name, seats: 1 }), 201);
    }
    const people = jsonOf(await as("GET", "/api/workspace/people?q=Desk&sort=name&limit=2"));
    const rest = jsonOf(
      await as("GET", `/api/workspace/people?q=Desk&sort=name&cursor=${people.next_cursor}`),
    );
    const personNames = [...people.items, ...rest.items].map((row) => row.name);
    expect(personNames).toEqual(["Desk 1", "Desk 9", "Desk 10"]);
    const licenses = jsonOf(await as("GET", "/api/workspace/licenses?q=Desk&sort=name"));
    expect(licenses.items.map((row: { name: string }) => row.name)).toEqual([
      "Desk 1",
      "Desk 9",
      "Desk 10",
    ]);
  });

  it("reads a page of thousands by the natural-order index, without sorting the register", async () => {
    const { as, workspace } = await workspaceTenant(app, "natural-plan");
    const label = await named(as, "status-labels", "Ready to deploy");
    await app.db.orm.execute(sql`
      insert into assets (tenant_id, name, asset_tag, status_label_id, created_at, updated_at)
      select ${workspace.id}, 'Bulk ' || g, 'BULK-' || g, ${label.id}, now(), now()
      from generate_series(1, 5000) g`);
    // Only the table's owner may analyze it; the planner then knows the workspace is large.
    await asOwner(() => app.db.orm.execute(sql`analyze assets`));
    const plan = async (sortName: string) => {
      const sort = assetSortOf(sortName);
      const where = assetConditions(workspace.id, {}, "2026-01-01");
      const query = assetRowsQuery(app.db.orm, where, { sort, after: undefined, limit: 51 });
      return planOf(app.db.orm, query);
    };
    for (const [sortName, index] of [
      ["name", "assets_tenant_name_natural_idx"],
      ["-name", "assets_tenant_name_natural_idx"],
      ["asset_tag", "assets_tenant_tag_natural_idx"],
    ] as const) {
      const explained = await plan(sortName);
      expect(explained, explained).toContain(index);
      expect(explained, explained).not.toMatch(/\bSort\b/);
    }
    const first = jsonOf(await as("GET", "/api/workspace/assets?q=Bulk&sort=name&limit=3"));
    expect(first.items.map((row: { name: string }) => row.name)).toEqual([
      "Bulk 1",
      "Bulk 2",
      "Bulk 3",
    ]);
  });
});
