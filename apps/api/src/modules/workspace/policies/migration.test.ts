import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { migrateWith, migrationIndex, migrationsUpTo } from "../../../test-support/migrations.ts";
import { rowsOf } from "../core/test-helpers.ts";

/*
 * The migration that adds the posture's kept counts (ADR 0050, "Amended: kept counts") counts
 * the results that exist already — including a failing count the services left wrong — and
 * the next write keeps the counts equal to a recount.
 */
describe.each(testDatabases)("upgrading to kept posture counts on $name", (testDatabase) => {
  let database: Database;
  let oldMigrations: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    oldMigrations = await migrationsUpTo((await migrationIndex("posture-kept-counts")) - 1);
    await migrateWith(database, oldMigrations);
    await database.orm.execute(sql`
      with account as (
        insert into users (username, email, password_hash, role)
        values ('postured', 'postured@example.com', 'x', 'customer') returning id
      ), trial as (
        insert into trials (user_id, status, company_name, app_name, app_domain, company_email,
          phone, street_address, building, postal_code, city, country, first_name, last_name,
          title, position, department, requested_at, updated_at)
        select id, 'active', 'Postured Ltd', 'Postured', 'postured', 'it@postured.example', '1',
          'Street', 'B', 'P', 'City', 'GB', 'Ada', 'Okafor', 'Ms', 'IT', 'IT', now(), now()
        from account returning id, user_id
      )
      insert into workspaces (trial_id, app_domain, name, owner_user_id, created_at)
      select id, 'postured', 'Postured', user_id, now() from trial`);
    // 12 devices (one with a wrong failing count), 4 policies (one off), a result of each on
    // each device but the last: pass, fail or unknown.
    await database.orm.execute(sql`
      insert into devices (tenant_id, host_identifier, hostname, platform, failing_policies,
        enrolled_at, created_at, updated_at)
      select w.id, 'host-' || n, 'host-' || n, 'linux', case when n = 1 then 7 else 0 end,
        now(), now(), now()
      from workspaces w cross join generate_series(1, 12) as n`);
    await database.orm.execute(sql`
      insert into posture_policies (tenant_id, name, platforms, query, enabled, created_at,
        updated_at)
      select w.id, 'Policy ' || k, '{linux}', 'SELECT 1', k <> 4, now(), now()
      from workspaces w cross join generate_series(1, 4) as k`);
    await database.orm.execute(sql`
      insert into policy_results (tenant_id, policy_id, device_id, status, checked_at)
      select d.tenant_id, p.id, d.id,
        (array['pass', 'fail', 'unknown'])[1 + (d.n + p.k) % 3], now()
      from (select *, row_number() over (order by hostname) as n from devices) d
      join (select *, row_number() over (order by name) as k from posture_policies) p
        on p.tenant_id = d.tenant_id
      where d.n < 12`);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  const keptDevices = () =>
    rowsOf(
      database,
      sql`select id, passing_policies as p, failing_policies as f, unknown_policies as u
          from devices order by id`,
    );
  const recountedDevices = () =>
    rowsOf(
      database,
      sql`select d.id, count(p.id) filter (where r.status = 'pass')::int as p,
            count(p.id) filter (where r.status = 'fail')::int as f,
            count(p.id) filter (where r.status = 'unknown')::int as u
          from devices d left join policy_results r on r.device_id = d.id
          left join posture_policies p on p.id = r.policy_id and p.enabled
          group by d.id order by d.id`,
    );
  const keptPolicies = () =>
    rowsOf(
      database,
      sql`select id, passing_count as p, failing_count as f, unknown_count as u
          from posture_policies order by id`,
    );
  const recountedPolicies = () =>
    rowsOf(
      database,
      sql`select p.id, count(r.status) filter (where r.status = 'pass')::int as p,
            count(r.status) filter (where r.status = 'fail')::int as f,
            count(r.status) filter (where r.status = 'unknown')::int as u
          from posture_policies p left join policy_results r on r.policy_id = p.id
          group by p.id order by p.id`,
    );

  it("counts the results that exist, then keeps counting", async () => {
    const [moved] = await rowsOf(
      database,
      sql`select sum(passing_policies + failing_policies + unknown_policies)::int as n
          from devices`,
    );
    expect(moved).toEqual({ n: 33 });
    expect(await keptDevices()).toEqual(await recountedDevices());
    expect(await keptPolicies()).toEqual(await recountedPolicies());

    await database.orm.execute(sql`update policy_results set status = 'fail'
      where status = 'unknown'`);
    await database.orm.execute(sql`update posture_policies set enabled = not enabled`);
    expect(await keptDevices()).toEqual(await recountedDevices());
    expect(await keptPolicies()).toEqual(await recountedPolicies());
  });
});
