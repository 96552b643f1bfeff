import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { explain, ms, openScratch, timeRuns } from "./explain-support.ts";
import { asOwner, withTenant } from "../db/scope.ts";
import { byResult, policyDevicesRows } from "../modules/workspace/policies/policy-devices-query.ts";
import {
  devicesHeldBy,
  fleetFiguresQuery,
  worstDevicesQuery,
} from "../modules/workspace/policies/posture-queries.ts";
import { listPolicies } from "../modules/workspace/policies/repository.ts";
import {
  personPosture,
  policyDeviceResults,
  workspacePosture,
} from "../modules/workspace/policies/service.ts";
import { fillRegister } from "./explain-register-fill.ts";
import { rowsOf } from "./seed-scale-sql.ts";

/*
 * The posture reads at issue 23's size (ADR 0050): the register's fill (100,000 assets, 5,000
 * people) plus 10,000 devices linked to assets, 10 policies (one switched off) and a result
 * of each on each device (8 % fail, 2 % unknown). Prints each read's wall time through the
 * service (sequential, one client) and its statements' EXPLAIN (ANALYZE, BUFFERS); `--before`
 * also explains the statements the in-memory version ran. Not the bench.
 *
 *   node --import tsx apps/api/src/scripts/explain-posture.ts --engine postgres [--before]
 */

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgres" },
    devices: { type: "string", default: "10000" },
    runs: { type: "string", default: "7" },
    before: { type: "boolean", default: false },
  },
});

async function timed(runs: number, work: () => Promise<unknown>) {
  const { median, worst } = await timeRuns(runs, work);
  return `${ms(median)}${ms(worst)}`;
}

async function printPlan(database: Database, name: string, query: SQL) {
  const { lines } = await explain(database, query);
  process.stdout.write(`\n### ${name}\n${lines.join("\n")}\n`);
}

async function fillPosture(database: Database, tenantId: string, devices: number) {
  const { orm } = database;
  const now = new Date();
  await orm.execute(sql`insert into devices (tenant_id, host_identifier, hostname, platform,
      asset_id, enrolled_at, created_at, updated_at)
    select ${tenantId}, 'host-' || n, 'host-' || lpad(n::text, 5, '0'),
      (array['windows', 'macos', 'linux'])[1 + n % 3], id, ${now}, ${now}, ${now}
    from (select id, row_number() over (order by id) as n from assets
      where tenant_id = ${tenantId}) a where n <= ${devices}`);
  await orm.execute(sql`insert into posture_policies (tenant_id, name, platforms, query,
      critical, enabled, created_at, updated_at)
    select ${tenantId}, 'Policy ' || k, '{windows,macos,linux}', 'SELECT 1', k % 3 = 0, k <> 10,
      ${now}, ${now} from generate_series(1, 10) as k`);
  await orm.execute(sql`insert into policy_results (tenant_id, policy_id, device_id, status,
      last_definite, checked_at)
    select ${tenantId}, p.id, d.id, s.status, nullif(s.status, 'unknown'), ${now}
    from (select id, row_number() over (order by id) as n from devices
      where tenant_id = ${tenantId}) d
    cross join (select id, row_number() over (order by name) as k from posture_policies
      where tenant_id = ${tenantId}) p
    cross join lateral (select case when (d.n * 7 + p.k * 13) % 100 < 8 then 'fail'
      when (d.n * 7 + p.k * 13) % 100 < 10 then 'unknown' else 'pass' end as status) s`);
  const [person] = await rowsOf<{ id: string }>(
    orm,
    sql`select a.assigned_person_id as id from devices d join assets a on a.id = d.asset_id
      where d.tenant_id = ${tenantId} and a.assigned_person_id is not null
      group by 1 order by count(*) desc, 1 limit 1`,
  );
  const [policy] = await rowsOf<{ id: string }>(
    orm,
    sql`select id from posture_policies where tenant_id = ${tenantId} and enabled
      order by name limit 1`,
  );
  return { personId: person!.id, policyId: policy!.id };
}

