import { sql, type SQL } from "drizzle-orm";
import type { Orm } from "../db/client.ts";

/*
 * The set-based statements of `seed-scale.ts`: each adds thousands of rows in one
 * INSERT … SELECT over generate_series, so 100,000 assets take seconds, not an hour of
 * round trips. Values are spread deterministically (by the row number `n`) so every run
 * seeds the same register and the bench can name rows it knows exist.
 */

type Row = Record<string, unknown>;

export async function rowsOf<T extends Row>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Categories beyond the provisioned seven, so that ten categories share the assets evenly. */
export const extraCategories = ["Printers", "Docking stations", "Headsets"];

/** Models for every category (the provisioned catalogue covers only four of them). */
const extraModels: [manufacturer: string, model: string, category: string][] = [
  ["HP", "EliteBook 840 G10", "Laptops"],
  ["Dell", "OptiPlex 7010", "Desktops"],
  ["Lenovo", "ThinkCentre M90q", "Desktops"],
  ["Apple", "iMac 24-inch", "Desktops"],
  ["HP", "Elite Mini 800", "Desktops"],
  ["Samsung", "Galaxy A55", "Phones"],
  ["Apple", "iPhone SE", "Phones"],
  ["Samsung", "Galaxy Tab S9", "Tablets"],
  ["Apple", "iPad Air 11-inch", "Tablets"],
  ["Dell", "UltraSharp U2723QE", "Monitors"],
  ["LG", "27UP850", "Monitors"],
  ["Lenovo", "ThinkVision T27h", "Monitors"],
  ["Cisco", "Catalyst 9200", "Network"],
  ["Ubiquiti", "UniFi U6 Pro", "Network"],
  ["Microsoft", "Microsoft 365 E3", "Software licences"],
  ["Adobe", "Creative Cloud", "Software licences"],
  ["Brother", "HL-L2350DW", "Printers"],
  ["HP", "LaserJet Pro 4002", "Printers"],
  ["Lenovo", "ThinkPad Universal USB-C Dock", "Docking stations"],
  ["Dell", "WD19S", "Docking stations"],
  ["Jabra", "Evolve2 65", "Headsets"],
  ["Logitech", "Zone Wireless", "Headsets"],
  ["Poly", "Voyager 4320", "Headsets"],
];

const firstNames =
  "Ada Alex Amara Ana Ben Carla Chen Dana David Elif Emma Farah Femi Grace Hana Ivan Jamal Jana Jin Jonas Kai Kofi Lara Leo Lina Luca Maya Mei Mila Nadia Noah Nora Omar Oscar Petra Priya Rafael Rosa Sami Sara Sofia Tariq Tom Uma Vera Wei Yara Yusuf Zara Zoe".split(
    " ",
  );
const lastNames =
  "Adams Ahmed Alvarez Andersen Baker Bauer Becker Bianchi Brown Castro Chen Clark Costa Cruz Dubois Evans Fischer Garcia Gomez Green Hall Hansen Harris Hill Horvat Huang Ito Jansen Jensen Johnson Jones Kaur Khan Kim Klein Kowalski Kumar Lambert Larsen Lee Lewis Lopez Martin Meyer Miller Moore Morales Murphy Nagy Nguyen Novak Okafor Olsen Ortiz Osei Park Patel Perez Peters Petrov Popescu Reyes Richter Rivera Roberts Rossi Ruiz Santos Sato Schmidt Schneider Shah Silva Singh Smith Sousa Suzuki Tanaka Taylor Thomas Torres Varga Vargas Wagner Walker Wang Weber White Williams Wilson Wong Wright Yamamoto Young Zhang Ziegler Zimmermann".split(
    " ",
  );
const departments = ["IT", "Finance", "Sales", "Design", "Support", "Operations", "HR", "Legal"];
const suppliers = ["CDW", "Insight", "Bechtle", "Computacenter", "SoftwareOne", "Dustin", "Amazon"];

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[]`;

/** Three more categories, `offices` more offices and a model for every category. */
export async function extendCatalog(orm: Orm, tenantId: string, now: Date, offices = 20) {
  await orm.execute(sql`insert into asset_categories (tenant_id, name)
    select ${tenantId}, name from unnest(${textArray(extraCategories)}) as name
    on conflict do nothing`);
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind)
    select ${tenantId}, 'Office ' || lpad(k::text, 2, '0'), 'site' from generate_series(1, ${offices}::int) as k
    on conflict do nothing`);
  const makers = [...new Set(extraModels.map(([maker]) => maker))];
  await orm.execute(sql`insert into manufacturers (tenant_id, name, created_at, updated_at)
    select ${tenantId}, name, ${now}, ${now} from unnest(${textArray(makers)}) as name
    on conflict do nothing`);
  await orm.execute(sql`insert into asset_models
      (tenant_id, name, manufacturer_id, category_id, eol_months, created_at, updated_at)
    select ${tenantId}, x.model, m.id, c.id, 48, ${now}, ${now}
    from unnest(${textArray(extraModels.map((row) => row[0]))},
                ${textArray(extraModels.map((row) => row[1]))},
                ${textArray(extraModels.map((row) => row[2]))}) as x(maker, model, category)
    join manufacturers m on m.tenant_id = ${tenantId} and m.name = x.maker
    join asset_categories c on c.tenant_id = ${tenantId} and c.name = x.category
    on conflict do nothing`);
}

