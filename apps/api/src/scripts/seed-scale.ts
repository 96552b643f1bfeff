import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { asOwner } from "../db/scope.ts";
import { loadConfig } from "../config.ts";
import { insertDeployedTrial } from "../modules/account/trials/deployed-trial.ts";
import { openConfiguredDatabase } from "../plugins/database.ts";
import { catalogNames, completeCatalog, csvLines } from "./seed-scale-catalog.ts";
import {
  fillHistory,
  seedDevices,
  seedPolicies,
  seedSoftware,
  setExpectedCheckins,
} from "./seed-scale-fleet.ts";
import { extendCatalog, rowsOf, seedAssets, seedPeople, serialOf } from "./seed-scale-sql.ts";

/*
 * Fills a register the way a customer does for `npm run bench` (issue 23), in two phases
 * around the product's own CSV import, which the bench runs through the API between them:
 *
 *   --phase catalog: the workspace (upgraded trial) of an account registered through the API,
 *     its catalogue (50 models, 10 categories, 30 locations in 3 levels, 6 labels, 3 custom
 *     fields), its people, and the Snipe-IT-style CSV files to import (--csv, --writes-csv);
 *     a second, empty workspace with the same catalogue and people (--empty-owner) for the
 *     write baselines.
 *   --phase fleet: after the import — overdue check-outs, enrolled devices linked by serial,
 *     their software and policy results, history up to --history events, vacuum analyze.
 *
 * It opens the database the way the server does (DATABASE_URL → PostgreSQL, otherwise PGlite
 * in DATA_DIR); PGlite belongs to one process, so the server must be stopped while this runs.
 * The last line of output is a JSON summary the bench reads.
 */

const { values: args } = parseArgs({
  options: {
    phase: { type: "string", default: "catalog" },
    owner: { type: "string" },
    domain: { type: "string" },
    "empty-owner": { type: "string" },
    "empty-domain": { type: "string" },
    assets: { type: "string", default: "100000" },
    people: { type: "string", default: "5000" },
    csv: { type: "string" },
    "writes-csv": { type: "string" },
    "write-rows": { type: "string", default: "10000" },
    devices: { type: "string", default: "10000" },
    software: { type: "string", default: "50" },
    history: { type: "string", default: "1000000" },
    others: { type: "string", default: "0" },
    "other-assets": { type: "string", default: "500" },
  },
});

const timings: Record<string, number> = {};
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[step] = Math.round(performance.now() - started) / 1000;
  process.stderr.write(`seed-scale: ${step} ${timings[step]} s\n`);
  return result;
}

/** An upgraded trial (exports are refused during a trial), its workspace, the full catalogue. */
async function createWorkspace(orm: Orm, email: string, appDomain: string, now: Date) {
  const [owner] = await rowsOf<{ id: string }>(
    orm,
    sql`select id from users where email = ${email.toLowerCase()}`,
  );
  if (!owner) throw new Error(`no account ${email}: register it through the API first`);
  return orm.transaction(async (tx) => {
    const { workspace } = await insertDeployedTrial(tx, {
      userId: owner.id,
      appDomain,
      appName: `Scale ${appDomain}`,
      status: "upgraded",
      now,
    });
    await extendCatalog(tx, workspace.id, now, 0);
    await completeCatalog(tx, workspace.id, now);
    return workspace.id;
  });
}

const tenantOf = async (orm: Orm, domain: string) => {
  const [row] = await rowsOf<{ id: string }>(
    orm,
    sql`select id from workspaces where app_domain = ${domain}`,
  );
  if (!row) throw new Error(`no workspace ${domain}`);
  return row.id;
};

async function writeFile(path: string, lines: Iterable<string>) {
  const out = createWriteStream(path);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

/** The other workspaces beside it (off by default): each with its own catalogue and assets. */
async function seedOthers(orm: Orm, domain: string, now: Date) {
  const owners = await rowsOf<{ email: string; label: string }>(
    orm,
    sql`insert into users (username, email, password_hash, role)
      select ${`${domain}_owner_`} || k, ${`${domain}.owner.`} || k || '@example.com', '!', 'customer'
      from generate_series(1, ${Number(args.others)}::int) as k
      returning email, ${`${domain}-o`} || split_part(username, '_', 3) as label`,
  );
  for (const owner of owners) {
    const tenantId = await createWorkspace(orm, owner.email, owner.label, now);
    await seedPeople(orm, tenantId, 50, now);
    await seedAssets(
      orm,
      tenantId,
      { from: 1, to: Number(args["other-assets"]), tagOffset: 0 },
      now,
    );
  }
}

async function catalogPhase(orm: Orm, now: Date) {
  const need = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`--${name} is needed`);
    return value;
  };
  const people = Number(args.people);
  const tenantId = await timed("workspace", () =>
    createWorkspace(orm, need("owner", args.owner), need("domain", args.domain), now),
  );
  await timed("people", () => seedPeople(orm, tenantId, people, now));
  const emptyDomain = need("empty-domain", args["empty-domain"]);
  const emptyId = await createWorkspace(
    orm,
    need("empty-owner", args["empty-owner"]),
    emptyDomain,
    now,
  );
  await seedPeople(orm, emptyId, people, now);
  await timed("other workspaces", () => seedOthers(orm, args.domain!, now));
  const names = await catalogNames(orm, tenantId);
  await timed("csv", async () => {
    await writeFile(need("csv", args.csv), csvLines(names, Number(args.assets), "A"));
    // The write bench's file: new tags and serials, one cost centre to select them by.
    await writeFile(
      need("writes-csv", args["writes-csv"]),
      csvLines(names, Number(args["write-rows"]), "B", "CC-BULK"),
    );
  });
  return { tenantId, emptyId, timings };
}

