import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import {
  assetListQuerySchema,
  assetSortKeys,
  assetTotalCap,
  type AssetListParams,
} from "@fleetward/contracts/workspace-assets";
import { personListQuerySchema } from "@fleetward/contracts/workspace-people";
import { openDatabase, type Database } from "../db/client.ts";
import { explain, ms, openScratch, timeRuns } from "./explain-support.ts";
import { decodeCursor, encodeCursor } from "../db/keyset.ts";
import { asOwner, withTenant } from "../db/scope.ts";
import {
  assetConditions,
  assetRowsQuery,
  assetSortOf,
} from "../modules/workspace/assets/asset-query.ts";
import {
  countMatches,
  listCountColumns,
  narrows,
} from "../modules/workspace/assets/count-query.ts";
import {
  countScopeOf,
  listWorkspaceAssets,
  pageConditions,
} from "../modules/workspace/assets/register.ts";
import { listWorkspacePeople } from "../modules/workspace/people/service.ts";
import { fillContext, fillRegister } from "./explain-register-fill.ts";

/*
 * How the register's everyday reads perform at 100,000 assets (issue 23, ADR 0047): fills a
 * scratch database (PostgreSQL: created beside ADMIN_URL's and dropped at the end; PGlite:
 * in memory), then for each read prints its wall time through the service (median and worst
 * of sequential runs, one client) and the EXPLAIN (ANALYZE, BUFFERS) planning and execution
 * times of its page query. Not the bench: no concurrency, no HTTP.
 *
 *   node --import tsx apps/api/src/scripts/explain-register.ts --engine postgres [--plan model]
 *   node --import tsx apps/api/src/scripts/explain-register.ts --engine pglite
 *   node --import tsx apps/api/src/scripts/explain-register.ts --data-dir /tmp/fleetward-bench-register-…
 */

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgres" },
    assets: { type: "string", default: "100000" },
    people: { type: "string", default: "5000" },
    runs: { type: "string", default: "7" },
    /** A kept PGlite bench fill's DATA_DIR (BENCH_KEEP_DATABASE=1): explain it, fill nothing. */
    "data-dir": { type: "string" },
    /** Print the whole plan of these reads (names, separated by |). */
    plan: { type: "string" },
    only: { type: "string" },
  },
});

type Context = Awaited<ReturnType<typeof fillContext>>;
type Read = { name: string; params: AssetListParams; deep?: number };

function registerReads(c: Context): Read[] {
  return [
    { name: "first page", params: {} },
    { name: "search tag", params: { q: "FW-004242" } },
    { name: "search serial fragment", params: { q: c.serialFragment } },
    { name: "search name", params: { q: "model c 2" } },
    { name: "search holder", params: { q: "okafor" } },
    { name: "status label", params: { status_label_id: c.statusLabelId } },
    { name: "status kind deployable", params: { status_kind: "deployable" } },
    { name: "category", params: { category_id: c.categoryId } },
    { name: "location", params: { location_id: c.roomId } },
    { name: "model", params: { model_id: c.modelId } },
    { name: "manufacturer", params: { manufacturer_id: c.manufacturerId } },
    { name: "holder", params: { person_id: c.personId } },
    { name: "checked out", params: { checked_out: "true" } },
    { name: "in stock", params: { checked_out: "false" } },
    { name: "overdue", params: { overdue: "true" } },
    { name: "warranty ends within 30", params: { warranty_ends_within: 30 } },
    { name: "custom field", params: { custom_field: "cost_centre", custom_value: "CC-042" } },
    {
      name: "deployable + category",
      params: { status_kind: "deployable", category_id: c.categoryId },
    },
    {
      name: "checked out + manufacturer, by model",
      params: { checked_out: "true", manufacturer_id: c.manufacturerId, sort: "model" },
    },
    {
      name: "overdue, by expected check-in",
      params: { overdue: "true", sort: "expected_checkin" },
    },
    ...assetSortKeys.flatMap((sort) =>
      [sort, `-${sort}` as const].map((s) => ({ name: `sort ${s}`, params: { sort: s } })),
    ),
    ...assetSortKeys.flatMap((sort) =>
      [sort, `-${sort}` as const].map((s) => ({
        name: `sort ${s} 200 pages deep`,
        params: { sort: s },
        deep: 5000,
      })),
    ),
  ];
}

