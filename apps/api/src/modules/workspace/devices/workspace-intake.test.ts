import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutes } from "../../../lib/clock.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { deviceWebhooks } from "../../../workspace-events.ts";
import { jsonOf, workspaceTenant, setTrialStatus } from "../../../test-support/workspace.ts";
import { workspaces } from "../core/schema.ts";
import { webhookEvents } from "../webhooks/schema.ts";
import { runDeviceHousekeeping } from "./housekeeping.ts";
import { deviceLogs, devices } from "./schema.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

/*
 * What a workspace's state and the Host of a request do to the osquery routes (ADR 0039):
 * a closed workspace takes nothing from its devices and sends nothing; one whose trial ended
 * (read-only) keeps their data but sends no device webhooks; a Host naming another workspace
 * answers node_invalid, a Host naming none (bare APP_HOST, devices.…, an IP) is accepted.
 */

let machine = 0;
const freshMac = (name: string) => ({
  hostname: `${name}-${++machine}`,
  uuid: crypto.randomUUID().toUpperCase(),
  serial: `INTAKE-${crypto.randomUUID().slice(0, 8)}`,
  platform: "darwin" as const,
});

describe.each(testDatabases)("devices and their workspace's state on $name", (database) => {
  let app: FastifyInstance;
  let now = new Date("2026-11-26T09:00:00Z");
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database, {
      clock: () => now,
      config: { webhooksAllowPrivate: true },
    });
  });
  afterAll(() => app.close());

  /** A workspace with an enrolment secret and a webhook for every device event. */
  async function fleet(prefix: string) {
    const tenant = await workspaceTenant(app, prefix);
    const secret: string = jsonOf(
      await tenant.as("POST", "/api/workspace/enroll-secrets", { name: "Laptops" }),
      201,
    ).secret;
    jsonOf(
      await tenant.as("POST", "/api/workspace/webhooks", {
        url: "http://127.0.0.1:9/hook",
        events: ["device.enrolled", "device.offline"],
      }),
      201,
    );
    const host = `${tenant.domain}.localhost:3000`;
    const enroll = (at = host) =>
      osquery.post("enroll", enrollBody(secret, freshMac(prefix)), { headers: { host: at } });
    return { ...tenant, secret, host, enroll };
  }

  const eventTypes = async (tenantId: string) =>
    (
      await app.db.orm
        .select({ type: webhookEvents.type })
        .from(webhookEvents)
        .where(eq(webhookEvents.tenantId, tenantId))
    ).map((row) => row.type);

  const rowsOf = async (tenantId: string) => ({
    devices: await app.db.orm.select().from(devices).where(eq(devices.tenantId, tenantId)),
    logs: (
      await app.db.orm
        .select({ n: count() })
        .from(deviceLogs)
        .where(eq(deviceLogs.tenantId, tenantId))
    )[0]?.n,
    events: await eventTypes(tenantId),
  });

  const statusLine = (nodeKey: string) => ({
    node_key: nodeKey,
    log_type: "status",
    data: [{ severity: "0", filename: "intake.cpp", line: "1", message: "hello" }],
  });

  /** Every check-in path, as the device would call them, at `host`. */
  const checkIns = async (nodeKey: string, host: string) => {
    const answers = [];
    for (const [path, body] of [
      ["config", { node_key: nodeKey }],
      ["distributed/read", { node_key: nodeKey }],
      ["distributed/write", { node_key: nodeKey, queries: {}, statuses: {} }],
      ["log", statusLine(nodeKey)],
    ] as const) {
      answers.push(jsonOf(await osquery.post(path, body, { headers: { host } })));
    }
    return answers;
  };

  const goOffline = async () => {
    now = new Date(now.getTime() + minutes(45));
    await runDeviceHousekeeping(app.db.orm, now, deviceWebhooks(app));
  };

  it("an open workspace sends device.enrolled and device.offline", async () => {
    const open = await fleet("intake-open");
    expect(jsonOf(await open.enroll()).node_key).toMatch(/^fwn_/);
    await goOffline();
    expect((await eventTypes(open.workspace.id)).sort()).toEqual([
      "device.enrolled",
      "device.offline",
    ]);
  });

  it("a read-only workspace (trial ended) keeps its devices' data but sends no webhooks", async () => {
    const ended = await fleet("intake-ended");
    await setTrialStatus(app, ended.trial.id, "expired");
    const nodeKey = String(jsonOf(await ended.enroll()).node_key);
    expect(nodeKey).toMatch(/^fwn_/);
    const answers = await checkIns(nodeKey, ended.host);
    expect(answers.every((answer) => answer.node_invalid === false)).toBe(true);
    const rows = await rowsOf(ended.workspace.id);
    expect(rows.devices).toHaveLength(1);
    expect(rows.logs).toBe(1);
    await goOffline();
    const [device] = (await rowsOf(ended.workspace.id)).devices;
    expect(device?.offlineSince).toEqual(now);
    expect(await eventTypes(ended.workspace.id)).toEqual([]);
  });

  it("a closed workspace answers node_invalid to enrolment and check-ins and writes nothing", async () => {
    const closing = await fleet("intake-closed");
    const nodeKey = String(jsonOf(await closing.enroll()).node_key);
    await app.db.orm
      .update(workspaces)
      .set({ closedAt: now })
      .where(eq(workspaces.id, closing.workspace.id));
    now = new Date(now.getTime() + minutes(5));
    const before = await rowsOf(closing.workspace.id);
    for (const host of [closing.host, "localhost:3000"]) {
      expect(jsonOf(await closing.enroll(host))).toEqual({ node_invalid: true });
      const answers = await checkIns(nodeKey, host);
      expect(answers).toEqual(answers.map(() => ({ node_invalid: true })));
    }
    expect(await rowsOf(closing.workspace.id)).toEqual(before);
    await goOffline();
    expect(await eventTypes(closing.workspace.id)).toEqual(["device.enrolled"]);
  });

  it("answers a device at its own host and at hosts naming no workspace, node_invalid at another workspace's", async () => {
    const mine = await fleet("intake-mine");
    const other = await fleet("intake-other");
    const nodeKey = String(jsonOf(await mine.enroll()).node_key);
    for (const host of [mine.host, "localhost:3000", "devices.localhost:3000", "127.0.0.1:3000"]) {
      const answers = await checkIns(nodeKey, host);
      expect(
        answers.every((answer) => answer.node_invalid === false),
        host,
      ).toBe(true);
      expect(jsonOf(await mine.enroll(host)).node_key, host).toMatch(/^fwn_/);
    }
    // Later than the last-seen resolution, so a check-in let through would move it.
    now = new Date(now.getTime() + minutes(5));
    const before = await rowsOf(mine.workspace.id);
    const answers = await checkIns(nodeKey, other.host);
    expect(answers).toEqual(answers.map(() => ({ node_invalid: true })));
    expect(jsonOf(await mine.enroll(other.host))).toEqual({ node_invalid: true });
    expect(await rowsOf(mine.workspace.id)).toEqual(before);
    const theirs = await app.db.orm
      .select({ n: count() })
      .from(devices)
      .where(and(eq(devices.tenantId, other.workspace.id)));
    expect(theirs[0]?.n).toBe(0);
  });
});
