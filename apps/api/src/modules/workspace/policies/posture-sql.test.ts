import { worstDevicesShown } from "@fleetward/contracts/workspace-policies";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, devices, policyResults, posturePolicies } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { scoreOf } from "./posture.ts";
import { insertDevice } from "./test-support.ts";

/*
 * The posture reads count in SQL (ADR 0050); these tests hold them to the definition (ADR
 * 0043) as it was computed before: every result and device read into memory and counted
 * there. A mixed fixture — passing, failing, unknown, a disabled policy, devices with no
 * result or only a disabled policy's, more failing devices than the worst list shows, a
 * person with two devices — and the policy's devices paged by cursor.
 */

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
type Status = "pass" | "fail" | "unknown";
type Counts = { passing: number; failing: number; unknown: number };
const P = "/api/workspace/policies";

/** The definition over raw rows, as the in-memory version computed it. */
async function expectedPosture(app: FastifyInstance, tenantId: string) {
  const results = await app.db.orm
    .select({ deviceId: policyResults.deviceId, status: policyResults.status })
    .from(policyResults)
    .innerJoin(posturePolicies, eq(posturePolicies.id, policyResults.policyId))
    .where(and(eq(policyResults.tenantId, tenantId), eq(posturePolicies.enabled, true)));
  const known = await app.db.orm
    .select({ id: devices.id, hostname: devices.hostname, person: assets.assignedPersonId })
    .from(devices)
    .leftJoin(assets, eq(assets.id, devices.assetId))
    .where(eq(devices.tenantId, tenantId));
  const counts = new Map<string, Counts>();
  for (const { deviceId, status } of results) {
    const c = counts.get(deviceId) ?? { passing: 0, failing: 0, unknown: 0 };
    if (status === "pass") c.passing++;
    else if (status === "fail") c.failing++;
    else c.unknown++;
    counts.set(deviceId, c);
  }
  const all = known.flatMap((d) => {
    const c = counts.get(d.id);
    return c ? [{ ...d, ...c }] : [];
  });
  const evaluated = all.filter((d) => d.passing + d.failing > 0);
  return {
    score: scoreOf(all),
    devices: evaluated.length,
    compliant: evaluated.filter((d) => d.failing === 0).length,
    failing: all.filter((d) => d.failing > 0).length,
    worst: all
      .filter((d) => d.failing > 0)
      .sort((a, b) => b.failing - a.failing || a.hostname.localeCompare(b.hostname))
      .slice(0, worstDevicesShown)
      .map((d) => [d.hostname, d.passing, d.failing, d.unknown]),
    personOf: (personId: string) => {
      const held = known
        .filter((d) => d.person === personId)
        .map((d) => ({ ...d, ...(counts.get(d.id) ?? { passing: 0, failing: 0, unknown: 0 }) }));
      return { score: scoreOf(held), hostnames: held.map((d) => d.hostname).sort() };
    },
  };
}