/**
 * The statements of earlier versions: the counts grouped from every result per read (ADR 0050
 * before "Amended: kept counts"), and what the in-memory version read (before ADR 0050).
 */
function beforeStatements(tenantId: string): [string, SQL][] {
  return [
    [
      "before kept counts: the policies list's counts (group by policy)",
      sql`select policy_id, count(*) filter (where status = 'pass'),
          count(*) filter (where status = 'fail'), count(*) filter (where status = 'unknown')
        from policy_results where tenant_id = ${tenantId} group by policy_id`,
    ],
    [
      "before kept counts: figures and worst devices (grouped per device)",
      sql`with c as (select r.device_id, count(*) filter (where r.status = 'pass') as passing,
          count(*) filter (where r.status = 'fail') as failing,
          count(*) filter (where r.status = 'unknown') as unknown
        from policy_results r join posture_policies p
          on p.id = r.policy_id and p.tenant_id = r.tenant_id
        where r.tenant_id = ${tenantId} and p.tenant_id = ${tenantId} and p.enabled
        group by r.device_id)
        select count(*) filter (where passing + failing > 0) over (),
          count(*) filter (where passing > 0 and failing = 0) over (),
          count(*) filter (where failing > 0) over (), d.id, d.hostname, c.*
        from c join devices d on d.id = c.device_id and d.tenant_id = ${tenantId}
        order by c.failing desc, lower(d.hostname) collate "C", d.id limit 10`,
    ],
    [
      "before: every enabled result of the tenant",
      sql`select r.policy_id, r.device_id, p.name, p.critical, r.status, r.checked_at, r.error
        from policy_results r join posture_policies p on p.id = r.policy_id
        where r.tenant_id = ${tenantId} and p.enabled = true`,
    ],
    [
      "before: every device of the tenant (devicesOfTenant)",
      sql`select d.id, d.hostname, d.platform, d.asset_id, a.assigned_person_id
        from devices d left join assets a on a.id = d.asset_id
        where d.tenant_id = ${tenantId} order by d.hostname, d.id`,
    ],
  ];
}

async function measure(database: Database, tenantId: string, ids: Record<string, string>) {
  const { orm } = database;
  const runs = Number(args.runs);
  const query = { limit: 100 };
  process.stdout.write(`${"read".padEnd(28)}${"median".padStart(10)}${"worst".padStart(10)}\n`);
  const reads: [string, () => Promise<unknown>][] = [
    ["posture overview", () => workspacePosture(orm, tenantId)],
    ["person posture", () => personPosture(orm, tenantId, ids.personId!)],
    ["policies list", () => listPolicies(orm, tenantId)],
    ["policy's devices", () => policyDeviceResults(orm, tenantId, ids.policyId!, query)],
  ];
  for (const [name, work] of reads) {
    process.stdout.write(`${name.padEnd(28)}${await timed(runs, work)}\n`);
  }
  const page = { sort: byResult, after: undefined, limit: 101 };
  const statements: [string, SQL][] = [
    ["posture overview: figures", fleetFiguresQuery(orm, tenantId).getSQL()],
    ["posture overview: worst devices", worstDevicesQuery(orm, tenantId).getSQL()],
    ["person posture: devices held", devicesHeldBy(orm, tenantId, ids.personId!).getSQL()],
    [
      "policy's devices: first page",
      policyDevicesRows(orm, tenantId, { policyId: ids.policyId! }, page).getSQL(),
    ],
    ...(args.before ? beforeStatements(tenantId) : []),
  ];
  for (const [name, statement] of statements) await printPlan(database, name, statement);
}

async function main() {
  const { database, drop } = await openScratch(args.engine);
  try {
    const started = performance.now();
    await database.migrate();
    const tenantId = await fillRegister(database.orm, { assets: 100_000, people: 5_000 });
    const ids = await fillPosture(database, tenantId, Number(args.devices));
    await asOwner(() => database.orm.execute(sql`vacuum analyze`));
    process.stderr.write(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    await withTenant(tenantId, () => measure(database, tenantId, ids));
  } finally {
    await database.close();
    await drop();
  }
}

await main();
