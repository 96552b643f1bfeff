import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant } from "../../../test-support/workspace.ts";
import { createBodyGate, NodeKeyScanner, osqueryCaps } from "./osquery-intake.ts";
import { enrollBody, osqueryClient } from "./test-support.ts";

/*
 * Issue 21, "Nothing anonymous is expensive" (ADR 0036): an osquery request is refused before
 * its body is decompressed or parsed when its address is over its limit or its node key is
 * unknown. The streaming cases use a real socket and never finish the request: before the fix
 * the server waited for the whole (endless) body, so these tests timed out.
 */

/** `{"node_key": …, "data": [{}, {}, …` : 15 MiB inflated from ≈ 15 KB of gzip. */
function bomb(prefix: string) {
  return gzipSync(Buffer.from(prefix + "{},".repeat(5 * 1024 * 1024)));
}

type Answer = { status: number; body: Record<string, unknown>; sent: number; total: number };

/**
 * POSTs `payload` a piece at a time and never ends the request (nor sends the last bytes): the
 * answer can only come from a server that stopped reading. `sent` is how much had gone out.
 */
function streamed(
  base: string,
  path: string,
  payload: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const request = httpRequest(`${base}/api/v1/osquery/${path}`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "transfer-encoding": "chunked",
        ...headers,
      },
    });
    const timer = setInterval(() => {
      const next = Math.min(sent + 1024, payload.length - 16);
      if (next > sent) request.write(payload.subarray(sent, next));
      sent = Math.max(sent, next);
    }, 5);
    request.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        clearInterval(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
          sent,
          total: payload.length,
        });
      });
    });
  });
}

describe("NodeKeyScanner", () => {
  const scan = (...chunks: string[]) => {
    const scanner = new NodeKeyScanner();
    for (const chunk of chunks) scanner.push(Buffer.from(chunk));
    return scanner;
  };

  it("finds a top-level node_key first, last or split across chunks, not nested ones", () => {
    expect(scan('{"node_key":"fwn_a","data":[]}').found).toEqual({ key: "fwn_a" });
    expect(
      scan('{"queries":{"node_key":"x"},"data":["node_key"],', '"node_ke', 'y" : "fwn_b"}').found,
    ).toEqual({ key: "fwn_b" });
    expect(scan('{"data":[{"node_key":"fwn_c"}]}')).toMatchObject({
      found: undefined,
      absent: true,
    });
  });

  it("marks an unusable node_key (not a string, escaped, too long) as found without a key", () => {
    expect(scan('{"node_key":5,"x":1}').found).toEqual({ key: undefined });
    expect(scan('{"node_key":"fw\\u006e_a"}').found).toEqual({ key: undefined });
    expect(scan(`{"node_key":"${"k".repeat(300)}"}`).found).toEqual({ key: undefined });
  });

  it("refuses a body that is not an object at its first byte", () => {
    expect(() => scan("  [{},{}")).toThrow(/JSON object/);
  });
});

describe("createBodyGate", () => {
  it("holds at most its slots, per address too, and answers 503 with Retry-After past them", async () => {
    const gate = createBodyGate({ slots: 2, perAddress: 1, queue: 1, waitMs: 50 });
    const release = await gate.acquire("10.0.0.1");
    await expect(gate.acquire("10.0.0.1")).rejects.toMatchObject({ statusCode: 503 });
    await gate.acquire("10.0.0.2");
    const waiting = gate.acquire("10.0.0.3");
    await expect(gate.acquire("10.0.0.4")).rejects.toMatchObject({
      statusCode: 503,
      headers: { "retry-after": "5" },
    });
    release();
    expect(typeof (await waiting)).toBe("function");
    expect(gate.inUse).toBe(2);
  });
});

describe.each(testDatabases)("osquery requests refused before their body on $name", (database) => {
  let app: FastifyInstance;
  let base: string;
  let nodeKey: string;
  const osquery = osqueryClient(() => app);

  beforeAll(async () => {
    app = await createTestApp(database, { devices: { rateLimits: { perAddress: 40 } } });
    const { as } = await workspaceTenant(app, "guard");
    const secret = jsonOf(await as("POST", "/api/workspace/enroll-secrets", { name: "G" }), 201)
      .secret as string;
    const host = { hostname: "g", uuid: "0D1E2F3A-4B5C-4D6E-8F70-8192A3B4C5D6", serial: "G-1" };
    nodeKey = (await osquery.json("enroll", enrollBody(secret, { ...host, platform: "ubuntu" })))
      .node_key as string;
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it("answers an unknown Authorization: NodeKey before reading its huge gzip body", async () => {
    const answer = await streamed(base, "log", bomb('{"log_type":"result","data":['), {
      authorization: "NodeKey fwn_nobody",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ node_invalid: true });
    expect(answer.sent).toBeLessThan(answer.total);
  });

  it("without the header, answers an unknown body node_key as soon as it has streamed past", async () => {
    const answer = await streamed(
      base,
      "distributed/write",
      bomb('{"node_key":"fwn_nobody","queries":['),
    );
    expect(answer.body).toEqual({ node_invalid: true });
    expect(answer.sent).toBeLessThan(answer.total);
  });

  it("refuses a body that is not an object (the measured `[{},{},…]` bomb) at its first bytes", async () => {
    const answer = await streamed(base, "log", bomb("["));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ node_invalid: false, error: expect.any(String) });
    expect(answer.sent).toBeLessThan(answer.total);
  });

  it("caps each endpoint to what osquery sends: enroll and config small, logs large", async () => {
    const over = (bytes: number) => "x".repeat(bytes);
    const enroll = await osquery.post("enroll", { enroll_secret: "x", pad: over(70 * 1024) });
    expect(enroll.statusCode).toBe(413);
    const config = await osquery.post("config", { node_key: nodeKey, pad: over(20 * 1024) });
    expect(config.statusCode).toBe(413);
    expect(config.json()).toMatchObject({ node_invalid: false });
    const line = { name: "pack/x", hostIdentifier: "g", columns: { pad: over(1024) } };
    const log = await osquery.post(
      "log",
      { log_type: "result", data: Array.from({ length: 1024 }, () => line), node_key: nodeKey },
      { gzip: true },
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(osqueryCaps.log.decompressed).toBeGreaterThan(1024 * 1024);
    expect(osqueryCaps.enroll.decompressed).toBeLessThanOrEqual(64 * 1024);
  });

  it("keeps the node key of the body honest: a duplicate that JSON.parse reads differently is refused", async () => {
    const body = `{"node_key":"${nodeKey}","node_key":"fwn_other"}`;
    expect(await osquery.json("config", body)).toEqual({ node_invalid: true });
    expect(await osquery.json("config", { node_key: nodeKey })).toMatchObject({
      node_invalid: false,
    });
  });

  it("limits requests per address before reading their body, with 429 and JSON", async () => {
    let last: Answer | undefined;
    for (let call = 0; call < 45 && last?.status !== 429; call++) {
      last = await streamed(base, "log", bomb('{"data":['), {
        authorization: `NodeKey fwn_nobody${call}`,
      });
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toMatchObject({
      node_invalid: false,
      error: expect.stringMatching(/Too many/),
    });
    expect(last?.sent).toBeLessThan(last?.total ?? 0);
  });
});
