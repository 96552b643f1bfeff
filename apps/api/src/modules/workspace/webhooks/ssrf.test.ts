import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { expectDetail, jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { blockedRange } from "../../../lib/address-guard.ts";
import { postWebhook } from "./http-post.ts";
import { startReceiver } from "./test-support.ts";

const path = "/api/workspace/webhooks";
const events = ["asset.created"];

describe("address classification (ipaddr.js)", () => {
  it("lets only public unicast addresses through", () => {
    const cases: [string, string | null][] = [
      ["127.0.0.1", "loopback"],
      ["10.1.2.3", "private"],
      ["172.16.0.1", "private"],
      ["192.168.1.1", "private"],
      ["169.254.169.254", "linkLocal"],
      ["100.64.0.1", "carrierGradeNat"],
      ["0.0.0.0", "unspecified"],
      ["224.0.0.1", "multicast"],
      ["::1", "loopback"],
      ["fe80::1", "linkLocal"],
      ["fd00::1", "uniqueLocal"],
      ["::ffff:127.0.0.1", "loopback"],
      ["::ffff:a9fe:a9fe", "linkLocal"],
      ["64:ff9b::a00:1", "rfc6052"],
      ["93.184.215.14", null],
      ["2606:4700::1111", null],
    ];
    for (const [address, range] of cases)
      expect([address, blockedRange(address)]).toEqual([address, range]);
  });
});

describe.each(testDatabases)("webhook SSRF refusals on $name", (database) => {
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    // WEBHOOKS_ALLOW_PRIVATE is off, as in production.
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it("refuses private, loopback and link-local targets at registration", async () => {
    const { as } = await workspaceTenant(app, "ssrf");
    const refused: [string, RegExp][] = [
      ["http://hooks.example.com/in", /https/],
      ["https://127.0.0.1/in", /127\.0\.0\.1 is a loopback address/],
      ["https://10.0.0.8/in", /private address/],
      ["https://169.254.169.254/latest/meta-data/", /linkLocal address/],
      ["https://100.64.1.1/", /carrierGradeNat address/],
      ["https://[::1]/in", /loopback address/],
      ["https://[::ffff:127.0.0.1]/in", /loopback address/],
      ["https://[fd12:3456::1]/in", /uniqueLocal address/],
      ["https://0x7f000001/in", /loopback address/],
      ["https://localhost/in", /localhost is a loopback address/],
      ["https://hooks.localhost/in", /loopback address/],
      ["https://user:secret@hooks.example.com/in", /user name or password/],
    ];
    for (const [url, detail] of refused) {
      expectDetail(await as("POST", path, { url, events }), 422, detail);
    }
    expect(jsonOf(await as("GET", path))).toEqual([]);
  });

  it("refuses, after resolving the name, to connect to a private address at delivery", async () => {
    const options = { allowPrivate: false, timeoutMs: 10_000 };
    const seen = receiver.received.length;
    const byName = await postWebhook(`http://localhost:${receiver.port}/in`, {}, "{}", options);
    expect(byName).toMatchObject({ ok: false, status: null });
    expect(byName.error).toMatch(/^Refused: localhost resolves to .* a loopback address/);
    const literal = await postWebhook(receiver.url(), {}, "{}", options);
    expect(literal.error).toMatch(/^Refused: 127\.0\.0\.1 is a loopback address/);
    expect(receiver.received.length).toBe(seen);
    // The same request with WEBHOOKS_ALLOW_PRIVATE goes through.
    const allowed = await postWebhook(receiver.url(), {}, "{}", { ...options, allowPrivate: true });
    expect(allowed).toMatchObject({ ok: true, status: 200 });
  });
});