/** A cursor `deep` rows into a sort, as a client paging that far would hold. */
async function cursorAt(database: Database, tenantId: string, sortName: string, deep: number) {
  const sort = assetSortOf(sortName);
  const where = assetConditions(tenantId, {}, "2000-01-01");
  const query = assetRowsQuery(database.orm, where, { sort, after: undefined, limit: 1 });
  const [row] = await query.offset(deep);
  return row ? encodeCursor(sort, { value: row.sortValue, id: row.asset.id }) : undefined;
}

async function measureAsset(database: Database, context: Context, read: Read, runs: number) {
  const { orm } = database;
  const now = new Date();
  const cursor = read.deep
    ? await cursorAt(database, context.tenantId, read.params.sort ?? "name", read.deep)
    : undefined;
  const query = assetListQuerySchema.parse({ ...read.params, ...(cursor ? { cursor } : {}) });
  const wall = await timeRuns(runs, () => listWorkspaceAssets(orm, context.tenantId, query, now));
  // The counts and the page as one statement: a narrowed list runs them one after the other.
  const scope = await countScopeOf(orm, context.tenantId, query, now);
  const counts = listCountColumns(orm, scope, assetTotalCap + 1);
  const counted = await countMatches(orm, scope, assetTotalCap + 1);
  const where = narrows(scope.filter)
    ? pageConditions(orm, scope, counted, query.sort)
    : scope.where;
  const page = await listWorkspaceAssets(orm, context.tenantId, query, now);
  const sort = assetSortOf(query.sort);
  const after = cursor ? decodeCursor(sort, cursor) : undefined;
  const plan = await explain(
    database,
    assetRowsQuery(orm, where, { sort, after, limit: query.limit + 1 }, counts).getSQL(),
  );
  return { wall, plan, total: `${page.total}${page.total_capped ? "+" : ""}` };
}

async function measurePeople(database: Database, tenantId: string, q: string | undefined) {
  const query = personListQuerySchema.parse(q ? { q } : {});
  return timeRuns(Number(args.runs), () => listWorkspacePeople(database.orm, tenantId, query));
}

function report(name: string, result: Awaited<ReturnType<typeof measureAsset>>) {
  const { wall, plan, total } = result;
  process.stdout.write(
    `${name.padEnd(40)}${ms(wall.median)}${ms(wall.worst)} | plan${ms(plan.planning)} exec${ms(plan.execution)} | ${total}\n`,
  );
  if (args.plan?.split("|").includes(name)) process.stdout.write(`${plan.lines.join("\n")}\n`);
}

async function measureAll(database: Database, tenantId: string) {
  const context = await withTenant(tenantId, () => fillContext(database.orm, tenantId));
  process.stdout.write(`${"read".padEnd(40)}${"median".padStart(10)}${"worst".padStart(10)}\n`);
  for (const read of registerReads(context)) {
    if (args.only && !read.name.includes(args.only)) continue;
    const result = await withTenant(tenantId, () =>
      measureAsset(database, context, read, Number(args.runs)),
    );
    report(read.name, result);
  }
  for (const q of [undefined, "okafor", "e-2042"]) {
    const wall = await withTenant(tenantId, () => measurePeople(database, tenantId, q));
    process.stdout.write(
      `${`people ${q ?? "list"}`.padEnd(40)}${ms(wall.median)}${ms(wall.worst)}\n`,
    );
  }
}

/** The kept fill's largest workspace, on the database of its directory. */
async function openKept(dataDir: string) {
  const database = await openDatabase({ driver: "pglite", dataDir: `${dataDir}/pglite` });
  await database.migrate();
  const result = (await asOwner(() =>
    database.orm.execute(sql`
      select tenant_id from assets group by tenant_id order by count(*) desc limit 1`),
  )) as unknown as { rows: { tenant_id: string }[] };
  return { database, tenantId: result.rows[0]!.tenant_id };
}

async function main() {
  if (args["data-dir"]) {
    const { database, tenantId } = await openKept(args["data-dir"]);
    await measureAll(database, tenantId).finally(() => database.close());
    return;
  }
  const { database, drop } = await openScratch(args.engine);
  try {
    const started = performance.now();
    await database.migrate();
    const tenantId = await fillRegister(database.orm, {
      assets: Number(args.assets),
      people: Number(args.people),
    });
    // The tables' owner vacuums (the runtime roles may not), as autovacuum or upkeep would.
    await asOwner(() => database.orm.execute(sql`vacuum analyze`));
    process.stderr.write(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    await measureAll(database, tenantId);
  } finally {
    await database.close();
    await drop();
  }
}

await main();
