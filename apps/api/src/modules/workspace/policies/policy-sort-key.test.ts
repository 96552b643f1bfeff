import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwner } from "../../../db/scope.ts";
import { rowsOf } from "../../../scripts/seed-scale-sql.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { planOf } from "../../../test-support/plans.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { byResult, policyDevicesRows } from "./policy-devices-query.ts";
import { policyQuerySource } from "./service.ts";
import { answer, insertDevice, ref } from "./test-support.ts";

/*
 * A policy's devices are read off policy_results_policy_sort_idx (ADR 0050, "Amended: a
 * policy's devices by a kept key"): policy_results.sort_key, the status's rank then the
 * device's lower-cased hostname, follows new results, status changes and renames; the list's
 * order and totals (the policy's kept counts) are those of a recount; a page is not sorted.
 */

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Device = Awaited<ReturnType<typeof insertDevice>>;
type Result = { device_id: string; hostname: string; status: string };
const P = "/api/workspace/policies";
const rank: Record<string, string> = { fail: "0", unknown: "1", pass: "2" };

describe.each(testDatabases)("a policy's devices by a kept key on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let tenantId: string;
  let policy: string;
  const device: Record<string, Device> = {};

  /** 1 row passes, 0 fails, -1 is an error (unknown). */
  const report = (hostname: string, rows: number) =>
    policyQuerySource.record(app.db.orm, ref(device[hostname]!), [
      rows < 0 ? answer(policy, 0, 1) : answer(policy, rows),
    ]);
  const keys = () =>
    rowsOf<{ hostname: string; sort_key: string }>(
      app.db.orm,
      sql`select d.hostname, r.sort_key from policy_results r join devices d on d.id = r.device_id
        where r.policy_id = ${policy} order by d.hostname`,
    );
  /** Every result of the policy (of `status`), in the list's order, by a recount. */
  const expected = async (status?: string) =>
    (
      await rowsOf<Result & { key: string }>(
        app.db.orm,
        sql`select d.id as device_id, d.hostname, r.status,
            (case r.status when 'fail' then '0' when 'unknown' then '1' else '2' end)
            || lower(d.hostname) as key
          from policy_results r join devices d on d.id = r.device_id
          where r.policy_id = ${policy}`,
      )
    )
      .filter((row) => !status || row.status === status)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.device_id < b.device_id ? -1 : 1))
      .map(({ device_id, hostname, status }) => ({ device_id, hostname, status }));
  /** Every page of the list (of `status`), following the cursors, and the first total. */
  async function listed(status?: string, limit = 2) {
    const items: Result[] = [];
    let cursor: string | null = null;
    let total: number | undefined;
    do {
      const query = `limit=${limit}${status ? `&status=${status}` : ""}${cursor ? `&cursor=${cursor}` : ""}`;
      const page = jsonOf(await team.as(team.owner, "GET", `${P}/${policy}/devices?${query}`));
      total ??= page.total as number;
      items.push(
        ...(page.items as Result[]).map(({ device_id, hostname, status }) => ({
          device_id,
          hostname,
          status,
        })),
      );
      cursor = page.next_cursor as string | null;
    } while (cursor);
    return { items, total };
  }
  async function expectListed(limit = 2) {
    for (const status of [undefined, "fail", "unknown", "pass"]) {
      const all = await expected(status);
      expect(await listed(status, limit), status).toEqual({ items: all, total: all.length });
    }
  }

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "policy-sort-key");
    tenantId = team.workspace.id;
    const created = await team.as(team.owner, "POST", P, {
      name: "Sorted",
      platforms: ["linux"],
      query: "SELECT 1",
    });
    policy = (jsonOf(created, 201) as { id: string }).id;
    for (const hostname of ["Bravo", "alpha", "ALPHA", "charlie", "delta"]) {
      device[hostname] = await insertDevice(app, { tenantId, platform: "linux", hostname });
    }
  });
  afterAll(() => app.close());

  it("keys each result by its status's rank and its device's hostname, lower-cased", async () => {
    await report("Bravo", 1);
    await report("alpha", 0);
    await report("ALPHA", 0);
    await report("charlie", -1);
    await report("delta", 1);
    expect(await keys()).toEqual([
      { hostname: "ALPHA", sort_key: "0alpha" },
      { hostname: "Bravo", sort_key: "2bravo" },
      { hostname: "alpha", sort_key: "0alpha" },
      { hostname: "charlie", sort_key: "1charlie" },
      { hostname: "delta", sort_key: "2delta" },
    ]);
    await expectListed();
  });

  it("follows a status change, an unchanged re-check and a rename of the device", async () => {
    await report("Bravo", 0);
    await report("alpha", 0);
    await report("charlie", 1);
    await app.db.orm.execute(
      sql`update devices set hostname = 'Zulu' where id = ${device.delta!.id}`,
    );
    await app.db.orm.execute(
      sql`update devices set platform = 'linux' where id = ${device.ALPHA!.id}`,
    );
    expect(await keys()).toEqual([
      { hostname: "ALPHA", sort_key: "0alpha" },
      { hostname: "Bravo", sort_key: "0bravo" },
      { hostname: "Zulu", sort_key: "2zulu" },
      { hostname: "alpha", sort_key: "0alpha" },
      { hostname: "charlie", sort_key: "2charlie" },
    ]);
    for (const row of await keys()) expect(row.sort_key.slice(1)).toBe(row.hostname.toLowerCase());
    await expectListed();
  });

  it("reads a page, of any status and after a cursor, as a range of its index", async () => {
    await app.db.orm.execute(sql`
      insert into devices (tenant_id, host_identifier, hostname, platform, enrolled_at,
        created_at, updated_at)
      select ${tenantId}, 'sorted-' || g, 'Sorted-' || g, 'linux', now(), now(), now()
      from generate_series(1, 3000) g`);
    await app.db.orm.execute(sql`
      insert into policy_results (tenant_id, policy_id, device_id, status, checked_at)
      select ${tenantId}, ${policy}, id, (array['pass', 'fail', 'unknown'])[1 + abs(hashtext(hostname)) % 3], now()
      from devices where tenant_id = ${tenantId} and host_identifier like 'sorted-%'`);
    await asOwner(() => app.db.orm.execute(sql`analyze devices, policy_results`));
    for (const row of await keys()) {
      expect(row.sort_key.slice(1)).toBe(row.hostname.toLowerCase());
    }
    for (const status of [undefined, "pass"] as const) {
      const after = {
        value: `${status ? rank[status] : "1"}sorted-1`,
        id: "00000000-0000-4000-8000-000000000000",
      };
      for (const cursor of [undefined, after]) {
        const page = { sort: byResult, after: cursor, limit: 101 };
        const query = policyDevicesRows(app.db.orm, tenantId, { policyId: policy, status }, page);
        const plan = await planOf(app.db.orm, query);
        expect(plan, plan).toMatch(/Index Scan using policy_results_policy_sort_idx/);
        expect(plan, plan).not.toMatch(/\bSort\b/);
        if (cursor || status) expect(plan, plan).toMatch(/Index Cond: .*sort_key/);
      }
    }
    await expectListed(700);
  });
});