/** `count` people with distinct e-mails and employee numbers, spread over the locations. */
export async function seedPeople(orm: Orm, tenantId: string, count: number, now: Date) {
  await orm.execute(sql`
    with refs as (
      select array_agg(id order by name) as locations from asset_locations where tenant_id = ${tenantId}
    ), names as (
      select ${textArray(firstNames)} as firsts, ${textArray(lastNames)} as lasts,
        ${textArray(departments)} as departments
    )
    insert into people
      (tenant_id, name, email, employee_number, department, location_id, status, created_at, updated_at)
    select ${tenantId}, f.first || ' ' || l.last,
      lower(f.first || '.' || l.last || '.' || n) || '@example.com',
      'E-' || (20000 + n), departments[1 + n % array_length(departments, 1)],
      locations[1 + n % array_length(locations, 1)],
      case when n % 50 = 0 then 'left' else 'active' end, ${now}, ${now}
    from refs, names, generate_series(1, ${count}) as n,
      lateral (select firsts[1 + n % array_length(firsts, 1)] as first) f,
      lateral (select lasts[1 + (n / array_length(firsts, 1)) % array_length(lasts, 1)] as last) l`);
}

/**
 * A serial number unique within a workspace: n times an odd constant modulo 2^32 is a
 * bijection, so distinct n give distinct, random-looking 8-digit hex serials.
 */
export const serialSql = (n: SQL) =>
  sql`'SN' || upper(lpad(to_hex(((${n})::bigint * 2654435761) % 4294967296), 8, '0'))`;

/** The same formula in JavaScript, for the bench to pick a fragment of a known serial. */
export function serialOf(n: number): string {
  const value = (BigInt(n) * 2654435761n) % 4294967296n;
  return `SN${value.toString(16).padStart(8, "0").toUpperCase()}`;
}

/** The custom value of asset n: a cost centre among 1,000, so each value has 1/1000 of them. */
export const costCentreOf = (n: number) => `CC-${String(n % 1000).padStart(3, "0")}`;

/**
 * Assets `from`…`to` of a workspace (n → tag number `tagOffset + n`). Category n mod 10
 * (ten categories, so each holds exactly a tenth), a model of that category, six in ten
 * checked out to a person (some overdue), the others in stock with mixed labels. `h`, a
 * hash of n, decides those, so they do not follow the category.
 */
export async function seedAssets(
  orm: Orm,
  tenantId: string,
  range: { from: number; to: number; tagOffset: number },
  now: Date,
) {
  await orm.execute(sql`
    with cats as (
      select id, (row_number() over (order by name) - 1)::int as k
      from asset_categories where tenant_id = ${tenantId}
    ), slots as (
      select id, name, category_id,
        (row_number() over (partition by category_id order by name) - 1)::int as slot,
        count(*) over (partition by category_id)::int as models
      from asset_models where tenant_id = ${tenantId}
    ), refs as (
      select
        (select array_agg(id order by name) from asset_locations where tenant_id = ${tenantId}) as locations,
        (select array_agg(id order by employee_number) from people
          where tenant_id = ${tenantId} and status = 'active') as persons,
        (select array_agg(id order by created_at, name) from status_labels
          where tenant_id = ${tenantId} and kind <> 'archived') as labels,
        (select count(*)::int from asset_categories where tenant_id = ${tenantId}) as cats,
        ${textArray(suppliers)} as suppliers
    ), series as (
      select n, h, ${range.tagOffset}::int + n as tag, h % 10 < 6 as out
      from generate_series(${range.from}::int, ${range.to}::int) as n,
        lateral (select (n::bigint * 2654435761) % 4294967296 as h) hashed
    )
    insert into assets (tenant_id, asset_tag, name, model_id, category_id, status_label_id,
      serial_number, location_id, assigned_person_id, checked_out_at, expected_checkin,
      purchase_date, purchase_cost, currency, supplier, order_number, warranty_end,
      custom_values, created_at, updated_at)
    select ${tenantId}, 'FW-' || lpad(tag::text, greatest(5, length(tag::text)), '0'),
      s.name || ' ' || lpad(n::text, 6, '0'), s.id, c.id,
      case when out then labels[1] else labels[1 + (h / 10) % array_length(labels, 1)] end,
      ${serialSql(sql`n`)}, locations[1 + n % array_length(locations, 1)],
      case when out then persons[1 + h % array_length(persons, 1)] end,
      case when out then ${now}::timestamptz - make_interval(days => n % 700) end,
      case when out and n % 20 = 0 then (${now}::timestamptz)::date + (n % 60 - 30) end,
      date '2019-01-01' + n % 2000, (200 + n % 2800)::numeric(12, 2), 'EUR',
      suppliers[1 + n % array_length(suppliers, 1)], 'PO-' || (10000 + n / 25),
      date '2022-01-01' + n % 2000,
      jsonb_build_object('cost_centre', 'CC-' || lpad((n % 1000)::text, 3, '0')),
      ${now}::timestamptz - make_interval(mins => ${range.to}::int - n), ${now}
    from series cross join refs
    join cats c on c.k = series.n % refs.cats
    join slots s on s.category_id = c.id and s.slot = (series.n / 10) % s.models`);
}

/** The workspace's tag counter continues after the seeded tags. */
export async function advanceTagCounter(orm: Orm, tenantId: string, next: number, now: Date) {
  await orm.execute(sql`insert into workspace_settings (tenant_id, next_asset_number, updated_at)
    values (${tenantId}, ${next}, ${now})
    on conflict (tenant_id) do update set next_asset_number = excluded.next_asset_number`);
}
