import type * as DrizzleOrm from "drizzle-orm";
import { sql as sqlTag } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assets } from "../modules/workspace/assets/schema.ts";
import { statusLabels } from "../modules/workspace/catalog/schema.ts";
import { assetConditions, countAssetRows } from "../modules/workspace/assets/asset-query.ts";
import { workspaceRequests } from "../test-support/workspace.ts";
import { testDatabases } from "../test-support/databases.ts";
import { planOf } from "../test-support/plans.ts";
import { createTestApp } from "../test-support/test-app.ts";
import { asSystem, runtimeRoles, withTenant } from "./scope.ts";

/*
 * Row-level security (ADR 0034), proven the hard way: every tenant filter the application
 * writes — each `eq(x.tenant_id, …)` and `eq(x.workspace_id, …)` — is deleted for the test,
 * and a workspace's requests still see only their own rows.
 */
const filters = vi.hoisted(() => ({ removed: false }));

vi.mock("drizzle-orm", async (importOriginal) => {
  const orm = await importOriginal<typeof DrizzleOrm>();
  const tenantColumns = new Set(["tenant_id", "workspace_id"]);
  const eq = (left: unknown, right: unknown) =>
    filters.removed && left instanceof orm.Column && tenantColumns.has(left.name)
      ? orm.sql`true`
      : orm.eq(left as DrizzleOrm.Column, right);
  return { ...orm, eq };
});

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe.each(testDatabases)("isolation the database enforces on $name", (database) => {
  let app: FastifyInstance;
  const { tenant } = workspaceRequests(() => app);
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(async () => {
    filters.removed = false;
    await app.close();
  });

  it("keeps every tenant table under forced row-level security with both policies", async () => {
    const tables = rowsOf<{ name: string; forced: boolean; policies: string[] }>(
      await app.db.orm.execute(sqlTag`
        select c.relname as name, c.relrowsecurity and c.relforcerowsecurity as forced,
               array(select polname::text from pg_policy p where p.polrelid = c.oid
                     order by polname) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r' and (c.relname = 'workspaces' or exists (
          select from pg_constraint f join pg_class t on t.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f' and t.relname = 'workspaces'))`),
    );
    // Every table that refers to a workspace holds that workspace's data.
    expect(tables.length).toBeGreaterThanOrEqual(31);
    for (const table of tables) {
      expect(table, table.name).toEqual({
        name: table.name,
        forced: true,
        policies: ["fleetward_system", "fleetward_tenant"],
      });
    }
  });

  it("reads the workspace setting once per statement, not once per row", async () => {
    const policies = rowsOf<{ name: string; using: string; check: string }>(
      await app.db.orm.execute(sqlTag`
        select c.relname as name, pg_get_expr(p.polqual, p.polrelid) as using,
               pg_get_expr(p.polwithcheck, p.polrelid) as check
        from pg_policy p join pg_class c on c.oid = p.polrelid
        where p.polname = 'fleetward_tenant'`),
    );
    expect(policies.length).toBeGreaterThanOrEqual(31);
    const once = /= \( SELECT \(NULLIF\(current_setting\('fleetward\.tenant_id'::text, true\)/;
    for (const policy of policies) {
      expect(policy.using, policy.name).toMatch(once);
      expect(policy.check, policy.name).toMatch(once);
    }
    // A scan of a small table filters on the statement's InitPlan, evaluated once.
    const { workspace } = await tenant("rls-once");
    const plan = await withTenant(workspace.id, () =>
      planOf(app.db.orm, app.db.orm.select({ name: statusLabels.name }).from(statusLabels)),
    );
    expect(plan).toMatch(/InitPlan/);
    expect(plan).not.toMatch(/Filter: .*current_setting/);
  });

  it("runs a workspace's queries as a role that owns nothing and bypasses nothing", async () => {
    const { workspace } = await tenant("rls-role");
    const [role] = rowsOf<Record<string, unknown>>(
      await withTenant(workspace.id, () =>
        app.db.orm.execute(sqlTag`
          select current_user as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
                 (select count(*)::int from pg_class where relowner = r.oid) as owned
          from pg_roles r where r.rolname = current_user`),
      ),
    );
    expect(role).toEqual({ name: runtimeRoles.tenant, superuser: false, bypass: false, owned: 0 });
  });

  it("refuses to write a row into another workspace, whatever the query says", async () => {
    const mine = await tenant("rls-write-a");
    const theirs = await tenant("rls-write-b");
    const [label] = await asSystem(() =>
      app.db.orm
        .select({ id: statusLabels.id })
        .from(statusLabels)
        .where(sqlTag`${statusLabels.tenantId} = ${theirs.workspace.id}`)
        .limit(1),
    );
    const now = new Date();
    const planted = (assetTag: string) =>
      app.db.orm.insert(assets).values({
        tenantId: theirs.workspace.id,
        assetTag,
        name: "Planted",
        statusLabelId: label!.id,
        createdAt: now,
        updatedAt: now,
      });
    const refused = await withTenant(mine.workspace.id, () => planted("PLANTED-1")).catch(
      (error: Error) => error,
    );
    expect((refused as Error & { cause?: Error }).cause?.message).toMatch(/row-level security/);
    // The same row is otherwise valid: written in its own workspace, it is accepted.
    await expect(
      withTenant(theirs.workspace.id, () => planted("PLANTED-2")),
    ).resolves.toBeDefined();
  });

  it("marks the register's search operators LEAKPROOF, so a policy leaves them their indexes", async () => {
    // Under a policy PostgreSQL makes an index condition only of LEAKPROOF functions; without
    // this, a 100,000-asset register's search scanned the workspace (ADR 0034, bench).
    const rows = await app.db.orm.execute(sqlTag`
      select proname, proleakproof from pg_proc
      where oid in ('pg_catalog.textlike(text, text)'::regprocedure,
                    'pg_catalog.texticlike(text, text)'::regprocedure,
                    'pg_catalog.jsonb_contains(jsonb, jsonb)'::regprocedure)
      order by proname`);
    expect((rows as { rows?: unknown[] }).rows ?? rows).toEqual([
      { proname: "jsonb_contains", proleakproof: true },
      { proname: "texticlike", proleakproof: true },
      { proname: "textlike", proleakproof: true },
    ]);
  });

  it("shows a workspace only its own rows when every tenant filter is deleted", async () => {
    const a = await tenant("rls-a");
    const b = await tenant("rls-b");
    for (const [side, name] of [
      [a, "Only In A"],
      [b, "Only In B"],
    ] as const) {
      const created = await side.as("POST", "/api/workspace/people", { name });
      expect(created.statusCode, created.body).toBe(201);
    }
    const count = () => countAssetRows(app.db.orm, assetConditions(b.workspace.id, {}, today));
    const own = await withTenant(b.workspace.id, count);
    const all = await asSystem(count);

    filters.removed = true;
    try {
      // The filter is really gone: across workspaces, B's query now counts A's assets too.
      const aOnly = await withTenant(a.workspace.id, count);
      expect(aOnly).toBeGreaterThan(0);
      expect(await asSystem(count)).toBeGreaterThanOrEqual(own + aOnly);
      expect(await asSystem(count)).toBeGreaterThan(all);
      // …and yet B's own requests see B alone.
      expect(await withTenant(b.workspace.id, count)).toBe(own);
      const listed = (await b.as("GET", "/api/workspace/assets?limit=100")).json();
      expect(listed.total).toBe(own);
      const people = (await b.as("GET", "/api/workspace/people")).json();
      const names = JSON.stringify(people);
      expect(names).toContain("Only In B");
      expect(names).not.toContain("Only In A");
    } finally {
      filters.removed = false;
    }
  });
});
