import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, policyResultChanges } from "../../../db/schema.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import type { Person } from "../../../test-support/workspace.ts";
import { expectDetail, jsonOf, teamWorkspace } from "../../../test-support/workspace.ts";
import { alertDeps, sendPolicyAlerts, type PolicyChangedEvent } from "./alerts.ts";
import { policyLibrary, libraryQuery } from "./library.ts";
import { enrollBody, osqueryClient } from "../devices/test-support.ts";
import {
  answer,
  failingPoliciesOf,
  insertDevice,
  postureMails,
  postureNotices,
  ref,
  workspaceEmailsOff,
} from "./test-support.ts";
import {
  policyQuerySource,
  policyResultsOfDevice,
  starterLibraryKeys,
  switchOnLibraryPolicies,
} from "./service.ts";
import { policySqlProblem } from "./sql-check.ts";

/*
 * Posture policies: the SQL check, the library, evaluation through the query source the
 * devices module calls on check-in, flips and their batched alerts, scores, roles and
 * tenant isolation. One app and one team workspace for the whole file.
 */

type Team = Awaited<ReturnType<typeof teamWorkspace>>;
const P = "/api/workspace/policies";
type Policy = { id: string; name: string; [field: string]: unknown };

describe.each(testDatabases)("posture policies on $name", (database) => {
  let app: FastifyInstance;
  let team: Team;
  let admin: Person;
  let viewer: Person;
  let technician: Person;

  beforeAll(async () => {
    app = await createTestApp(database);
    team = await teamWorkspace(app, "posture");
    [admin, viewer, technician] = await Promise.all([
      team.join("admin"),
      team.join("viewer"),
      team.join("technician"),
    ]);
  });
  afterAll(() => app.close());

  const owner = () => team.owner;
  type Method = "GET" | "POST" | "PATCH" | "DELETE";
  const call = (person: Person, method: Method, url: string, body?: unknown) =>
    team.as(person, method, url, body);

  const device = (tenantId: string, platform: string, hostname: string, assetId?: string) =>
    insertDevice(app, { tenantId, platform, hostname, assetId });
  const failingOf = (deviceId: string) => failingPoliciesOf(app, deviceId);
  const noticesOf = (person: Person) => postureNotices(app, person);
  const statusOf = async (...args: Parameters<typeof call>) => (await call(...args)).statusCode;
  const mailsOf = (person: Person) => postureMails(app, person);

  it("accepts one read-only SELECT and refuses anything else with a clear detail (422)", async () => {
    expect(policySqlProblem("SELECT 1 FROM alf WHERE global_state >= 1;")).toBeNull();
    expect(policySqlProblem("WITH x AS (SELECT 1) SELECT * FROM x")).toBeNull();
    for (const entry of policyLibrary)
      expect(policySqlProblem(libraryQuery(entry)), entry.key).toBeNull();

    const base = { name: "Custom", platforms: ["linux"] };
    const refused: [string, RegExp][] = [
      ["SELECT 1; DROP TABLE users", /single SELECT/],
      ["DELETE FROM users", /read-only SELECT, not DELETE/],
      ["ATTACH DATABASE '/tmp/x' AS x", /not ATTACH/],
      ["PRAGMA table_info(users)", /not valid SQL/],
      ["SELECT * FROM (", /not valid SQL/],
    ];
    for (const [query, detail] of refused) {
      expectDetail(await call(owner(), "POST", P, { ...base, query }), 422, detail);
    }
    expectDetail(
      await call(owner(), "POST", P, {
        ...base,
        platforms: [],
        query: "SELECT 1",
      }),
      422,
      /platforms/,
    );
  });

  it("lets admins write and viewers read; technicians may not write", async () => {
    const body = {
      name: "SSH root login off",
      platforms: ["linux"],
      query: "SELECT 1 FROM users WHERE uid = 0",
    };
    expect(await statusOf(viewer, "POST", P, body)).toBe(403);
    expect(await statusOf(technician, "POST", P, body)).toBe(403);
    const created: Policy = jsonOf(await call(admin, "POST", P, body), 201);
    expect(created).toMatchObject({
      ...body,
      critical: false,
      enabled: true,
      library_key: null,
      failing: 0,
    });
    expectDetail(
      await call(admin, "POST", P, { ...body, name: "ssh ROOT login off" }),
      409,
      /name/,
    );

    const listed = jsonOf(await call(viewer, "GET", P)) as Policy[];
    expect(listed.map((policy) => policy.id)).toContain(created.id);
    expect(await statusOf(viewer, "PATCH", `${P}/${created.id}`, { critical: true })).toBe(403);
    expect(
      jsonOf(await call(admin, "PATCH", `${P}/${created.id}`, { critical: true })),
    ).toMatchObject({ critical: true });
    expect(await statusOf(viewer, "DELETE", `${P}/${created.id}`)).toBe(403);
    expect(await statusOf(admin, "DELETE", `${P}/${created.id}`)).toBe(204);
    expect(await statusOf(viewer, "GET", `${P}/${created.id}`)).toBe(404);
  });

  it("switches library policies on with their parameter, once", async () => {
    const library = jsonOf(await call(viewer, "GET", `${P}/library`)) as {
      key: string;
      platforms: string[];
    }[];
    const keys = library.map((entry) => entry.key);
    for (const key of [
      "windows_bitlocker",
      "macos_filevault",
      "linux_luks",
      "macos_sip",
      "macos_gatekeeper",
      "windows_smbv1_off",
      "windows_defender",
    ]) {
      expect(keys).toContain(key);
    }
    expect(new Set(library.flatMap((entry) => entry.platforms))).toEqual(
      new Set(["windows", "macos", "linux"]),
    );

    const lock: Policy = jsonOf(
      await call(admin, "POST", `${P}/library/windows_screen_lock`, {
        minutes: 5,
      }),
      201,
    );
    expect(lock).toMatchObject({ library_key: "windows_screen_lock", platforms: ["windows"] });
    expect(lock.query).toContain("BETWEEN 1 AND 300");
    const version: Policy = jsonOf(
      await call(admin, "POST", `${P}/library/macos_min_version`, {
        min_version: "15.2",
      }),
      201,
    );
    expect(version.query).toContain("major > 15 OR (major = 15 AND minor >= 2)");
    expectDetail(await call(admin, "POST", `${P}/library/windows_screen_lock`, {}), 409, /already/);
    expectDetail(
      await call(admin, "POST", `${P}/library/macos_sip`, { minutes: 3 }),
      422,
      /minutes/,
    );
    expect(await statusOf(admin, "POST", `${P}/library/no_such_thing`, {})).toBe(404);
    expect(await statusOf(technician, "POST", `${P}/library/macos_sip`, {})).toBe(403);
    const after = jsonOf(await call(viewer, "GET", `${P}/library`)) as {
      key: string;
      policy_id: string | null;
    }[];
    expect(after.find((entry) => entry.key === "windows_screen_lock")?.policy_id).toBe(lock.id);
    // Removed, it can be switched on again.
    expect(await statusOf(admin, "DELETE", `${P}/${version.id}`)).toBe(204);
  });

  it("evaluates through the query source: rows pass, none fail, an error is unknown; flips alert once", async () => {
    const tenantId = team.workspace.id;
    const vault: Policy = jsonOf(
      await call(admin, "POST", `${P}/library/macos_filevault`, {}),
      201,
    );
    const firewall: Policy = jsonOf(
      await call(admin, "POST", `${P}/library/macos_firewall`, {}),
      201,
    );
    const [held] = await app.db.orm
      .select()
      .from(assets)
      .where(and(eq(assets.tenantId, tenantId), isNotNull(assets.assignedPersonId)))
      .limit(1);
    const mac = await device(tenantId, "macos", "design-mbp-07", held?.id);
    const linux = await device(tenantId, "linux", "build-01");

    const asked = await policyQuerySource.queriesFor(app.db.orm, ref(mac));
    expect(Object.keys(asked).sort()).toEqual(
      [`fleetward_policy_${firewall.id}`, `fleetward_policy_${vault.id}`].sort(),
    );
    expect(asked[`fleetward_policy_${vault.id}`]).toContain("disk_encryption");
    expect(await policyQuerySource.queriesFor(app.db.orm, ref(linux))).toEqual({});

    await policyQuerySource.record(app.db.orm, ref(mac), [
      answer(vault.id, 1),
      answer(firewall.id, 0),
      answer("not-a-uuid", 1),
      { name: "fleetward_detail_os", rows: [], status: 0 },
    ]);
    expect(await failingOf(mac.id)).toBe(1);
    // Fresh results are not asked for again until they are stale.
    expect(await policyQuerySource.queriesFor(app.db.orm, ref(mac))).toEqual({});
    const results = await policyResultsOfDevice(app.db.orm, ref(mac));
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ["Disk encryption on (FileVault, macOS)", "pass"],
      ["Firewall on (macOS)", "fail"],
    ]);

    // An error leaves the device unknown, and is no flip.
    await policyQuerySource.record(app.db.orm, ref(mac), [answer(firewall.id, 0, 1)]);
    // Failing → unknown → passing again is a flip back; encryption passing → failing is one too.
    await policyQuerySource.record(app.db.orm, ref(mac), [
      answer(firewall.id, 2),
      answer(vault.id, 0),
    ]);
    expect(await failingOf(mac.id)).toBe(1);
    const changes = await app.db.orm
      .select()
      .from(policyResultChanges)
      .where(eq(policyResultChanges.deviceId, mac.id))
      .orderBy(policyResultChanges.id);
    expect(
      changes.map((c) => [
        c.policyId === vault.id ? "vault" : "firewall",
        c.fromStatus,
        c.toStatus,
        c.alertable,
      ]),
    ).toEqual([
      ["vault", null, "pass", false],
      ["firewall", null, "fail", true],
      ["firewall", "fail", "unknown", false],
      ["firewall", "unknown", "pass", true],
      ["vault", "pass", "fail", true],
    ]);

    // The score (ADR 0043): the one evaluated device fails a policy, so none of 1 passes all.
    const posture = jsonOf(await call(viewer, "GET", "/api/workspace/posture"));
    expect(posture).toMatchObject({ score: 0, devices: 1, failing: 1, compliant: 0 });
    expect(posture.worst_devices[0]).toMatchObject({
      hostname: "design-mbp-07",
      passing: 1,
      failing: 1,
      score: 0,
    });
    expect(posture.policies_failing[0]).toMatchObject({ policy_id: vault.id, failing: 1 });
    const failing = jsonOf(await call(viewer, "GET", `${P}/${vault.id}/devices?status=fail`));
    expect(failing).toMatchObject({ total: 1, items: [{ device_id: mac.id, status: "fail" }] });
    expect(jsonOf(await call(viewer, "GET", `${P}/${vault.id}/devices?status=pass`)).total).toBe(0);
    if (held?.assignedPersonId) {
      const person = jsonOf(
        await call(viewer, "GET", `/api/workspace/people/${held.assignedPersonId}/posture`),
      );
      expect(person).toMatchObject({ score: 0, devices: [{ device_id: mac.id }] });
    }

    // The alert: one batch, admins and the owner only, once, with the hook per flip.
    await workspaceEmailsOff(app, admin);
    const events: PolicyChangedEvent[] = [];
    const deps = alertDeps(app, { policyChanged: (event) => void events.push(event) });
    const [first, second] = await Promise.all([
      sendPolicyAlerts(deps, new Date()),
      sendPolicyAlerts(deps, new Date()),
    ]);
    expect(first.flips + second.flips).toBe(3);
    expect(events.map((event) => [event.policyName, event.status])).toEqual([
      ["Firewall on (macOS)", "fail"],
      ["Firewall on (macOS)", "pass"],
      ["Disk encryption on (FileVault, macOS)", "fail"],
    ]);
    expect(events[0]).toMatchObject({ tenantId, deviceId: mac.id, hostname: "design-mbp-07" });
    expect(await noticesOf(owner())).toHaveLength(1);
    expect(await noticesOf(admin)).toHaveLength(1);
    expect(await noticesOf(technician)).toHaveLength(0);
    expect(await noticesOf(viewer)).toHaveLength(0);
    const mails = await mailsOf(owner());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${team.workspace.name}: devices are failing posture policies`);
    expect(mails[0]?.text).toContain("Now failing");
    expect(mails[0]?.text).toContain("- design-mbp-07 — Disk encryption on (FileVault, macOS)");
    expect(mails[0]?.text).toContain("Passing again");
    expect(mails[0]?.text).toContain(`/workspace/devices/${mac.id}`);
    expect(await mailsOf(admin)).toHaveLength(0);
    expect((await sendPolicyAlerts(deps, new Date())).flips).toBe(0);

    // Disabling a policy takes its failures out of the device's count.
    await call(admin, "PATCH", `${P}/${vault.id}`, { enabled: false });
    expect(await failingOf(mac.id)).toBe(0);
  });

  it("runs through the real osquery endpoints: distributed/read asks, distributed/write answers", async () => {
    const osquery = osqueryClient(() => app);
    const gatekeeper: Policy = jsonOf(
      await call(admin, "POST", `${P}/library/macos_gatekeeper`, {}),
      201,
    );
    const secret = jsonOf(
      await call(admin, "POST", "/api/workspace/enroll-secrets", { name: "Macs" }),
      201,
    ).secret;
    const host = {
      hostname: "ops-mbp-01",
      uuid: "5B1E6F2A-7C3D-4E8F-9A0B-1C2D3E4F5A6B",
      serial: "C02OPS01",
      platform: "darwin" as const,
    };
    const nodeKey = (await osquery.json("enroll", enrollBody(secret, host))).node_key as string;
    const read = await osquery.json("distributed/read", { node_key: nodeKey });
    const name = `fleetward_policy_${gatekeeper.id}`;
    expect((read.queries as Record<string, string>)[name]).toBe(gatekeeper.query);
    // Older agents send "" for no rows and statuses as strings (osquery distributed.cpp).
    const firewallName = Object.keys(read.queries as object).find(
      (key) => key.startsWith("fleetward_policy_") && key !== name,
    );
    await osquery.json("distributed/write", {
      node_key: nodeKey,
      queries: { [name]: "", ...(firewallName ? { [firewallName]: [{ global_state: "1" }] } : {}) },
      statuses: { [name]: "0", ...(firewallName ? { [firewallName]: 0 } : {}) },
      messages: {},
    });
    const list = jsonOf(await call(viewer, "GET", "/api/workspace/devices?q=ops-mbp-01"));
    const [listed] = list.items as { id: string; failing_policies: number }[];
    expect(listed?.failing_policies).toBe(1);
    const detail = jsonOf(await call(viewer, "GET", `/api/workspace/devices/${listed?.id}`));
    const result = detail.policies.find(
      (item: { policy_id: string }) => item.policy_id === gatekeeper.id,
    );
    expect(result?.status).toBe("fail");
    const queriesRead = async () =>
      (await osquery.json("distributed/read", { node_key: nodeKey })).queries as object;
    expect(await queriesRead()).not.toHaveProperty(name);
    // A policy switched on later reaches the enrolled device at its next check-in.
    const sip: Policy = jsonOf(await call(admin, "POST", `${P}/library/macos_sip`, {}), 201);
    expect(Object.keys(await queriesRead())).toEqual([`fleetward_policy_${sip.id}`]);
  });

  it("keeps each workspace's policies and results to itself", async () => {
    const other = await teamWorkspace(app, "posture-other");
    const mine: Policy = jsonOf(
      await call(owner(), "POST", P, {
        name: "Mine",
        platforms: ["linux"],
        query: "SELECT 1",
      }),
      201,
    );
    const theirs = (
      person: Person,
      method: "GET" | "PATCH" | "DELETE",
      url: string,
      body?: unknown,
    ) => other.as(person, method, url, body);
    for (const [method, url] of [
      ["GET", `${P}/${mine.id}`],
      ["PATCH", `${P}/${mine.id}`],
      ["DELETE", `${P}/${mine.id}`],
      ["GET", `${P}/${mine.id}/devices`],
    ] as const) {
      expect(
        (
          await theirs(
            other.owner,
            method,
            url,
            method === "PATCH" ? { critical: true } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    }
    expect(jsonOf(await theirs(other.owner, "GET", P))).toEqual([]);
    await switchOnLibraryPolicies(app.db.orm, other.workspace.id, starterLibraryKeys, new Date());
    expect(jsonOf(await theirs(other.owner, "GET", P))).toHaveLength(starterLibraryKeys.length);
    // A device of the other workspace answering this workspace's policy is ignored.
    const stranger = await device(other.workspace.id, "linux", "stranger");
    // Asked only its own workspace's (starter) Linux policies, never `mine`.
    const asked = Object.keys(await policyQuerySource.queriesFor(app.db.orm, ref(stranger)));
    expect(asked.length === 2 && !asked.includes(`fleetward_policy_${mine.id}`)).toBe(true);
    await policyQuerySource.record(app.db.orm, ref(stranger), [answer(mine.id, 0)]);
    expect(jsonOf(await theirs(other.owner, "GET", "/api/workspace/posture"))).toMatchObject({
      score: null,
      devices: 0,
    });
    expect(jsonOf(await call(owner(), "GET", `${P}/${mine.id}/devices`)).total).toBe(0);
  });
});
