import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { migrateWith, migrationIndex, migrationsUpTo } from "../../../test-support/migrations.ts";
import { rowsOf } from "../core/test-helpers.ts";

/*
 * The migration that adds the kept dashboard counts (ADR 0046) counts the registers that exist
 * already: after upgrading, the counts equal a recount of the assets, and the next write keeps
 * them equal.
 */
describe.each(testDatabases)("upgrading to kept dashboard counts on $name", (testDatabase) => {
  let database: Database;
  let oldMigrations: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    oldMigrations = await migrationsUpTo((await migrationIndex("dashboard-counts")) - 1);
    await migrateWith(database, oldMigrations);
    await database.orm.execute(sql`
      with account as (
        insert into users (username, email, password_hash, role)
        values ('counted', 'counted@example.com', 'x', 'customer') returning id
      ), trial as (
        insert into trials (user_id, status, company_name, app_name, app_domain, company_email,
          phone, street_address, building, postal_code, city, country, first_name, last_name,
          title, position, department, requested_at, updated_at)
        select id, 'active', 'Counted Ltd', 'Counted', 'counted', 'it@counted.example', '1',
          'Street', 'B', 'P', 'City', 'GB', 'Ada', 'Okafor', 'Ms', 'IT', 'IT', now(), now()
        from account returning id, user_id
      )
      insert into workspaces (trial_id, app_domain, name, owner_user_id, created_at)
      select id, 'counted', 'Counted', user_id, now() from trial`);
    await database.orm.execute(sql`
      insert into status_labels (tenant_id, name, kind, colour, created_at, updated_at)
      select id, label, kind, '#2f855a', now(), now() from workspaces
      cross join (values ('Ready', 'deployable'), ('Broken', 'undeployable')) as l(label, kind)`);
    await database.orm.execute(sql`
      insert into asset_categories (tenant_id, name) select id, 'Laptops' from workspaces`);
    // 40 assets over two labels, a category or none, some retired, warranties over 80 days.
    await database.orm.execute(sql`
      insert into assets (tenant_id, asset_tag, name, status_label_id, category_id,
        warranty_end, created_at, updated_at, retired_at)
      select w.id, 'OLD-' || n, 'Old ' || n,
        (select id from status_labels where name = case when n % 3 = 0 then 'Broken' else 'Ready' end),
        case when n % 2 = 0 then (select id from asset_categories) end,
        date '2025-11-01' + n * 2, now(), now(), case when n % 7 = 0 then now() end
      from workspaces w cross join generate_series(1, 40) as n`);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  const kept = () =>
    rowsOf(
      database,
      sql`select status_label_id, category_id, location_id, checked_out, retired, assets
          from dashboard_asset_counts order by 1, 2 nulls first, 3, 4, 5`,
    );
  const recounted = () =>
    rowsOf(
      database,
      sql`select status_label_id, category_id, location_id, checked_out_at is not null as checked_out,
            retired_at is not null as retired, count(*)::int as assets
          from assets group by 1, 2, 3, 4, 5 order by 1, 2 nulls first, 3, 4, 5`,
    );
  const keptDays = () =>
    rowsOf(database, sql`select figure, day::text, assets from dashboard_asset_days order by 1, 2`);
  const recountedDays = () =>
    rowsOf(
      database,
      sql`select figure, day::text, count(*)::int as assets from (
            select 'warranty_end' as figure, warranty_end as day from assets
            union all select 'live_warranty_end', warranty_end from assets where retired_at is null
            union all select 'due_back', expected_checkin from assets where checked_out_at is not null
          ) dated where day is not null group by 1, 2 order by 1, 2`,
    );

  it("counts the registers that exist, then keeps counting", async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await recounted());
    expect((await keptDays()).length).toBe(40 + 40 - 5);
    expect(await keptDays()).toEqual(await recountedDays());

    await database.orm.execute(sql`update assets set category_id = null, retired_at = null`);
    expect(await kept()).toEqual(await recounted());
    expect(await keptDays()).toEqual(await recountedDays());
  });
});