async function fleetPhase(orm: Orm, now: Date) {
  const tenantId = await tenantOf(orm, args.domain!);
  await timed("expected check-ins", () => setExpectedCheckins(orm, tenantId, now));
  await timed("devices", () => seedDevices(orm, tenantId, Number(args.devices), now));
  await timed("software", () => seedSoftware(orm, tenantId, Number(args.software)));
  await timed("policies", () => seedPolicies(orm, tenantId, now));
  await timed("history", () => fillHistory(orm, tenantId, Number(args.history), now));
  // A register that grew to this size would have been vacuumed and analysed by then: by
  // autovacuum on PostgreSQL, by the nightly database upkeep on PGlite (plugins/database-upkeep.ts).
  // Only the tables' owner may vacuum them: the runtime roles would skip every table (ADR 0034).
  await timed("vacuum analyze", () => asOwner(() => orm.execute(sql`vacuum analyze`)));
  return { ...(await summaryOf(orm, tenantId)), timings };
}

/** Rows the bench's reads name: ids, fragments and counts of this fill. */
async function summaryOf(orm: Orm, tenantId: string) {
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await rowsOf<T>(orm, query))[0];
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query))?.id;
  const known = 4242 % Math.max(1, Number(args.assets));
  const asset = await one<{ id: string; name: string; tag: string }>(
    sql`select a.id, a.name, a.asset_tag as tag from assets a join devices d on d.asset_id = a.id
      where a.tenant_id = ${tenantId} and a.assigned_person_id is not null order by a.asset_tag limit 1`,
  );
  const holder = await one<{ id: string; name: string }>(
    sql`select p.id, p.name from people p join assets a on a.assigned_person_id = p.id
      join devices d on d.asset_id = a.id where p.tenant_id = ${tenantId}
      group by p.id, p.name order by count(*) desc, p.name limit 1`,
  );
  return {
    tenantId,
    ...(await one<Record<string, number>>(sql`select
      (select count(*)::int from assets where tenant_id = ${tenantId}) as assets,
      (select count(*)::int from assets where tenant_id = ${tenantId} and assigned_person_id is not null) as checked_out,
      (select count(*)::int from people where tenant_id = ${tenantId}) as people,
      (select count(*)::int from devices where tenant_id = ${tenantId}) as devices,
      (select count(*)::int from device_software where tenant_id = ${tenantId}) as software_items,
      (select count(*)::int from policy_results where tenant_id = ${tenantId}) as policy_results,
      (select count(*)::int from history_events where tenant_id = ${tenantId}) as history,
      (select count(*)::int from asset_locations where tenant_id = ${tenantId}) as locations,
      (select count(*)::int from asset_models where tenant_id = ${tenantId}) as models`)),
    asset,
    holder,
    labelId: await id(
      sql`select id from status_labels where tenant_id = ${tenantId} and name = 'In repair'`,
    ),
    categoryId: await id(
      sql`select id from asset_categories where tenant_id = ${tenantId} and name = 'Laptops'`,
    ),
    siteId: await id(
      sql`select id from asset_locations where tenant_id = ${tenantId} and name = 'Head office'`,
    ),
    modelId: await id(
      sql`select id from asset_models where tenant_id = ${tenantId} and name = 'Latitude 5440'`,
    ),
    makerId: await id(
      sql`select id from manufacturers where tenant_id = ${tenantId} and name = 'Dell'`,
    ),
    policyId: await id(
      sql`select id from posture_policies where tenant_id = ${tenantId} order by name limit 1`,
    ),
    // Five characters from the middle of one serial: a fragment only a few serials share.
    serialFragment: serialOf(known).slice(4, 9).toLowerCase(),
    tag: `A-${String(known).padStart(6, "0")}`,
    costCentre: "CC-042",
    software: { name: "Google Chrome", below: "125" },
  };
}

async function main() {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const { orm } = database;
  const now = new Date();
  try {
    await timed("migrate", () => database.migrate());
    const summary =
      args.phase === "fleet" ? await fleetPhase(orm, now) : await catalogPhase(orm, now);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await database.close();
  }
}

await main();
