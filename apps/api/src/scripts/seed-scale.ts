import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { asOwner } from "../db/scope.ts";
import { loadConfig } from "../config.ts";
import { insertDeployedTrial } from "../modules/account/trials/deployed-trial.ts";
import { openConfiguredDatabase } from "../plugins/database.ts";
import {
  advanceTagCounter,
  extendCatalog,
  rowsOf,
  seedAssets,
  seedPeople,
  serialOf,
} from "./seed-scale-sql.ts";

/*
 * Seeds a register at scale for `npm run bench` (issue 11): one workspace with 100,000 assets
 * and 5,000 people, owned by an account registered through the API before, and 100 other
 * workspaces of 500 assets beside it. It opens the database the way the server does
 * (DATABASE_URL → PostgreSQL, otherwise PGlite in DATA_DIR) and migrates it; PGlite belongs
 * to one process, so the server must be stopped while this runs.
 *
 *   DATA_DIR=… node --import tsx apps/api/src/scripts/seed-scale.ts --owner a@example.com --domain acme
 *
 * The last line of output is a JSON summary the bench reads (ids, a serial fragment, timings).
 */

const { values: args } = parseArgs({
  options: {
    owner: { type: "string" },
    domain: { type: "string" },
    assets: { type: "string", default: "100000" },
    people: { type: "string", default: "5000" },
    others: { type: "string", default: "100" },
    "other-assets": { type: "string", default: "500" },
  },
});

/** Statements per batch: keeps one INSERT's memory bounded on PGlite (WebAssembly). */
const batchSize = 10_000;

const timings: Record<string, number> = {};
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[step] = Math.round(performance.now() - started) / 1000;
  process.stderr.write(`seed-scale: ${step} ${timings[step]} s\n`);
  return result;
}

/** A trial in the state a deployment leaves it (active), its workspace and a wider catalogue. */
async function createWorkspace(orm: Orm, ownerId: string, appDomain: string, now: Date) {
  return orm.transaction(async (tx) => {
    const { workspace } = await insertDeployedTrial(tx, {
      userId: ownerId,
      appDomain,
      appName: `Scale ${appDomain}`,
      now,
    });
    await extendCatalog(tx, workspace.id, now);
    return workspace.id;
  });
}

async function nextTagNumber(orm: Orm, tenantId: string) {
  const [row] = await rowsOf<{ next: number }>(
    orm,
    sql`select next_asset_number as next from workspace_settings where tenant_id = ${tenantId}`,
  );
  return row?.next ?? 1;
}

/** People, then assets in batches, then the tag counter past the last tag. */
async function fillWorkspace(
  orm: Orm,
  tenantId: string,
  counts: { people: number; assets: number },
  now: Date,
) {
  await seedPeople(orm, tenantId, counts.people, now);
  const tagOffset = (await nextTagNumber(orm, tenantId)) - 1;
  for (let from = 1; from <= counts.assets; from += batchSize) {
    const to = Math.min(counts.assets, from + batchSize - 1);
    await seedAssets(orm, tenantId, { from, to, tagOffset }, now);
  }
  await advanceTagCounter(orm, tenantId, tagOffset + counts.assets + 1, now);
}

/** Owners of the other workspaces: accounts nobody can sign in to (no valid hash). */
async function otherOwners(orm: Orm, domain: string, count: number) {
  return rowsOf<{ id: string; label: string }>(
    orm,
    sql`insert into users (username, email, password_hash, role)
      select ${`${domain}_owner_`} || k, ${`${domain}.owner.`} || k || '@example.com', '!', 'customer'
      from generate_series(1, ${count}::int) as k
      returning id, ${`${domain}-o`} || split_part(username, '_', 3) as label`,
  );
}

async function seedOthers(orm: Orm, domain: string, now: Date) {
  const owners = await otherOwners(orm, domain, Number(args.others));
  for (const owner of owners) {
    const tenantId = await createWorkspace(orm, owner.id, owner.label, now);
    await fillWorkspace(orm, tenantId, { people: 50, assets: Number(args["other-assets"]) }, now);
  }
}

/** What the bench measures against: a category holding exactly 10,000 assets, and so on. */
async function summaryOf(orm: Orm, tenantId: string, tagOffset: number) {
  const [category] = await rowsOf<{ id: string; name: string; n: number }>(
    orm,
    sql`select c.id, c.name, count(*)::int as n from asset_categories c
      join assets a on a.category_id = c.id
      where c.tenant_id = ${tenantId} and a.retired_at is null
      group by c.id, c.name having count(*) = 10000 order by c.name limit 1`,
  );
  const [totals] = await rowsOf<{ assets: number; people: number; workspaces: number }>(
    orm,
    sql`select (select count(*)::int from assets where tenant_id = ${tenantId}) as assets,
      (select count(*)::int from people where tenant_id = ${tenantId}) as people,
      (select count(*)::int from workspaces) as workspaces`,
  );
  const known = 4242;
  return {
    tenantId,
    ...totals,
    tenThousandCategory: category ?? null,
    // Five characters from the middle of one serial: a fragment only a few serials share.
    serialFragment: serialOf(known).slice(4, 9).toLowerCase(),
    knownTag: `FW-${String(tagOffset + known).padStart(5, "0")}`,
    costCentre: "CC-042",
    timings,
  };
}

async function main() {
  if (!args.owner || !args.domain)
    throw new Error("--owner <e-mail> and --domain <label> are needed");
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const { orm } = database;
  const now = new Date();
  try {
    await timed("migrate", () => database.migrate());
    const [owner] = await rowsOf<{ id: string }>(
      orm,
      sql`select id from users where email = ${args.owner!.toLowerCase()}`,
    );
    if (!owner) throw new Error(`no account ${args.owner}: register it through the API first`);
    const tenantId = await timed("workspace", () =>
      createWorkspace(orm, owner.id, args.domain!, now),
    );
    const tagOffset = (await nextTagNumber(orm, tenantId)) - 1;
    const counts = { people: Number(args.people), assets: Number(args.assets) };
    await timed("people+assets", () => fillWorkspace(orm, tenantId, counts, now));
    await timed("other workspaces", () => seedOthers(orm, args.domain!, now));
    // A register that grew to this size would have been vacuumed and analysed by then: by
    // autovacuum on PostgreSQL, by the nightly database upkeep on PGlite (plugins/database-upkeep.ts).
    // Only the tables' owner may vacuum them: the runtime roles would skip every table (ADR 0034).
    await timed("vacuum analyze", () => asOwner(() => orm.execute(sql`vacuum analyze`)));
    const summary = await summaryOf(orm, tenantId, tagOffset);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await database.close();
  }
}

await main();
