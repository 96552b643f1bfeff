import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hours, minutes } from "../../../lib/clock.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant, type Call } from "../../../test-support/workspace.ts";
import { historyEvents } from "../history/schema.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

/*
 * Re-enrolment and a device's identity (ADR 0039). osquery re-enrols after node_invalid with
 * the same host_identifier and host_details (plugins/remote/enroll/tls_enroll.cpp), so a real
 * re-enrolment matches the device's UUID or host identifier. The serial alone (printed on the
 * laptop) must not re-key a device seen in the last hour: whoever holds the enrolment secret
 * would take over a colleague's device record.
 */

let serial = 0;
const laptop = (hostname: string) => ({
  hostname,
  uuid: crypto.randomUUID().toUpperCase(),
  serial: `IDENT-${Date.now().toString(36)}-${++serial}`,
  platform: "darwin" as const,
});

/** An enrolment with `serial` and `host_identifier` but no system UUID (as a poser sends). */
function withoutUuid(secret: string, host: ReturnType<typeof laptop>, identifier: string) {
  const body = enrollBody(secret, host);
  const { uuid: _uuid, ...system } = body.host_details.system_info;
  return {
    ...body,
    host_identifier: identifier,
    host_details: { ...body.host_details, system_info: system },
  };
}

describe.each(testDatabases)("enrolment and device identity on $name", (database) => {
  let app: FastifyInstance;
  let now = new Date("2026-11-26T09:00:00Z");
  let as: Call;
  let secret: string;
  let tenantId: string;
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: () => now });
    const tenant = await workspaceTenant(app, "ident");
    as = tenant.as;
    tenantId = tenant.workspace.id;
    secret = jsonOf(
      await as("POST", "/api/workspace/enroll-secrets", { name: "Laptops" }),
      201,
    ).secret;
  });
  afterAll(() => app.close());

  const enroll = async (body: unknown) => String((await osquery.json("enroll", body)).node_key);
  const valid = async (nodeKey: string) =>
    (await osquery.json("config", { node_key: nodeKey })).node_invalid === false;
  const devicesWithSerial = async (value: string) =>
    (
      jsonOf(await as("GET", "/api/workspace/devices?limit=200")).items as Record<string, unknown>[]
    ).filter((item) => item.hardware_serial === value);
  const conflictEvents = () =>
    app.db.orm
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.tenantId, tenantId), eq(historyEvents.action, "identity_conflict")),
      );

  it("enrols a colleague's serial under another identity as a new, flagged device; the colleague's key keeps working", async () => {
    const ada = laptop("ada-mbp");
    const adaKey = await enroll(enrollBody(secret, ada));
    now = new Date(now.getTime() + minutes(10));
    expect(await valid(adaKey)).toBe(true);

    const poser = await enroll(withoutUuid(secret, { ...ada, hostname: "not-ada" }, "not-ada"));
    expect(await valid(adaKey)).toBe(true);
    expect(await valid(poser)).toBe(true);

    const listed = await devicesWithSerial(ada.serial);
    expect(listed).toHaveLength(2);
    const original = listed.find((item) => item.hostname === "ada-mbp");
    const flagged = listed.find((item) => item.hostname === "not-ada");
    expect(original?.identity_conflict_at).toBeNull();
    expect(flagged?.identity_conflict_at).toBe(now.toISOString());
    const detail = jsonOf(await as("GET", `/api/workspace/devices/${String(flagged?.id)}`));
    expect(detail.identity_conflict_at).toBe(now.toISOString());

    const events = await conflictEvents();
    expect(events).toEqual([
      expect.objectContaining({
        subjectType: "device",
        subjectId: flagged?.id,
        actorName: "osquery (enrolment)",
        field: "hardware_serial",
        oldValue: "ada-mbp",
        newValue: "not-ada",
      }),
    ]);
    expect(events[0]?.note).toContain(String(original?.id));
    const dashboard = jsonOf(await as("GET", "/api/workspace/dashboard"));
    expect(dashboard.recent_activity[0]).toMatchObject({
      action: "identity_conflict",
      subject_type: "device",
      subject_name: "not-ada",
    });
  });

  it("re-keys the same device when osquery re-enrols it with its UUID or its host identifier", async () => {
    const bob = laptop("bob-mbp");
    const first = await enroll(enrollBody(secret, bob));
    const again = await enroll(enrollBody(secret, bob));
    expect(await valid(first)).toBe(false);
    expect(await valid(again)).toBe(true);

    // A machine we never had a UUID of, re-enrolling with the same host identifier.
    const vm = laptop("build-vm");
    const vmFirst = await enroll(withoutUuid(secret, vm, "build-vm.corp"));
    const vmAgain = await enroll(withoutUuid(secret, vm, "BUILD-VM.corp"));
    expect(await valid(vmFirst)).toBe(false);
    expect(await valid(vmAgain)).toBe(true);
    for (const value of [bob.serial, vm.serial]) {
      const listed = await devicesWithSerial(value);
      expect(listed).toHaveLength(1);
      expect(listed[0]?.identity_conflict_at).toBeNull();
    }
  });

  it("re-keys a device found by serial alone once it has been quiet for an hour", async () => {
    const carol = laptop("carol-mbp");
    const before = (await conflictEvents()).length;
    const old = await enroll(enrollBody(secret, carol));
    now = new Date(now.getTime() + hours(1) + minutes(1));
    const fresh = await enroll(withoutUuid(secret, { ...carol, hostname: "carol-new" }, "other"));
    expect(await valid(old)).toBe(false);
    expect(await valid(fresh)).toBe(true);
    const listed = await devicesWithSerial(carol.serial);
    expect(listed).toEqual([
      expect.objectContaining({ hostname: "carol-new", identity_conflict_at: null }),
    ]);
    expect(await conflictEvents()).toHaveLength(before);
  });
});
