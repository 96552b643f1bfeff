import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedTargetError } from "./address-guard.ts";
import { guardedFetch, TooLargeError } from "./guarded-fetch.ts";

describe("guardedFetch", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/big") return response.end("x".repeat(5000));
      if (request.url === "/moved") {
        response.writeHead(302, { location: "/echo" });
        return response.end();
      }
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({ method: request.method, body: Buffer.concat(chunks).toString() }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends a request and reads the answer when private addresses are allowed", async () => {
    const fetch = guardedFetch({ allowPrivate: true });
    const answer = await fetch(`${base}/echo`, { method: "POST", body: "grant_type=x" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(await answer.json()).toEqual({ method: "POST", body: "grant_type=x" });
  });

  it("refuses loopback addresses, literal or by name, unless allowed", async () => {
    const fetch = guardedFetch({ allowPrivate: false });
    await expect(fetch(`${base}/echo`)).rejects.toBeInstanceOf(BlockedTargetError);
    const port = new URL(base).port;
    await expect(fetch(`http://localhost:${port}/echo`)).rejects.toThrow(/loopback/);
  });

  it("does not follow redirects and stops reading past the size limit", async () => {
    const fetch = guardedFetch({ allowPrivate: true, maxBytes: 1000 });
    expect((await fetch(`${base}/moved`)).status).toBe(302);
    await expect(fetch(`${base}/big`)).rejects.toBeInstanceOf(TooLargeError);
  });

  it("refuses schemes other than http and https", async () => {
    await expect(guardedFetch({ allowPrivate: true })("file:///etc/passwd")).rejects.toThrow(
      /cannot be fetched/,
    );
  });
});
