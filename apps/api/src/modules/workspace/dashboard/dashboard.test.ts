import type { Dashboard } from "@fleetward/contracts/workspace-dashboard";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  jsonOf,
  idOf,
  workspaceRequests,
  type Method,
  teamWorkspace,
} from "../../../test-support/workspace.ts";
import { topGroups } from "./service.ts";

type As = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

const dashboardOf = async (as: As) =>
  jsonOf(await as("GET", "/api/workspace/dashboard")) as Dashboard;
const registerTotal = async (as: As, query: string) =>
  (jsonOf(await as("GET", `/api/workspace/assets?${query}`)) as { total: number }).total;
const assetNamed = async (as: As, name: string) => {
  const list = jsonOf(await as("GET", `/api/workspace/assets?q=${encodeURIComponent(name)}`));
  return (list.items as { id: string; name: string }[]).find((asset) => asset.name === name)!;
};

describe.each(testDatabases)("workspace dashboard on $name", (database) => {
  let app: FastifyInstance;
  // 20 days before the sample iPad's warranty ends and 66 before the phone's.
  const time = movableClock(new Date("2025-11-10T09:00:00.000Z"));

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const { tenant, call } = workspaceRequests(() => app);

  it("counts the provisioned sample register", async () => {
    const { as } = await tenant("dash");
    const dashboard = await dashboardOf(as);
    expect(dashboard).toMatchObject({
      today: "2025-11-10",
      total: 6,
      checked_out: 4,
      in_stock: 1,
      retired: 0,
      warranties_ending: { within_30: 1, within_90: 2, expired: 1 },
      licenses: { expiring_30: 0, over_allocated: 0 },
      devices: { total: 0, online: 0, offline: 0, missing: 0 },
    });
    // The four checked-out assets are counted once, as checked out, not under their label.
    expect(dashboard.by_status.map(({ name, kind, count }) => [name, kind, count])).toEqual([
      ["In repair", "undeployable", 1],
      ["Ready to deploy", "deployable", 1],
      ["Archived", "archived", 0],
      ["Broken", "undeployable", 0],
      ["Lost or stolen", "lost", 0],
      ["Pending", "pending", 0],
    ]);
    const ready = dashboard.by_status.find((status) => status.name === "Ready to deploy");
    expect(ready?.colour).toBe("#2f855a");
    expect(dashboard.by_category.map(({ name, count }) => [name, count])).toEqual([
      ["Laptops", 3],
      ["Network", 1],
      ["Phones", 1],
      ["Tablets", 1],
    ]);
    expect(dashboard.by_location.top.map(({ name, count }) => [name, count])).toEqual([
      // The storage room is inside the head office: a bar holds its location's whole subtree.
      ["Head office", 5],
      ["Remote", 1],
    ]);
    expect(dashboard.by_location.top[0]?.id).toBe(await idOf(as, "locations", "Head office"));
    expect(dashboard.by_location.other).toBe(0);
    expect(dashboard.overdue_checkins).toEqual({
      count: 1,
      first: [
        {
          id: expect.any(String),
          asset_tag: "FW-00003",
          name: "Loan laptop 01",
          holder_name: "Ada Okafor",
          expected_checkin: "2025-11-07",
        },
      ],
    });
  });

  it("counts licences expiring within 30 days and licences with more seats out than bought", async () => {
    const { as } = await tenant("dash-licences");
    const [licence] = (await as("GET", "/api/workspace/licenses")).json().items;
    const changed = await as("PATCH", `/api/workspace/licenses/${licence.id}`, {
      seats: 1,
      expires_on: "2025-11-30",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await dashboardOf(as)).licenses).toEqual({ expiring_30: 1, over_allocated: 1 });
  });

  it("counts what the register's filters list, so each number opens its rows", async () => {
    const { as } = await tenant("dash-links");
    const dashboard = await dashboardOf(as);
    const repair = dashboard.by_status.find((status) => status.name === "In repair")!;
    expect(await registerTotal(as, "overdue=true")).toBe(dashboard.overdue_checkins.count);
    expect(await registerTotal(as, "warranty_ends_within=30")).toBe(1);
    expect(await registerTotal(as, "warranty_ends_within=90")).toBe(2);
    expect(await registerTotal(as, "checked_out=true")).toBe(dashboard.checked_out);
    expect(await registerTotal(as, `status_label_id=${repair.status_label_id}`)).toBe(1);
  });

  it("computes cards and chart from one definition: they add up, and each opens its rows", async () => {
    const { as } = await tenant("dash-agree");
    const core = await assetNamed(as, "Core switch");
    const loan = await assetNamed(as, "Loan laptop 01");
    jsonOf(await as("PATCH", `/api/workspace/assets/${core.id}`, { warranty_end: "2025-01-31" }));
    jsonOf(await as("PATCH", `/api/workspace/assets/${loan.id}`, { warranty_end: "2024-06-30" }));
    const dashboard = await dashboardOf(as);
    const labelled = dashboard.by_status.reduce((sum, status) => sum + status.count, 0);
    expect(labelled + dashboard.checked_out).toBe(dashboard.total);
    const deployable = dashboard.by_status.filter((status) => status.kind === "deployable");
    expect(deployable.reduce((sum, status) => sum + status.count, 0)).toBe(dashboard.in_stock);
    expect(dashboard.warranties_ending.expired).toBe(2);
    expect(await registerTotal(as, "warranty_expired=true")).toBe(2);
    expect(await registerTotal(as, "status_kind=deployable&checked_out=false")).toBe(
      dashboard.in_stock,
    );
    for (const status of dashboard.by_status)
      expect(
        await registerTotal(as, `status_label_id=${status.status_label_id}&checked_out=false`),
      ).toBe(status.count);
    // A retired asset's lapsed warranty needs no attention.
    jsonOf(await as("POST", `/api/workspace/assets/${core.id}/retire`, {}));
    expect((await dashboardOf(as)).warranties_ending.expired).toBe(1);
    expect(await registerTotal(as, "warranty_expired=true")).toBe(1);
  });

  it("shows the latest changes with the names of their assets, and follows retiring", async () => {
    const { as } = await tenant("dash-recent");
    const before = await dashboardOf(as);
    expect(before.recent_activity).toHaveLength(10);
    const ids = before.recent_activity.map((event) => BigInt(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    for (const event of before.recent_activity)
      expect(event.subject_name).toEqual(expect.any(String));

    const core = await assetNamed(as, "Core switch");
    jsonOf(await as("POST", `/api/workspace/assets/${core.id}/retire`, {}));
    const after = await dashboardOf(as);
    expect(after).toMatchObject({ total: 6, retired: 1, in_stock: 0, checked_out: 4 });
    expect(after.recent_activity[0]).toMatchObject({
      action: "retired",
      subject_type: "asset",
      subject_id: core.id,
      subject_name: "Core switch",
    });
    expect(after.recent_activity[0]?.actor_name).toEqual(expect.any(String));
  });

  it("never counts another workspace's assets or shows its history", async () => {
    const a = await tenant("dash-a");
    const b = await tenant("dash-b");
    const theirs = await assetNamed(b.as, "Core switch");
    jsonOf(await b.as("POST", "/api/workspace/assets", { name: "Only in B" }), 201);
    jsonOf(await b.as("POST", `/api/workspace/assets/${theirs.id}/retire`, {}));

    const ours = await dashboardOf(a.as);
    expect(ours).toMatchObject({ total: 6, retired: 0, in_stock: 1 });
    expect(ours.recent_activity.map((event) => event.subject_name)).not.toContain("Only in B");
    expect(ours.recent_activity.map((event) => event.subject_id)).not.toContain(theirs.id);
    expect(await dashboardOf(b.as)).toMatchObject({ total: 7, retired: 1 });

    // A's owner asking at B's address is not a member there.
    const foreign = await call(a.owner.token, b.domain, "GET", "/api/workspace/dashboard");
    expect(foreign.statusCode).toBe(404);
  });

  it("lets a viewer read it, and nobody signed out", async () => {
    const team = await teamWorkspace(app, "dash-team");
    const viewer = await team.join("viewer");
    const dashboard = jsonOf(await team.as(viewer, "GET", "/api/workspace/dashboard")) as Dashboard;
    expect(dashboard.total).toBe(6);
    const anonymous = await team.call(null, team.domain, "GET", "/api/workspace/dashboard");
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows API token events to admins only", async () => {
    const team = await teamWorkspace(app, "dash-tokens");
    const [admin, technician, viewer] = [
      await team.join("admin"),
      await team.join("technician"),
      await team.join("viewer"),
    ];
    const body = { name: "Nightly inventory sync", scope: "read" };
    jsonOf(await team.as(admin, "POST", "/api/workspace/api-tokens", body), 201);
    const tokenEvents = async (person: { token: string }) => {
      const dashboard = jsonOf(
        await team.as(person, "GET", "/api/workspace/dashboard"),
      ) as Dashboard;
      return dashboard.recent_activity.filter((event) => event.subject_type === "api_token");
    };
    for (const person of [team.owner, admin])
      expect((await tokenEvents(person)).map((event) => event.subject_name)).toEqual([
        "Nightly inventory sync",
      ]);
    expect(await tokenEvents(technician)).toEqual([]);
    expect(await tokenEvents(viewer)).toEqual([]);
  });
});

describe("topGroups", () => {
  it("keeps the largest groups and adds up the rest as other", () => {
    const groups = Array.from({ length: 12 }, (_, index) => ({
      id: null,
      name: `Room ${String(index).padStart(2, "0")}`,
      count: index + 1,
    }));
    const { top, other } = topGroups(groups, 10);
    expect(top.map((group) => group.count)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(other).toBe(2 + 1);
  });

  it("orders equal counts by name", () => {
    const { top } = topGroups(
      [
        { id: null, name: "B", count: 1 },
        { id: null, name: null, count: 1 },
        { id: null, name: "A", count: 2 },
      ],
      10,
    );
    expect(top.map((group) => group.name)).toEqual(["A", null, "B"]);
  });
});
