import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { importMaxBytes } from "@fleetward/contracts/workspace-imports";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "../app.ts";
import { workspaceTenant } from "../test-support/workspace.ts";
import { testDatabases } from "../test-support/databases.ts";
import type { Mode, Outcome, Plan } from "../test-support/fetch-tries.ts";
import { createTestApp } from "../test-support/test-app.ts";

/*
 * Issue 21: a body refused for its size or type must reach a client that is still sending it
 * as our JSON error, not as EPIPE or a reset. Node's fetch (undici) against a real listening
 * server, 20 tries of each case, the body sent with Content-Length and chunked.
 */

const tries = 20;
const modes: readonly Mode[] = ["content-length", "chunked"];

const execFileAsync = promisify(execFile);
const client = fileURLToPath(new URL("../test-support/fetch-tries.ts", import.meta.url));

/** Runs the tries in a client process of its own; answers what each one got. */
async function triesFrom(plan: Plan): Promise<Outcome[]> {
  const { stdout } = await execFileAsync(process.execPath, [client, JSON.stringify(plan)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Outcome[];
}

describe.each(testDatabases)("a refused body reaches the client as JSON on $name", (database) => {
  let app: FastifyInstance;
  let origin: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(database);
    const { owner, domain } = await workspaceTenant(app, "drain");
    auth = { authorization: `Bearer ${owner.token}`, "x-workspace": domain };
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => app.close());

  /** Sends the same request `tries` times from another process, one after another. */
  const repeat = (
    path: string,
    headers: Record<string, string>,
    bytes: number,
    mode: Mode,
    fill = 0x20,
    count = tries,
  ) =>
    triesFrom({
      url: `${origin}${path}`,
      headers: { ...auth, ...headers },
      bytes,
      mode,
      fill,
      tries: count,
    });

  const json = { "content-type": "application/json" };

  describe.each(modes)("sent %s", (mode) => {
    it.each([1.5, 2, 4])("answers 413 to a JSON body of %s× the limit, every time", async (x) => {
      const outcomes = await repeat("/api/workspace/people", json, x * bodyLimit, mode);
      expect(outcomes).toEqual(
        Array.from({ length: tries }, () => ({
          status: 413,
          detail: "Request body is larger than 1 MiB",
        })),
      );
    });

    it("answers 415 to a big body of a type the route does not take, every time", async () => {
      const xml = { "content-type": "application/xml" };
      const outcomes = await repeat("/api/workspace/people", xml, 2 * bodyLimit, mode);
      expect(outcomes).toEqual(
        Array.from({ length: tries }, () => ({
          status: 415,
          detail: "Content type application/xml is not accepted here",
        })),
      );
    });

    it("answers 413 to an import upload over its own limit, every time", async () => {
      const csv = { "content-type": "text/csv" };
      const outcomes = await repeat(
        "/api/workspace/imports",
        csv,
        1.5 * importMaxBytes,
        mode,
        // Not UTF-8 at all: the upload stops parsing at once and only counts the rest.
        0xc0,
      );
      expect(outcomes).toEqual(
        Array.from({ length: tries }, () => ({ status: 413, detail: expect.any(String) })),
      );
    }, 120_000);
  });

  it("still closes on a body far past four times the limit, without reading it all", async () => {
    const [outcome] = await repeat(
      "/api/workspace/people",
      json,
      64 * bodyLimit,
      "chunked",
      0x20,
      1,
    );
    // The answer or a reset, whichever the client sees first: the server stopped reading.
    expect(outcome).toSatisfy(
      (value: Outcome) => "failed" in value || (value as { status: number }).status === 413,
    );
  });
});
