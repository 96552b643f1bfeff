import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { migrateWith, migrationsUpTo } from "../../../test-support/migrations.ts";

/** The last migration before the workspace register (people, catalogue, history). */
const lastBefore = 13;

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.orm.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(testDatabases)("upgrading a database with workspaces on $name", (testDatabase) => {
  let database: Database;
  let oldMigrations: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    oldMigrations = await migrationsUpTo(lastBefore);
    await migrateWith(database, oldMigrations);
    // A workspace provisioned before the register existed, with a location.
    await database.orm.execute(sql`
      with account as (
        insert into users (username, email, password_hash, role)
        values ('early', 'early@example.com', 'x', 'customer') returning id
      ), trial as (
        insert into trials (user_id, status, company_name, app_name, app_domain, company_email,
          phone, street_address, building, postal_code, city, country, first_name, last_name,
          title, position, department, requested_at, updated_at)
        select id, 'active', 'Early Ltd', 'Early', 'early', 'it@early.example', '1', 'Street',
          'B', 'P', 'City', 'GB', 'Ada', 'Okafor', 'Ms', 'IT', 'IT', now(), now() from account
        returning id, user_id
      ), workspace as (
        insert into workspaces (trial_id, app_domain, name, owner_user_id, created_at)
        select id, 'early', 'Early', user_id, now() from trial returning id
      )
      insert into asset_locations (tenant_id, name) select id, 'Head office' from workspace`);
    // Its first register: free-text model, status and "assigned to".
    await database.orm.execute(sql`
      insert into assets (tenant_id, name, model, status, assigned_to, created_at, updated_at, retired_at)
      select w.id, a.name, a.model, a.status, a.assigned_to,
        timestamptz '2026-01-01' + a.n * interval '1 day', now(), a.retired_at
      from workspaces w cross join (values
        (1, 'Laptop 1', 'Latitude 7450', 'in_use', 'Morgan Lee', null::timestamptz),
        (2, 'Spare', null, 'in_stock', null, null),
        (3, 'Laptop 2', 'Latitude 7450', 'in_repair', 'Morgan Lee', null),
        (4, 'Old phone', null, 'retired', 'Sam Park', now())
      ) as a(n, name, model, status, assigned_to, retired_at)`);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it("gives existing workspaces the default status labels, and their locations a kind", async () => {
    const labels = await rowsOf<{ name: string; kind: string; is_default: boolean }>(
      database,
      sql`select name, kind, is_default from status_labels order by name`,
    );
    expect(labels).toEqual([
      { name: "Archived", kind: "archived", is_default: true },
      { name: "Broken", kind: "undeployable", is_default: true },
      { name: "In repair", kind: "undeployable", is_default: true },
      { name: "Lost or stolen", kind: "lost", is_default: true },
      { name: "Pending", kind: "pending", is_default: true },
      { name: "Ready to deploy", kind: "deployable", is_default: true },
    ]);
    expect(await rowsOf(database, sql`select name, kind, parent_id from asset_locations`)).toEqual([
      { name: "Head office", kind: "site", parent_id: null },
    ]);
  });

  it("carries the first register over: tags in order, models, labels and people from the free text", async () => {
    const rows = await rowsOf<Record<string, unknown>>(
      database,
      sql`select a.asset_tag, a.name, m.name as model, l.name as label, p.name as person,
            a.checked_out_at is not null as out, a.notes
          from assets a
          join status_labels l on l.id = a.status_label_id
          left join asset_models m on m.id = a.model_id
          left join people p on p.id = a.assigned_person_id
          order by a.asset_tag`,
    );
    expect(rows).toEqual([
      {
        asset_tag: "FW-00001",
        name: "Laptop 1",
        model: "Latitude 7450",
        label: "Ready to deploy",
        person: "Morgan Lee",
        out: true,
        notes: null,
      },
      {
        asset_tag: "FW-00002",
        name: "Spare",
        model: null,
        label: "Ready to deploy",
        person: null,
        out: false,
        notes: null,
      },
      {
        asset_tag: "FW-00003",
        name: "Laptop 2",
        model: "Latitude 7450",
        label: "In repair",
        person: "Morgan Lee",
        out: true,
        notes: null,
      },
      {
        asset_tag: "FW-00004",
        name: "Old phone",
        model: null,
        label: "Archived",
        person: null,
        out: false,
        notes: "Was assigned to: Sam Park",
      },
    ]);
    expect(await rowsOf(database, sql`select name from people`)).toEqual([{ name: "Morgan Lee" }]);
    expect(await rowsOf(database, sql`select next_asset_number from workspace_settings`)).toEqual([
      { next_asset_number: 5 },
    ]);
  });

  it("makes history append-only on the upgraded database too", async () => {
    await database.orm.execute(sql`
      insert into history_events (tenant_id, subject_type, subject_id, actor_name, at, action)
      select id, 'person', gen_random_uuid(), 'Ada', now(), 'created' from workspaces`);
    await expect(database.orm.execute(sql`update history_events set note = 'x'`)).rejects.toThrow();
    await database.orm.execute(sql`delete from workspaces`);
    expect(await rowsOf(database, sql`select id from history_events`)).toEqual([]);
  });
});
