import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { insertDeployedTrial } from "../modules/account/trials/deployed-trial.ts";
import { rowsOf, seedPeople, serialOf, serialSql } from "./seed-scale-sql.ts";

/*
 * The scratch fill of `explain-register.ts`: one workspace shaped like a customer after a
 * Snipe-IT import (issue 23) — 50 models of ~8 makers in 10 categories, a three-level tree of
 * 30 locations, 6 status labels, 3 custom fields, 5,000 people holding 75 % of 100,000
 * assets, some past their expected check-in. Set-based SQL, so it takes seconds on
 * PostgreSQL and a minute or two on PGlite. Not the bench's fill: that goes through the import.
 */

/** The workspace, its catalogue extended to the shape above. */
async function createWorkspace(orm: Orm, now: Date) {
  const [owner] = await rowsOf<{ id: string }>(
    orm,
    sql`insert into users (username, email, password_hash, role)
      values ('explain_owner', 'explain.owner@example.com', '!', 'customer') returning id`,
  );
  const { workspace } = await insertDeployedTrial(orm, {
    userId: owner!.id,
    appDomain: "explain",
    now,
  });
  return workspace.id;
}

async function extendCatalog(orm: Orm, tenantId: string, now: Date) {
  await orm.execute(sql`insert into asset_categories (tenant_id, name)
    select ${tenantId}, 'Category ' || k from generate_series(1, 10) as k
    where (select count(*) from asset_categories where tenant_id = ${tenantId}) + k <= 10`);
  await orm.execute(sql`insert into manufacturers (tenant_id, name, created_at, updated_at)
    select ${tenantId}, 'Maker ' || chr(64 + k), ${now}, ${now} from generate_series(1, 8) as k`);
  // 50 models; model k is of maker k mod 8 and category k mod 10.
  await orm.execute(sql`
    with makers as (select id, (row_number() over (order by name) - 1)::int as k
      from manufacturers where tenant_id = ${tenantId} and name like 'Maker %'),
    cats as (select id, (row_number() over (order by name) - 1)::int as k
      from asset_categories where tenant_id = ${tenantId})
    insert into asset_models (tenant_id, name, model_number, manufacturer_id, category_id,
      eol_months, created_at, updated_at)
    select ${tenantId}, 'Model ' || chr(65 + i % 26) || ' ' || (i * 7 % 50), 'MN-' || i, m.id, c.id,
      48, ${now}, ${now}
    from generate_series(0, 49) as i join makers m on m.k = i % 8 join cats c on c.k = i % 10`);
  // 3 regions → 9 buildings → 18 rooms.
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind)
    select ${tenantId}, 'Region ' || k, 'site' from generate_series(1, 3) as k`);
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind, parent_id)
    select ${tenantId}, 'Building ' || p.name || '.' || k, 'building', p.id
    from asset_locations p, generate_series(1, 3) as k
    where p.tenant_id = ${tenantId} and p.name like 'Region %'`);
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind, parent_id)
    select ${tenantId}, 'Room ' || p.name || '.' || k, 'room', p.id
    from asset_locations p, generate_series(1, 2) as k
    where p.tenant_id = ${tenantId} and p.kind = 'building' and p.name like 'Building Region %'`);
  await orm.execute(sql`insert into status_labels (tenant_id, name, kind, colour, created_at, updated_at)
    select ${tenantId}, 'Label ' || k, case when k % 2 = 0 then 'deployable' else 'pending' end,
      '#336699', ${now}, ${now}
    from generate_series(1, 6) as k
    where (select count(*) from status_labels where tenant_id = ${tenantId}) + k <= 6`);
  await orm.execute(sql`insert into custom_fields (tenant_id, key, name, type, created_at, updated_at)
    values (${tenantId}, 'cost_centre', 'Cost centre', 'text', ${now}, ${now}),
      (${tenantId}, 'ram_gb', 'RAM (GB)', 'number', ${now}, ${now}),
      (${tenantId}, 'encrypted', 'Encrypted', 'boolean', ${now}, ${now})
    on conflict do nothing`);
}

/** Assets `from`…`to`: model by a hash of n, 75 % checked out, 1 in 10 of those overdue. */
async function fillAssets(orm: Orm, tenantId: string, from: number, to: number, now: Date) {
  await orm.execute(sql`
    with models as (
      select id, category_id, name, (row_number() over (order by name) - 1)::int as k
      from asset_models where tenant_id = ${tenantId} and model_number like 'MN-%'
    ), refs as (
      select
        (select array_agg(id order by name) from asset_locations where tenant_id = ${tenantId}) as locations,
        (select array_agg(id order by employee_number) from people
          where tenant_id = ${tenantId} and status = 'active') as persons,
        (select array_agg(id order by name) from status_labels
          where tenant_id = ${tenantId} and kind = 'deployable') as deployable,
        (select array_agg(id order by name) from status_labels
          where tenant_id = ${tenantId} and kind <> 'archived') as labels
    ), series as (
      select n, h, h % 4 <> 0 as out
      from generate_series(${from}::int, ${to}::int) as n,
        lateral (select (n::bigint * 2654435761) % 4294967296 as h) hashed
    )
    insert into assets (tenant_id, asset_tag, name, model_id, category_id, status_label_id,
      serial_number, location_id, assigned_person_id, checked_out_at, expected_checkin,
      purchase_date, purchase_cost, currency, supplier, order_number, warranty_end,
      custom_values, created_at, updated_at)
    select ${tenantId}, 'FW-' || lpad(n::text, 6, '0'), m.name || ' ' || lpad(n::text, 6, '0'),
      m.id, m.category_id,
      case when out then deployable[1 + (h / 7) % array_length(deployable, 1)]
        else labels[1 + (h / 7) % array_length(labels, 1)] end,
      ${serialSql(sql`n`)}, locations[1 + n % array_length(locations, 1)],
      case when out then persons[1 + (h / 3) % array_length(persons, 1)] end,
      case when out then ${now}::timestamptz - make_interval(days => n % 700) end,
      case when out and n % 5 = 0 then (${now}::timestamptz)::date + (n % 400 - 40) end,
      date '2019-01-01' + n % 2000, (200 + n % 2800)::numeric(12, 2), 'EUR',
      'Supplier ' || n % 7, 'PO-' || (10000 + n / 25), date '2022-01-01' + n % 2000,
      jsonb_build_object('cost_centre', 'CC-' || lpad((n % 1000)::text, 3, '0'),
        'ram_gb', 8 * (1 + n % 8), 'encrypted', n % 3 <> 0),
      ${now}::timestamptz - make_interval(mins => ${to}::int - n), ${now}
    from series cross join refs join models m on m.k = (series.h / 11) % 50`);
}

/** Fills the workspace; returns its id. Runs as the system scope (scripts do). */
export async function fillRegister(orm: Orm, counts: { assets: number; people: number }) {
  const now = new Date();
  const tenantId = await createWorkspace(orm, now);
  await extendCatalog(orm, tenantId, now);
  await seedPeople(orm, tenantId, counts.people, now);
  for (let from = 1; from <= counts.assets; from += 10_000) {
    await fillAssets(orm, tenantId, from, Math.min(counts.assets, from + 9_999), now);
  }
  return tenantId;
}

/** Ids and fragments the reads filter by. */
export async function fillContext(orm: Orm, tenantId: string) {
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await rowsOf<T>(orm, query))[0]!;
  const pick = (table: string, where = "true") =>
    one<{ id: string }>(
      sql`select id from ${sql.identifier(table)} where tenant_id = ${tenantId} and ${sql.raw(where)} order by id limit 1`,
    );
  return {
    tenantId,
    categoryId: (await pick("asset_categories")).id,
    modelId: (await pick("asset_models", "model_number like 'MN-%'")).id,
    manufacturerId: (await pick("manufacturers", "name like 'Maker %'")).id,
    buildingId: (await pick("asset_locations", "kind = 'building'")).id,
    roomId: (await pick("asset_locations", "kind = 'room'")).id,
    statusLabelId: (await pick("status_labels", "kind = 'deployable'")).id,
    personId: (await pick("people", "status = 'active'")).id,
    // A fragment of one serial (n = 4242) and of a holder's surname.
    serialFragment: serialOf(4242).slice(4, 9).toLowerCase(),
  };
}
