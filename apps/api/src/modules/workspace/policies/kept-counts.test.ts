import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../scripts/seed-scale-sql.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { answer, insertDevice, ref } from "./test-support.ts";
import { policyQuerySource } from "./service.ts";

/*
 * The posture's counts are kept by triggers (ADR 0050, "Amended: kept counts"): after every
 * kind of write that moves a figure, each device's and each policy's kept counts equal a
 * recount from policy_results. Dropping a trigger makes this file fail.
 */

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Device = Awaited<ReturnType<typeof insertDevice>>;
const P = "/api/workspace/policies";

/** Devices whose kept counts differ from a recount of their results of enabled policies. */
const deviceDrift = (tenantId: string) => sql`
  select d.hostname, d.passing_policies, d.failing_policies, d.unknown_policies, c.*
  from devices d cross join lateral (
    select count(p.id) filter (where r.status = 'pass')::int as passing,
      count(p.id) filter (where r.status = 'fail')::int as failing,
      count(p.id) filter (where r.status = 'unknown')::int as unknown
    from policy_results r
    left join posture_policies p on p.id = r.policy_id and p.enabled
    where r.device_id = d.id) c
  where d.tenant_id = ${tenantId} and (d.passing_policies, d.failing_policies,
    d.unknown_policies) is distinct from (c.passing, c.failing, c.unknown)`;

/** Policies whose kept counts differ from a recount of their results. */
const policyDrift = (tenantId: string) => sql`
  select p.name, p.passing_count, p.failing_count, p.unknown_count, c.*
  from posture_policies p cross join lateral (
    select count(*) filter (where r.status = 'pass')::int as passing,
      count(*) filter (where r.status = 'fail')::int as failing,
      count(*) filter (where r.status = 'unknown')::int as unknown
    from policy_results r where r.policy_id = p.id) c
  where p.tenant_id = ${tenantId} and (p.passing_count, p.failing_count, p.unknown_count)
    is distinct from (c.passing, c.failing, c.unknown)`;

describe.each(testDatabases)("posture counts kept by triggers on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let tenantId: string;
  const policy: Record<string, string> = {};
  const device: Record<string, Device> = {};

  const call = async (method: "POST" | "PATCH", url: string, body?: unknown) =>
    jsonOf(await team.as(team.owner, method, url, body), method === "POST" ? 201 : 200);
  const remove = async (url: string) =>
    expect((await team.as(team.owner, "DELETE", url)).statusCode).toBe(204);
  const create = async (name: string, enabled = true) =>
    (
      (await call("POST", P, { name, platforms: ["linux"], query: "SELECT 1", enabled })) as {
        id: string;
      }
    ).id;
  /** Rows answered per policy: 1 passes, 0 fails, -1 is an error (unknown). */
  const report = (hostname: string, rows: Record<string, number>) =>
    policyQuerySource.record(
      app.db.orm,
      ref(device[hostname]!),
      Object.entries(rows).map(([name, n]) =>
        n < 0 ? answer(policy[name]!, 0, 1) : answer(policy[name]!, n),
      ),
    );

  /** Kept equals recounted, and the counts are not all zero (or the check would be empty). */
  async function expectKept(moving = true) {
    expect(await rowsOf(app.db.orm, deviceDrift(tenantId))).toEqual([]);
    expect(await rowsOf(app.db.orm, policyDrift(tenantId))).toEqual([]);
    const [total] = await rowsOf<{ n: number }>(
      app.db.orm,
      sql`select coalesce(sum(passing_policies + failing_policies + unknown_policies), 0)::int
        as n from devices where tenant_id = ${tenantId}`,
    );
    if (moving) expect(total?.n).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "kept-counts");
    tenantId = team.workspace.id;
    for (const name of ["a", "b", "c"]) policy[name] = await create(`Kept ${name}`);
    for (const hostname of ["one", "two", "three"]) {
      device[hostname] = await insertDevice(app, { tenantId, platform: "linux", hostname });
    }
  });
  afterAll(() => app.close());

  it("keeps the counts through check-ins: first results, flips, unchanged re-checks", async () => {
    await report("one", { a: 1, b: 0, c: -1 });
    await report("two", { a: 0, b: 0 });
    await report("three", { a: 1, b: 1, c: 1 });
    await expectKept();
    await report("one", { a: 0, b: 1, c: 0 });
    await report("two", { a: 0, b: 0 });
    await expectKept();
  });

  it("keeps them when a policy's query changes (results forgotten) and when switched off and on", async () => {
    await call("PATCH", `${P}/${policy.c}`, { query: "SELECT 2" });
    await expectKept();
    await report("three", { c: 0 });
    await call("PATCH", `${P}/${policy.b}`, { enabled: false });
    await expectKept();
    await call("PATCH", `${P}/${policy.b}`, { critical: true, name: "Kept b, renamed" });
    await expectKept();
    await call("PATCH", `${P}/${policy.b}`, { enabled: true });
    await expectKept();
  });

  it("keeps them when a policy (on or off) or a device is deleted", async () => {
    await call("PATCH", `${P}/${policy.c}`, { enabled: false });
    await remove(`${P}/${policy.c}`);
    await expectKept();
    await remove(`${P}/${policy.a}`);
    await expectKept();
    await remove(`/api/workspace/devices/${device.two!.id}`);
    await expectKept();
  });

  it("keeps them through statements of many rows (inserts, updates, deletes)", async () => {
    policy.d = await create("Kept d");
    await app.db.orm.execute(sql`insert into policy_results
        (tenant_id, policy_id, device_id, status, last_definite, checked_at)
      select ${tenantId}, ${policy.d}, id, 'fail', 'fail', now() from devices
      where tenant_id = ${tenantId}`);
    await expectKept();
    await app.db.orm.execute(sql`update policy_results set status = 'pass'
      where tenant_id = ${tenantId} and status = 'fail'`);
    await expectKept();
    await app.db.orm.execute(sql`delete from policy_results where tenant_id = ${tenantId}`);
    await expectKept(false);
  });
});
