import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { rowsOf, serialOf } from "./seed-scale-sql.ts";

/*
 * What a customer sets up before importing a Snipe-IT CSV (issue 23): fifty models over the
 * ten categories, a three-level location tree of thirty, three custom fields that apply to
 * every category, and the CSV itself, written from the catalogue's names so that every row
 * finds its model, category, location, status and holder by name as the import reads them.
 */

/** Twenty-one more models, so the catalogue holds fifty (6 provisioned + 23 + 21). */
const moreModels: [manufacturer: string, model: string, category: string][] = [
  ["Lenovo", "ThinkPad X1 Carbon Gen 12", "Laptops"],
  ["Dell", "Latitude 7450", "Laptops"],
  ["HP", "ProBook 450 G10", "Laptops"],
  ["Apple", "MacBook Air 13-inch (M3)", "Laptops"],
  ["Dell", "Precision 3680", "Desktops"],
  ["Apple", "Mac mini (M4)", "Desktops"],
  ["Apple", "iPhone 16", "Phones"],
  ["Samsung", "Galaxy S24", "Phones"],
  ["Lenovo", "Tab P12", "Tablets"],
  ["Samsung", "Galaxy Tab A9+", "Tablets"],
  ["HP", "E24 G5", "Monitors"],
  ["Samsung", "ViewFinity S8", "Monitors"],
  ["Cisco", "Meraki MR46", "Network"],
  ["Ubiquiti", "UniFi Dream Machine Pro", "Network"],
  ["Microsoft", "Visio Plan 2", "Software licences"],
  ["Adobe", "Acrobat Pro", "Software licences"],
  ["Brother", "MFC-L8900CDW", "Printers"],
  ["HP", "Color LaserJet Pro 4301", "Printers"],
  ["HP", "USB-C Dock G5", "Docking stations"],
  ["Lenovo", "ThinkPad Thunderbolt 4 Dock", "Docking stations"],
  ["Jabra", "Evolve2 40", "Headsets"],
];

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v}"`).join(",")}}`}::text[]`;

async function addModels(orm: Orm, tenantId: string, now: Date) {
  await orm.execute(sql`insert into asset_models
      (tenant_id, name, manufacturer_id, category_id, eol_months, created_at, updated_at)
    select ${tenantId}, x.model, m.id, c.id, 48, ${now}, ${now}
    from unnest(${textArray(moreModels.map((row) => row[0]))},
                ${textArray(moreModels.map((row) => row[1]))},
                ${textArray(moreModels.map((row) => row[2]))}) as x(maker, model, category)
    join manufacturers m on m.tenant_id = ${tenantId} and m.name = x.maker
    join asset_categories c on c.tenant_id = ${tenantId} and c.name = x.category
    on conflict do nothing`);
}

/**
 * Thirty locations in three levels: the three provisioned (the storage room inside the head
 * office) and a branch office as sites, two buildings each and twenty rooms across them.
 */
async function addLocationTree(orm: Orm, tenantId: string) {
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind)
    values (${tenantId}, 'Branch office', 'site') on conflict do nothing`);
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind, parent_id)
    select ${tenantId}, s.name || ' building ' || b, 'building', s.id
    from asset_locations s, generate_series(1, 2) as b
    where s.tenant_id = ${tenantId} and s.name in ('Head office', 'Remote', 'Branch office')
    on conflict do nothing`);
  await orm.execute(sql`insert into asset_locations (tenant_id, name, kind, parent_id)
    select ${tenantId}, b.name || ' room ' || (1 + r / 6), 'room', b.id
    from (select id, name, row_number() over (order by name) - 1 as k from asset_locations
          where tenant_id = ${tenantId} and kind = 'building') b,
      generate_series(0, 19) as r
    where r % 6 = b.k
    on conflict do nothing`);
}

/** Cost centre (provisioned for laptops, widened to every category), RAM and insurance. */
export const customColumns = [
  { header: "Cost centre", key: "cost_centre" },
  { header: "RAM (GB)", key: "ram_gb" },
  { header: "Insured", key: "insured" },
] as const;

async function addCustomFields(orm: Orm, tenantId: string, now: Date) {
  await orm.execute(sql`delete from custom_field_categories
    where tenant_id = ${tenantId}
      and field_id in (select id from custom_fields where tenant_id = ${tenantId} and key = 'cost_centre')`);
  await orm.execute(sql`insert into custom_fields
      (tenant_id, key, name, type, position, created_at, updated_at)
    values (${tenantId}, 'ram_gb', 'RAM (GB)', 'number', 1, ${now}, ${now}),
      (${tenantId}, 'insured', 'Insured', 'boolean', 2, ${now}, ${now})
    on conflict do nothing`);
}

