import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days, hours } from "../../../lib/clock.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import {
  expectDetail,
  jsonOf,
  workspaceTenant,
  type Call,
  teamWorkspace,
} from "../../../test-support/workspace.ts";
import { reminderDeps } from "../reminders/worker.ts";
import { sendDailyDigests } from "../reminders/service.ts";
import { webhookEndpoints } from "./schema.ts";
import { listDeliveries } from "./repository.ts";
import { sendDueWebhooks } from "./service.ts";
import { startReceiver, verifySignature } from "./test-support.ts";
import { senderDeps } from "./worker.ts";

const path = "/api/workspace/webhooks";
type Delivery = Record<string, unknown> & { id: string; status: string; attempts: number };

describe.each(testDatabases)("webhooks on $name", (database) => {
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let now = new Date("2026-11-26T09:00:00Z");

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await createTestApp(database, {
      clock: () => now,
      config: { webhooksAllowPrivate: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const sweep = () => sendDueWebhooks(senderDeps(app), now);
  const register = async (as: Call, events: string[], url = receiver.url()) =>
    jsonOf(await as("POST", path, { url, events, description: "Ops" }), 201);
  const deliveries = async (as: Call, id: string): Promise<Delivery[]> =>
    jsonOf(await as("GET", `${path}/${id}/deliveries`)).items;
  const bodies = (from: number) => receiver.received.slice(from).map((r) => JSON.parse(r.body));

  it("shows the secret once, keeps it sealed, and signs each delivery of an asset event", async () => {
    const { as, workspace } = await workspaceTenant(app, "hooks");
    const hook = await register(as, ["asset.created"]);
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(hook.secret_hint).toBe(`${hook.secret.slice(0, 10)}…`);
    const listed = jsonOf(await as("GET", path));
    expect(listed).toEqual([expect.objectContaining({ id: hook.id, events: ["asset.created"] })]);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    const [row] = await app.db.orm
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id));
    expect(row?.secretEncrypted).toMatch(/^v1:/);
    expect(row?.secretEncrypted).not.toContain(hook.secret.slice(6));

    receiver.answer({ status: 200, body: "x".repeat(3000) });
    const seen = receiver.received.length;
    const asset = jsonOf(await as("POST", "/api/workspace/assets", { name: "Hooked laptop" }), 201);
    // A failed write leaves no event behind.
    expect((await as("POST", "/api/workspace/assets", { name: "" })).statusCode).toBe(422);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [got] = receiver.received.slice(seen);
    expect(got?.headers["fleetward-event"]).toBe("asset.created");
    const header = String(got?.headers["fleetward-signature"]);
    expect(verifySignature(hook.secret, header, got?.body ?? "", now.getTime() / 1000)).toBe(true);
    expect(verifySignature(`${hook.secret}x`, header, got?.body ?? "", now.getTime() / 1000)).toBe(
      false,
    );
    const body = JSON.parse(got?.body ?? "");
    expect(body).toMatchObject({
      id: got?.headers["fleetward-event-id"],
      type: "asset.created",
      workspace_id: workspace.id,
      data: { asset: { id: asset.id, asset_tag: asset.asset_tag, name: "Hooked laptop" } },
    });
    const [logged] = await deliveries(as, hook.id);
    expect(logged).toMatchObject({
      id: got?.headers["fleetward-delivery"],
      event_type: "asset.created",
      status: "succeeded",
      attempts: 1,
      response_status: 200,
      next_attempt_at: null,
    });
    expect(logged?.response_body).toHaveLength(1024);

    const rotated = jsonOf(await as("POST", `${path}/${hook.id}/secret`));
    expect(rotated.secret).not.toBe(hook.secret);
    jsonOf(await as("POST", `${path}/${hook.id}/test`), 201);
    const ping = receiver.received.at(-1);
    const signed = String(ping?.headers["fleetward-signature"]);
    expect(verifySignature(rotated.secret, signed, ping?.body ?? "", now.getTime() / 1000)).toBe(
      true,
    );
  });

  it("retries 500s with exponential back-off, then succeeds with the same ids", async () => {
    const { as } = await workspaceTenant(app, "retry");
    const hook = await register(as, ["asset.created"]);
    const seen = receiver.received.length;
    receiver.answer({ status: 500, body: "down" }, { status: 503 }, { status: 204 });
    const first = jsonOf(await as("POST", `${path}/${hook.id}/test`), 201) as Delivery;
    expect(first).toMatchObject({ status: "pending", attempts: 1, response_status: 500 });
    expect(first.response_body).toBe("down");
    expect(Date.parse(String(first.next_attempt_at)) - now.getTime()).toBe(30_000);
    expect(await sweep()).toBe(0); // not due yet
    now = new Date(now.getTime() + 30_000);
    expect(await sweep()).toBe(1);
    const [second] = await deliveries(as, hook.id);
    expect(second).toMatchObject({ status: "pending", attempts: 2, response_status: 503 });
    expect(Date.parse(String(second?.next_attempt_at)) - now.getTime()).toBe(60_000);
    now = new Date(now.getTime() + 60_000);
    expect(await sweep()).toBe(1);
    const [done] = await deliveries(as, hook.id);
    expect(done).toMatchObject({ status: "succeeded", attempts: 3, response_status: 204 });
    const sent = receiver.received.slice(seen);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers["fleetward-event-id"])).size).toBe(1);
    expect(new Set(sent.map((r) => r.headers["fleetward-delivery"])).size).toBe(1);
  });

  it("gives up after 24 hours of failures, and a resend sends the same event again", async () => {
    const { as, workspace } = await workspaceTenant(app, "giveup");
    const hook = await register(as, ["asset.created"]);
    receiver.always({ status: 500 });
    const start = now;
    let delivery = jsonOf(await as("POST", `${path}/${hook.id}/test`), 201) as Delivery;
    // Straight from the table: the API's session would not outlive a day's jump of the clock.
    while (delivery.status === "pending") {
      now = new Date(Date.parse(String(delivery.next_attempt_at)));
      await sweep();
      const [row] = await listDeliveries(app.db.orm, workspace.id, hook.id, { limit: 1 });
      delivery = row?.delivery as unknown as Delivery;
      delivery.next_attempt_at = row?.delivery.nextAttemptAt?.toISOString() ?? null;
    }
    now = new Date(start.getTime() + 60_000);
    [delivery] = (await deliveries(as, hook.id)) as [Delivery];
    receiver.always({ status: 200, body: "ok" });
    expect(delivery).toMatchObject({
      status: "failed",
      next_attempt_at: null,
      error: "Answered 500",
    });
    // The first, then after 30 s, 1, 2 … 32 min (63.5 min in all), then hourly: 8 + 22.
    expect(delivery.attempts).toBe(30);
    const last = Date.parse(String(delivery.last_attempt_at));
    expect(last - start.getTime()).toBeLessThanOrEqual(hours(24));
    expect(last - start.getTime()).toBeGreaterThan(hours(23));

    const resent = jsonOf(
      await as("POST", `${path}/${hook.id}/deliveries/${delivery.id}/resend`),
      201,
    ) as Delivery;
    expect(resent).toMatchObject({ status: "succeeded", attempts: 1, event_id: delivery.event_id });
    expect(resent.id).not.toBe(delivery.id);
    expect((await deliveries(as, hook.id)).map((d) => d.status)).toEqual(["succeeded", "failed"]);
  });

  it("never follows a redirect: a 3xx is a failed attempt", async () => {
    const { as } = await workspaceTenant(app, "redirect");
    const hook = await register(as, ["asset.created"]);
    const seen = receiver.received.length;
    receiver.answer({ status: 302, headers: { location: receiver.url("/private") } });
    const delivery = jsonOf(await as("POST", `${path}/${hook.id}/test`), 201);
    expect(delivery).toMatchObject({ status: "pending", response_status: 302 });
    expect(delivery.error).toMatch(/redirects are not followed/);
    expect(receiver.received.slice(seen).map((r) => r.url)).toEqual(["/hook"]);
  });

  it("emits bulk, offboarding and licence events in the transactions of their changes", async () => {
    const { as } = await workspaceTenant(app, "events");
    const hook = await register(as, [
      "asset.checked_in",
      "asset.retired",
      "asset.updated",
      "person.left",
      "license.expiring",
    ]);
    const seen = receiver.received.length;
    const [jamie] = jsonOf(await as("GET", "/api/workspace/people?q=jamie")).items;
    jsonOf(await as("POST", `/api/workspace/people/${jamie.id}/offboard`, { note: "Last day" }));
    const { items } = jsonOf(await as("GET", "/api/workspace/assets?limit=2&sort=asset_tag"));
    jsonOf(
      await as("POST", "/api/workspace/assets/bulk", {
        ids: items.map((a: { id: string }) => a.id),
        action: { type: "retire" },
      }),
    );
    const expiresOn = new Date(now.getTime() + days(10)).toISOString().slice(0, 10);
    const license = jsonOf(
      await as("POST", "/api/workspace/licenses", {
        name: "Figma",
        seats: 3,
        expires_on: expiresOn,
      }),
      201,
    );
    await sendDailyDigests(reminderDeps(app), now);
    await sendDailyDigests(reminderDeps(app), now); // a rerun emits nothing twice
    while ((await sweep()) > 0);
    const events = bodies(seen);
    const types = events.map((e) => e.type);
    expect(types).toContain("asset.checked_in");
    expect(types.filter((t) => t === "asset.retired")).toHaveLength(2);
    expect(events.find((e) => e.type === "person.left")?.data).toMatchObject({
      person: { id: jamie.id, name: jamie.name },
      note: expect.stringMatching(/^Last day/),
    });
    const expiring = events.filter((e) => e.type === "license.expiring");
    expect(expiring.map((e) => e.data.license.id)).toContain(license.id);
    expect(expiring.filter((e) => e.data.license.id === license.id)[0]?.data.days_left).toBe(10);
    expect(new Set(expiring.map((e) => e.data.license.id)).size).toBe(expiring.length);
    expect((await deliveries(as, hook.id)).every((d) => d.status === "succeeded")).toBe(true);
  });

  it("lets only admins manage webhooks, and keeps each workspace's to itself", async () => {
    const team = await teamWorkspace(app, "hookroles");
    const viewer = await team.join("viewer");
    const technician = await team.join("technician");
    const admin = await team.join("admin");
    const hook = jsonOf(
      await team.as(admin, "POST", path, { url: receiver.url(), events: ["asset.created"] }),
      201,
    );
    for (const person of [viewer, technician]) {
      expectDetail(await team.as(person, "GET", path), 403, /admin/);
      expectDetail(await team.as(person, "GET", `${path}/${hook.id}/deliveries`), 403, /admin/);
      expectDetail(
        await team.as(person, "POST", path, { url: receiver.url(), events: ["asset.created"] }),
        403,
        /admin/,
      );
      expectDetail(await team.as(person, "POST", `${path}/${hook.id}/test`), 403, /admin/);
    }
    const delivery = jsonOf(await team.as(admin, "POST", `${path}/${hook.id}/test`), 201);

    const other = await workspaceTenant(app, "hookother");
    const seen = receiver.received.length;
    jsonOf(await other.as("POST", "/api/workspace/assets", { name: "Not theirs" }), 201);
    expect(await sweep()).toBe(0);
    expect(receiver.received.length).toBe(seen);
    const foreign: [Parameters<Call>[0], string, unknown?][] = [
      ["GET", `${path}/${hook.id}`],
      ["PATCH", `${path}/${hook.id}`, { enabled: false }],
      ["GET", `${path}/${hook.id}/deliveries`],
      ["POST", `${path}/${hook.id}/deliveries/${delivery.id}/resend`],
      ["POST", `${path}/${hook.id}/test`],
      ["POST", `${path}/${hook.id}/secret`],
      ["DELETE", `${path}/${hook.id}`],
    ];
    for (const [method, url, payload] of foreign) {
      expectDetail(await other.as(method, url, payload), 404, /No such webhook/);
    }
    expect(jsonOf(await other.as("GET", path))).toEqual([]);
  });

  it("validates input, edits, disables and deletes", async () => {
    const { as } = await workspaceTenant(app, "hookedit");
    expectDetail(await as("POST", path, { url: receiver.url(), events: [] }), 422, /events/);
    expectDetail(
      await as("POST", path, { url: receiver.url(), events: ["asset.sold"] }),
      422,
      /events/,
    );
    expectDetail(
      await as("POST", path, { url: "ftp://x.example", events: ["asset.created"] }),
      422,
      /url/,
    );
    const hook = await register(as, ["asset.created"]);
    const edited = jsonOf(
      await as("PATCH", `${path}/${hook.id}`, {
        enabled: false,
        events: ["asset.retired", "asset.created"],
      }),
    );
    expect(edited).toMatchObject({ enabled: false, events: ["asset.created", "asset.retired"] });
    jsonOf(await as("POST", "/api/workspace/assets", { name: "Unheard" }), 201);
    expect(await deliveries(as, hook.id)).toEqual([]);
    expectDetail(await as("POST", `${path}/${hook.id}/test`), 409, /disabled/);
    expect((await as("DELETE", `${path}/${hook.id}`)).statusCode).toBe(204);
    expectDetail(await as("GET", `${path}/${hook.id}`), 404, /No such webhook/);
  });
});