describe.each(testDatabases)("posture counted in SQL on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let tenantId: string;
  const ids: Record<string, string> = {};

  const create = async (name: string, enabled = true) =>
    (
      jsonOf(
        await team.as(team.owner, "POST", P, {
          name,
          platforms: ["linux"],
          query: "SELECT 1",
          enabled,
        }),
        201,
      ) as { id: string }
    ).id;
  const get = async (url: string) => jsonOf(await team.as(team.owner, "GET", url));

  async function results(deviceId: string, statuses: Record<string, Status>) {
    const rows = Object.entries(statuses).map(([policy, status]) => ({
      tenantId,
      policyId: ids[policy]!,
      deviceId,
      status,
      lastDefinite: status === "unknown" ? null : status,
      checkedAt: new Date(),
      error: status === "unknown" ? "no such table" : null,
    }));
    if (rows.length > 0) await app.db.orm.insert(policyResults).values(rows);
  }

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "posture-sql");
    tenantId = team.workspace.id;
    for (const name of ["a", "b", "c"]) ids[name] = await create(`Policy ${name}`);
    ids.off = await create("Switched off", false);
    // A person holding two assets (a second one handed over to them): their devices are
    // `p-one` and `p-two`.
    const held = await app.db.orm
      .select({ id: assets.id, person: assets.assignedPersonId })
      .from(assets)
      .where(and(eq(assets.tenantId, tenantId), isNotNull(assets.assignedPersonId)))
      .orderBy(assets.id)
      .limit(2);
    ids.person = held[0]!.person!;
    await app.db.orm
      .update(assets)
      .set({ assignedPersonId: ids.person })
      .where(eq(assets.id, held[1]!.id));
    const fixture: [string, Record<string, Status>, string?][] = [
      ["all-pass", { a: "pass", b: "pass", c: "pass" }],
      ["pass-and-unknown", { a: "pass", b: "unknown" }],
      ["unknown-only", { a: "unknown", b: "unknown" }],
      ["off-only", { off: "fail" }],
      ["no-results", {}],
      ["fails-off-passes-a", { a: "pass", off: "fail" }],
      ["p-one", { a: "pass", b: "fail", off: "pass" }, held[0]!.id],
      ["p-two", { a: "pass", b: "pass" }, held[1]!.id],
      // More failing devices than the worst list shows, with one to three failures each.
      ...Array.from({ length: worstDevicesShown + 3 }, (_, k): [string, Record<string, Status>] => [
        `w-${String(k).padStart(2, "0")}`,
        k % 3 === 0
          ? { a: "fail", b: "fail", c: "fail" }
          : k % 3 === 1
            ? { a: "fail", b: "unknown", c: "fail" }
            : { a: "pass", b: "fail", c: "unknown" },
      ]),
    ];
    for (const [hostname, statuses, assetId] of fixture) {
      const row = await insertDevice(app, { tenantId, platform: "linux", hostname, assetId });
      ids[hostname] = row.id;
      await results(row.id, statuses);
    }
  });
  afterAll(() => app.close());

  it("gives the workspace the same score, counts and worst devices as the definition", async () => {
    const expected = await expectedPosture(app, tenantId);
    const posture = await get("/api/workspace/posture");
    expect(posture).toMatchObject({
      score: expected.score,
      devices: expected.devices,
      compliant: expected.compliant,
      failing: expected.failing,
      policies: 3,
    });
    // The fixture's own figures, so the definition is not checked against itself alone:
    // evaluated are all-pass, pass-and-unknown, fails-off-passes-a, p-one, p-two and 13 w-*.
    expect([posture.devices, posture.compliant, posture.failing]).toEqual([18, 4, 14]);
    expect(posture.score).toBe(22);
    type Row = { hostname: string; passing: number; failing: number; unknown: number };
    expect(
      (posture.worst_devices as Row[]).map((d) => [d.hostname, d.passing, d.failing, d.unknown]),
    ).toEqual(expected.worst);
    expect(posture.worst_devices).toHaveLength(worstDevicesShown);
    expect(posture.worst_devices.every((d: { score: number }) => d.score === 0)).toBe(true);
    const switchedOff = posture.policies_failing.find(
      (p: { policy_id: string }) => p.policy_id === ids.off,
    );
    expect(switchedOff).toBeUndefined();
  });

  it("gives a person with two devices the score over those two only", async () => {
    const expected = (await expectedPosture(app, tenantId)).personOf(ids.person!);
    const posture = await get(`/api/workspace/people/${ids.person}/posture`);
    expect(posture.score).toBe(expected.score);
    expect(posture.score).toBe(50);
    expect(posture.devices.map((d: { hostname: string }) => d.hostname).sort()).toEqual(
      expected.hostnames,
    );
    // Worst first; the switched-off policy's pass is not counted.
    expect(posture.devices[0]).toMatchObject({
      hostname: "p-one",
      score: 0,
      passing: 1,
      failing: 1,
      unknown: 0,
    });
  });

  it("lists a device with no result under its holder, unscored", async () => {
    await app.db.orm.update(devices).set({ assetId: null }).where(eq(devices.id, ids["p-two"]!));
    const [free] = await app.db.orm
      .select({ id: assets.id, person: assets.assignedPersonId })
      .from(assets)
      .leftJoin(devices, eq(devices.assetId, assets.id))
      .where(
        and(
          eq(assets.tenantId, tenantId),
          isNotNull(assets.assignedPersonId),
          sql`${devices.id} is null`,
          sql`${assets.assignedPersonId} <> ${ids.person}`,
        ),
      )
      .limit(1);
    await app.db.orm
      .update(devices)
      .set({ assetId: free!.id })
      .where(eq(devices.id, ids["no-results"]!));
    const posture = await get(`/api/workspace/people/${free!.person}/posture`);
    expect(posture).toMatchObject({
      score: null,
      devices: [{ hostname: "no-results", score: null, passing: 0, failing: 0, unknown: 0 }],
    });
    const two = await get(`/api/workspace/people/${ids.person}/posture`);
    expect(two).toMatchObject({ score: 0, devices: [{ hostname: "p-one" }] });
  });

  it("pages a policy's devices by cursor: failing, unknown, passing, each by hostname", async () => {
    const walk = async (query: string) => {
      const seen: { hostname: string; status: string }[] = [];
      let cursor: string | null = null;
      let total: number | undefined;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = await get(`${P}/${ids.a}/devices?limit=4${query}${after}`);
        expect(page.items.length).toBeLessThanOrEqual(4);
        seen.push(...page.items);
        total = page.total;
        cursor = page.next_cursor;
      } while (cursor);
      return { seen: seen.map((d) => `${d.status} ${d.hostname}`), total };
    };
    const { seen, total } = await walk("");
    const rank = { fail: 0, unknown: 1, pass: 2 } as Record<string, number>;
    const sorted = [...seen].sort((x, y) => {
      const [sx = "", hx = ""] = x.split(" ");
      const [sy = "", hy = ""] = y.split(" ");
      return rank[sx]! - rank[sy]! || (hx < hy ? -1 : hx > hy ? 1 : 0);
    });
    expect(seen).toEqual(sorted);
    expect(total).toBe(seen.length);
    expect(new Set(seen).size).toBe(seen.length);
    // a: 9 w-* fail (k % 3 != 2), the unknown-only device, and 9 passes.
    expect(seen.filter((s) => s.startsWith("fail"))).toHaveLength(9);
    expect(seen.filter((s) => s.startsWith("unknown"))).toEqual(["unknown unknown-only"]);
    expect(total).toBe(19);
    const failing = await walk("&status=fail");
    expect(failing.seen).toEqual(seen.filter((s) => s.startsWith("fail ")));
    expect(failing.total).toBe(9);

    const off = await get(`${P}/${ids.off}/devices`);
    expect(off).toEqual({ items: [], next_cursor: null, total: 0 });
    const wrong = await team.as(team.owner, "GET", `${P}/${ids.a}/devices?cursor=nonsense`);
    expect(wrong.statusCode).toBe(422);
  });
});
