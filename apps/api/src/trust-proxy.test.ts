import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastifyTrustProxy, loadConfig } from "./config.ts";
import { testDatabases } from "./test-support/databases.ts";
import { createLogCollector, createTestApp } from "./test-support/test-app.ts";

/*
 * TRUST_PROXY decides what `request.ip` is, and with it every per-address limit. A client
 * writes whatever it likes at the left of X-Forwarded-For; the proxy appends the address it
 * saw. The request below reaches the server from the proxy 10.0.0.2 with
 * `X-Forwarded-For: 6.6.6.6, 203.0.113.9`: 6.6.6.6 is the client's invention, 203.0.113.9 the
 * address the proxy saw.
 */
const proxy = "10.0.0.2";
const chosenByClient = "6.6.6.6";
const seenByProxy = "203.0.113.9";

describe.each(testDatabases)("TRUST_PROXY on $name", (database) => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** The address the app sees for a forwarded request from `from`. */
  async function ipSeen(trustProxy: string, from = proxy, logs = createLogCollector()) {
    const app = await createTestApp(database, {
      config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, logLevel: "info" },
      logStream: logs.stream,
    });
    apps.push(app);
    app.get("/test/ip", async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: "GET",
      url: "/test/ip",
      remoteAddress: from,
      headers: { "x-forwarded-for": `${chosenByClient}, ${seenByProxy}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { ip: string }).ip;
  }

  let hopCount: string;
  const firstLogs = createLogCollector();
  beforeAll(async () => {
    hopCount = await ipSeen("1", proxy, firstLogs);
  });

  it("with a hop count of 1 takes the address the proxy saw, never the client's first entry", () => {
    expect(hopCount).not.toBe(chosenByClient);
    expect(hopCount).toBe(seenByProxy);
  });

  it("with the proxy's address trusts only that proxy; unset trusts nobody", async () => {
    // The same option app.ts gives Fastify, on a bare server: a database each would be slow.
    const bare = async (trustProxy: string, from = proxy) => {
      const server = Fastify({
        trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy),
      });
      server.get("/test/ip", async (request) => ({ ip: request.ip }));
      const response = await server.inject({
        method: "GET",
        url: "/test/ip",
        remoteAddress: from,
        headers: { "x-forwarded-for": `${chosenByClient}, ${seenByProxy}` },
      });
      await server.close();
      return (response.json() as { ip: string }).ip;
    };
    expect(await bare("1")).toBe(seenByProxy);
    expect(await bare("2")).toBe(chosenByClient); // two proxies: the left entry is the client's
    expect(await bare("10.0.0.0/8")).toBe(seenByProxy);
    // Straight from a client that is not the proxy: its X-Forwarded-For is ignored.
    expect(await bare("10.0.0.0/8", "198.51.100.7")).toBe("198.51.100.7");
    expect(await bare("false")).toBe(proxy);
  });

  it("with true lets the client choose, and says so at start", { timeout: 120_000 }, async () => {
    const logs = createLogCollector();
    expect(await ipSeen("true", proxy, logs)).toBe(chosenByClient);
    const warning = logs
      .entries()
      .find((entry) => String(entry.msg).startsWith("TRUST_PROXY=true"));
    expect(warning?.level).toBe(40);
    expect(String(warning?.msg)).toContain("any client can choose its own address");
    expect(firstLogs.text()).not.toContain("TRUST_PROXY");
  });
});
