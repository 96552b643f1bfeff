import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import {
  deviceListQuerySchema,
  softwareSearchQuerySchema,
} from "@fleetward/contracts/workspace-devices";
import type { Database } from "../db/client.ts";
import { explain, ms, openScratch, timeRuns } from "./explain-support.ts";
import { asOwner, withTenant } from "../db/scope.ts";
import {
  hostnameSort,
  devicePageRows,
  statusCutoffs,
} from "../modules/workspace/devices/repository.ts";
import {
  devicesWithSoftware,
  searchStrategy,
  softwareSearchRows,
} from "../modules/workspace/devices/queries.ts";
import { listWorkspaceDevices } from "../modules/workspace/devices/service.ts";
import { settingsOf } from "../modules/workspace/devices/settings.ts";
import { fillRegister } from "./explain-register-fill.ts";
import { seedDevices, seedSoftware } from "./seed-scale-fleet.ts";

/*
 * How the software reads perform at 10,000 devices with 50 software items each (issue 23,
 * ADR 0051): fills a scratch database as explain-register.ts does, then the fleet's devices
 * and software as the bench's seed does, and prints each read's wall time through the
 * service (median and worst of sequential runs, one client) and its EXPLAIN (ANALYZE,
 * BUFFERS). Not the bench: no concurrency, no HTTP. --keep leaves the PostgreSQL database.
 *
 *   node --import tsx apps/api/src/scripts/explain-software.ts --engine postgres [--plan]
 */

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgres" },
    assets: { type: "string", default: "100000" },
    devices: { type: "string", default: "10000" },
    runs: { type: "string", default: "7" },
    plan: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
});

async function measure(database: Database, tenantId: string) {
  const { orm } = database;
  const cutoffs = statusCutoffs(await settingsOf(orm, tenantId), new Date());
  const reads = [
    { name: "software search chrome", search: { name: "chrome" } },
    { name: "software search microsoft", search: { name: "microsoft" } },
    { name: "devices with Google Chrome", list: { software: "Google Chrome" } },
    {
      name: "devices with Google Chrome below 125",
      list: { software: "Google Chrome", software_below: "125" },
    },
  ];
  for (const read of reads) {
    let wall;
    let query: SQL;
    if (read.search) {
      const parsed = softwareSearchQuerySchema.parse(read.search);
      wall = await timeRuns(Number(args.runs), () => devicesWithSoftware(orm, tenantId, parsed));
      const strategy = await searchStrategy(orm, tenantId, parsed);
      query = softwareSearchRows(orm, tenantId, parsed, strategy).getSQL();
    } else {
      const parsed = deviceListQuerySchema.parse(read.list);
      wall = await timeRuns(Number(args.runs), () =>
        listWorkspaceDevices(orm, tenantId, parsed, new Date()),
      );
      const page = { sort: hostnameSort, after: undefined, limit: parsed.limit + 1 };
      query = devicePageRows(orm, tenantId, parsed, cutoffs, page).getSQL();
    }
    const plan = await explain(database, query);
    process.stdout.write(
      `${read.name.padEnd(40)}${ms(wall.median)}${ms(wall.worst)} | exec${ms(plan.execution)}\n`,
    );
    if (args.plan) process.stdout.write(`${plan.lines.join("\n")}\n\n`);
  }
}

async function main() {
  const { database, drop } = await openScratch(args.engine, args.keep);
  try {
    const started = performance.now();
    await database.migrate();
    const tenantId = await fillRegister(database.orm, {
      assets: Number(args.assets),
      people: Math.max(50, Number(args.assets) / 20),
    });
    await seedDevices(database.orm, tenantId, Number(args.devices), new Date());
    await seedSoftware(database.orm, tenantId, 50);
    await asOwner(() => database.orm.execute(sql`vacuum analyze`));
    process.stderr.write(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    process.stderr.write(`tenant ${tenantId}\n`);
    await withTenant(tenantId, () => measure(database, tenantId));
  } finally {
    await database.close();
    await drop();
  }
}

await main();
