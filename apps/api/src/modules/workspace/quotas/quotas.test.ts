import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hours } from "../../../lib/clock.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { signIn } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { enrollBody, osqueryClient } from "../devices/test-support.ts";
import { runQuotaUpkeep } from "./plugin.ts";

/*
 * Per-workspace quotas (ADR 0040), set tiny here: each refusal names its quota, frees up as
 * the owner makes room, and osquery is answered so that it backs off, not retries.
 */

const quotas = {
  devices: 2,
  device_log_bytes_per_day: 3_000,
  stored_imports: 1,
  webhooks: 1,
  api_tokens: 1,
};

const host = (n: number) => ({
  hostname: `quota-host-${n}`,
  uuid: `0000000${n}-1111-2222-3333-444444444444`,
  serial: `QUOTA${n}SERIAL`,
  platform: "ubuntu" as const,
});

/** A status log of `lines` lines of about 200 bytes each. */
const statusLog = (nodeKey: string, lines: number) => ({
  node_key: nodeKey,
  log_type: "status",
  data: Array.from({ length: lines }, (_, line) => ({
    severity: "0",
    filename: "tls.cpp",
    line: String(line),
    message: `TLS/HTTPS POST request to URI: https://devices.localhost/api/v1/osquery/log ${"x".repeat(80)}`,
    version: "5.12.1",
  })),
});

describe.each(testDatabases)("workspace quotas on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-11-02T09:00:00.000Z"));
  const osquery = osqueryClient(() => app);
  let tenant: Awaited<ReturnType<typeof workspaceTenant>>;
  const used = async (): Promise<Record<string, number>> => {
    const report = jsonOf(await tenant.as("GET", "/api/workspace/quotas"));
    return {
      ...Object.fromEntries(
        report.items.map((item: { key: string; used: number }) => [item.key, item.used]),
      ),
      dropped: report.device_log_bytes_dropped_today,
    };
  };

  beforeAll(async () => {
    app = await createTestApp(database, {
      clock: time.clock,
      config: { quotas, webhooksAllowPrivate: true },
    });
    tenant = await workspaceTenant(app, "quota");
  });
  afterAll(() => app.close());

  it("shows each quota with its limit and what the workspace uses", async () => {
    const report = jsonOf(await tenant.as("GET", "/api/workspace/quotas"));
    expect(report.day).toBe("2026-11-02");
    expect(report.items).toEqual(
      Object.entries(quotas).map(([key, limit]) => ({ key, limit, used: 0 })),
    );
  });

  it("refuses a second API token with 409 naming the quota, and takes one again once revoked", async () => {
    const body = { name: "Inventory sync", scope: "read" };
    const first = jsonOf(await tenant.as("POST", "/api/workspace/api-tokens", body), 201);
    const refused = await tenant.as("POST", "/api/workspace/api-tokens", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/quota of 1 API tokens; revoke one/);
    expect((await tenant.as("DELETE", `/api/workspace/api-tokens/${first.id}`)).statusCode).toBe(
      204,
    );
    jsonOf(await tenant.as("POST", "/api/workspace/api-tokens", body), 201);
    expect((await used()).api_tokens).toBe(1);
  });

  it("refuses a second webhook with 409 naming the quota", async () => {
    const body = { url: "http://127.0.0.1:9/hook", events: ["asset.created"] };
    jsonOf(await tenant.as("POST", "/api/workspace/webhooks", body), 201);
    const refused = await tenant.as("POST", "/api/workspace/webhooks", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/quota of 1 webhooks/);
    expect((await used()).webhooks).toBe(1);
  });

  it("refuses a second stored upload, and takes one again once the upkeep removed the first after 24 h", async () => {
    const upload = () =>
      app.inject({
        method: "POST",
        url: "/api/workspace/imports?file_name=assets.csv",
        headers: {
          host: `${tenant.domain}.localhost:3000`,
          authorization: `Bearer ${tenant.owner.token}`,
          "content-type": "text/csv",
        },
        payload: "Asset Tag,Name\nQ-1,Laptop\n",
      });
    jsonOf(await upload(), 201);
    const refused = await upload();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/quota of 1 uploaded imports not yet run/);

    const inHours = (n: number) => new Date(time.clock().getTime() + hours(n));
    expect(await runQuotaUpkeep(app, inHours(23))).toEqual({ uploadsRemoved: 0 });
    expect(await runQuotaUpkeep(app, inHours(25))).toEqual({ uploadsRemoved: 1 });
    expect((await used()).stored_imports).toBe(0);
    jsonOf(await upload(), 201);
  });

  it("answers a third device's enrolment node_invalid with the quota, and still re-enrols a known one", async () => {
    const { secret } = jsonOf(
      await tenant.as("POST", "/api/workspace/enroll-secrets", { name: "All" }),
      201,
    );
    const first = await osquery.json("enroll", enrollBody(secret, host(1)));
    expect(first.node_key).toEqual(expect.any(String));
    await osquery.json("enroll", enrollBody(secret, host(2)));
    const third = await osquery.json("enroll", enrollBody(secret, host(3)));
    expect(third).toEqual({
      node_invalid: true,
      error: expect.stringMatching(/quota of 2 devices/),
    });
    const again = await osquery.json("enroll", enrollBody(secret, host(1)));
    expect(again.node_key).toEqual(expect.any(String));
    expect((await used()).devices).toBe(2);
  });

  it("drops a day's logs past the byte quota, answering osquery as if stored, and counts them", async () => {
    const { secret } = jsonOf(
      await tenant.as("POST", "/api/workspace/enroll-secrets", { name: "Logs" }),
      201,
    );
    const { node_key } = await osquery.json("enroll", enrollBody(secret, host(1)));
    const nodeKey = String(node_key);
    expect(await osquery.json("log", statusLog(nodeKey, 5))).toEqual({ node_invalid: false });
    const stored = (await used()).device_log_bytes_per_day;
    expect(stored).toBeGreaterThan(1_000);
    expect(stored).toBeLessThanOrEqual(quotas.device_log_bytes_per_day);

    // Past the day's quota: osquery hears success (it would otherwise resend its buffer).
    expect(await osquery.json("log", statusLog(nodeKey, 20))).toEqual({ node_invalid: false });
    const after = await used();
    expect(after.device_log_bytes_per_day).toBe(stored);
    expect(after.dropped).toBeGreaterThan(2_000);

    // A new UTC day starts a new count (and the owner signs in again after a day away).
    time.advance(hours(24));
    tenant.owner.token = await signIn(app, tenant.owner.email, tenant.owner.password);
    expect(await osquery.json("log", statusLog(nodeKey, 5))).toEqual({ node_invalid: false });
    expect(await used()).toMatchObject({ device_log_bytes_per_day: stored, dropped: 0 });
  });
});