export async function completeCatalog(orm: Orm, tenantId: string, now: Date) {
  await addModels(orm, tenantId, now);
  await addLocationTree(orm, tenantId);
  await addCustomFields(orm, tenantId, now);
}

export type CatalogNames = {
  /** Per category (by name), its models with their manufacturer. */
  categories: { name: string; models: { name: string; maker: string; number: string }[] }[];
  locations: string[];
  labels: string[];
  holders: string[];
};

export async function catalogNames(orm: Orm, tenantId: string): Promise<CatalogNames> {
  const models = await rowsOf<{ category: string; name: string; maker: string; number: string }>(
    orm,
    sql`select c.name as category, m.name, coalesce(f.name, '') as maker,
        coalesce(m.model_number, '') as number
      from asset_models m join asset_categories c on c.id = m.category_id
      left join manufacturers f on f.id = m.manufacturer_id
      where m.tenant_id = ${tenantId} order by c.name, m.name`,
  );
  const names = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ name: string }>(orm, query)).map((row) => row.name);
  const categories = new Map<string, CatalogNames["categories"][number]>();
  for (const model of models) {
    const entry = categories.get(model.category) ?? { name: model.category, models: [] };
    entry.models.push(model);
    categories.set(model.category, entry);
  }
  return {
    categories: [...categories.values()],
    locations: await names(
      sql`select name from asset_locations where tenant_id = ${tenantId} order by name`,
    ),
    labels: await names(
      sql`select name from status_labels where tenant_id = ${tenantId}
        order by kind <> 'deployable', name`,
    ),
    holders: await names(
      sql`select name from people where tenant_id = ${tenantId} and status = 'active'
        order by employee_number`,
    ),
  };
}

const header = [
  "Asset Tag",
  "Name",
  "Serial",
  "Model",
  "Model No.",
  "Manufacturer",
  "Category",
  "Status",
  "Location",
  "Checked Out To",
  "Purchase Date",
  "Purchase Cost",
  "Order Number",
  "Supplier",
  "Warranty",
  "Notes",
  ...customColumns.map((column) => column.header),
];
const suppliers = ["CDW", "Insight", "Bechtle", "Computacenter", "SoftwareOne", "Dustin"];

/** A hash of n (multiplicative, a bijection mod 2^32): decides holder and status apart from n. */
export const hashOf = (n: number) => Number((BigInt(n) * 2654435761n) % 4294967296n);

const quoted = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Row n of a Snipe-IT-style export: category n mod 10, a model of it, 75 % checked out to an
 * active person, the rest spread over the six labels. `prefix` keeps tags and serials of the
 * write bench's file apart from the fill's; `costCentre` overrides the value (its filter).
 */
export function csvRow(names: CatalogNames, n: number, prefix: string, costCentre?: string) {
  const h = hashOf(n);
  const category = names.categories[n % names.categories.length]!;
  const model = category.models[Math.floor(n / 10) % category.models.length]!;
  const out = h % 100 < 75;
  const day = new Date(Date.UTC(2019, 0, 1) + (n % 2400) * 86_400_000).toISOString().slice(0, 10);
  const serial = prefix === "A" ? serialOf(n) : `${prefix}${serialOf(n).slice(2)}`;
  return [
    `${prefix}-${String(n).padStart(6, "0")}`,
    `${model.name} ${String(n).padStart(6, "0")}`,
    serial,
    model.name,
    model.number,
    model.maker,
    category.name,
    out ? names.labels[0]! : names.labels[Math.floor(h / 100) % names.labels.length]!,
    // By the hash, not n: n mod 30 would fix n mod 10 and give each location one category.
    names.locations[Math.floor(h / 7919) % names.locations.length]!,
    out ? names.holders[h % names.holders.length]! : "",
    day,
    `${200 + (n % 2800)}.00`,
    `PO-${10000 + Math.floor(n / 25)}`,
    suppliers[n % suppliers.length]!,
    "36",
    n % 10 ? "" : "Bought with the spring refresh, keep the box",
    costCentre ?? `CC-${String(n % 1000).padStart(3, "0")}`,
    String([8, 16, 32, 64][n % 4]),
    n % 3 ? "false" : "true",
  ]
    .map(quoted)
    .join(",");
}

export function* csvLines(names: CatalogNames, count: number, prefix: string, costCentre?: string) {
  yield header.join(",");
  for (let n = 1; n <= count; n++) yield csvRow(names, n, prefix, costCentre);
}
