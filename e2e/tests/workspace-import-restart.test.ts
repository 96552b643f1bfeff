import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/api/src/db/client.ts";
import { hashPassword } from "../../apps/api/src/modules/account/auth/password.ts";
import { insertUserIfAbsent } from "../../apps/api/src/modules/account/users/repository.ts";
import { newAccount, signIn } from "../support/accounts.ts";
import { createScratchDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { deployTrialWorkspace } from "../support/workspace.ts";

/*
 * Issue 13: an import survives the server being killed mid-run. 20,000 assets are uploaded and
 * started; once some batches are committed the server gets a SIGKILL, a new one starts on the
 * same database, resumes the import from its cursor and finishes it: every asset exactly once,
 * the catalog entries and people it added once, and a report that counts every row.
 */

const rows = 20_000;
const owner = newAccount("restart");
const holderOf = (n: number) => (n % 3 === 0 ? `Resume holder ${n % 301}` : "");
const holders = new Set(Array.from({ length: rows }, (_, n) => holderOf(n)).filter(Boolean)).size;

/** A Snipe-IT-style file: 20 models of 4 makers, 8 locations, a holder on every third row. */
function assetsCsv(): string {
  const lines = [
    "Asset Tag,Name,Serial,Model,Manufacturer,Category,Status,Location,Checked Out To,Purchase Date,Purchase Cost,Warranty",
  ];
  for (let n = 0; n < rows; n++) {
    lines.push(
      [
        `RST-${n}`,
        `Restart laptop ${n}`,
        `RSN-${n}`,
        `Resume model ${n % 20}`,
        `Resume maker ${n % 4}`,
        n % 2 ? "Laptops" : "Desktops",
        "Ready to deploy",
        `Resume office ${n % 8}`,
        holderOf(n),
        `${String((n % 28) + 1).padStart(2, "0")}/03/2025`,
        `${1000 + (n % 500)}.00`,
        "36",
      ].join(","),
    );
  }
  return lines.join("\n");
}

const openAt = (databaseUrl: string | undefined, dataDir: string) =>
  openDatabase(
    databaseUrl
      ? { driver: "postgres", url: databaseUrl }
      : { driver: "pglite", dataDir: path.join(dataDir, "pglite") },
  );

/** The workspace owner, written straight into a migrated database: answers the user's id. */
async function seedOwner(databaseUrl: string | undefined, dataDir: string) {
  const database = await openAt(databaseUrl, dataDir);
  try {
    await database.migrate();
    const now = new Date();
    const user = await insertUserIfAbsent(database.orm, {
      username: owner.username,
      email: owner.email,
      passwordHash: await hashPassword(owner.password),
      locale: "en",
      role: "customer",
      createdAt: now,
      emailConfirmedAt: now,
    });
    assert.ok(user);
    return user.id;
  } finally {
    await database.close();
  }
}

type Backend = {
  name: string;
  prepare(): Promise<{
    env: Record<string, string>;
    databaseUrl?: string;
    cleanup(): Promise<void>;
  }>;
};

const pglite: Backend = {
  name: "PGlite",
  prepare: async () => ({ env: {}, cleanup: async () => undefined }),
};

const postgres: Backend = {
  name: "PostgreSQL",
  async prepare() {
    const scratch = await createScratchDatabase(testDatabaseUrl!, "fleetward_e2e_import");
    return { env: { DATABASE_URL: scratch.url }, databaseUrl: scratch.url, cleanup: scratch.drop };
  },
};

type Import = {
  id: string;
  status: string;
  total_rows: number;
  rows_done: number;
  counts: Record<string, number>;
  error: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One backend per run keeps the file under a minute: PostgreSQL when the suite has one.
const backend = testDatabaseUrl ? postgres : pglite;

describe(`CSV import on ${backend.name} survives a SIGKILL mid-run`, () => {
  it("resumes after a restart and imports every row exactly once", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-e2e-import-restart-"));
    const { env, databaseUrl, cleanup } = await backend.prepare();
    const appDomain = `restart-${Date.now().toString(36)}`;
    let running: RunningServer | undefined;
    const start = async () => (running = await startServer(() => env, { dataDir }));
    try {
      // The owner and the workspace are written before the first start (one start fewer).
      const ownerId = await seedOwner(databaseUrl, dataDir);
      await deployTrialWorkspace(dataDir, ownerId, appDomain, "Restart Co", databaseUrl);

      let server = await start();
      let bearer = await signIn(server.baseUrl, owner);
      const call = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(`${server.baseUrl}/api/workspace/imports${url}`, {
          ...init,
          headers: { authorization: `Bearer ${bearer}`, "x-workspace": appDomain, ...init.headers },
        });
        return { status: response.status, text: await response.text() };
      };
      const importNow = async (id: string) => {
        const response = await call(`/${id}`);
        assert.equal(response.status, 200, response.text);
        return JSON.parse(response.text) as Import;
      };

      const uploaded = await call("?file_name=restart.csv", {
        method: "POST",
        body: assetsCsv(),
        headers: { "content-type": "text/csv" },
      });
      assert.equal(uploaded.status, 201, uploaded.text);
      const { id, total_rows } = JSON.parse(uploaded.text) as Import;
      assert.equal(total_rows, rows);
      const run = await call(`/${id}/run`, { method: "POST" });
      assert.equal(run.status, 202, run.text);

      // Some batches committed, the import not over: then the process dies as in a crash.
      let before: Import;
      for (;;) {
        before = await importNow(id);
        assert.notEqual(before.status, "failed", before.error ?? "");
        if (before.rows_done > 0) break;
        await sleep(20);
      }
      await server.kill();
      running = undefined;
      assert.equal(before.status, "running");
      assert.ok(before.rows_done < rows, `killed at ${before.rows_done} of ${rows} rows`);

      server = await start();
      bearer = await signIn(server.baseUrl, owner);
      const resumed = await importNow(id);
      assert.ok(resumed.rows_done >= before.rows_done, "the committed batches are kept");
      // Stuck means no progress for 45 s; a loaded machine may take longer in all.
      let done = resumed;
      let deadline = Date.now() + 45_000;
      while (done.status !== "finished" && done.status !== "failed" && Date.now() < deadline) {
        await sleep(250);
        const previous = done.rows_done;
        done = await importNow(id);
        if (done.rows_done > previous) deadline = Date.now() + 45_000;
      }
      assert.equal(done.status, "finished", done.error ?? `stuck at ${done.rows_done}`);
      assert.equal(done.rows_done, rows);
      assert.deepEqual(done.counts, { created: rows, updated: 0, unchanged: 0, refused: 0 });

      const report = await call(`/${id}/report.csv`);
      assert.equal(report.status, 200);
      const lines = report.text.trimEnd().split("\r\n");
      assert.equal(lines.length, rows + 1);
      assert.equal(lines.filter((line) => line.endsWith(",created,,,")).length, rows);

      const counted = await fetch(`${server.baseUrl}/api/workspace/assets/count?q=RST-`, {
        headers: { authorization: `Bearer ${bearer}`, "x-workspace": appDomain },
      });
      assert.deepEqual(await counted.json(), { total: rows });
      await server.stop();
      running = undefined;

      // Straight from the database: each tag once, each asset created once, nothing added twice.
      const database = await openAt(databaseUrl, dataDir);
      try {
        const one = async <T>(query: ReturnType<typeof sql>) =>
          ((await database.orm.execute(query)) as unknown as { rows: T[] }).rows[0]!;
        const assets = await one<{ all: number; tags: number }>(
          sql`select count(*)::int as all, count(distinct asset_tag)::int as tags from assets where asset_tag like 'RST-%'`,
        );
        assert.deepEqual(assets, { all: rows, tags: rows });
        const history = await one<{ created: number; checked_out: number }>(
          sql`select count(*) filter (where h.action = 'created')::int as created,
                count(*) filter (where h.action = 'checked_out')::int as checked_out
              from history_events h join assets a on a.id = h.subject_id
              where a.asset_tag like 'RST-%'`,
        );
        assert.deepEqual(history, { created: rows, checked_out: Math.ceil(rows / 3) });
        const added = await one<{ people: number; models: number; locations: number }>(
          sql`select (select count(*)::int from people where name like 'Resume holder %') as people,
                (select count(*)::int from asset_models where name like 'Resume model %') as models,
                (select count(*)::int from asset_locations where name like 'Resume office %') as locations`,
        );
        assert.deepEqual(added, { people: holders, models: 20, locations: 8 });
      } finally {
        await database.close();
      }
    } finally {
      await running?.kill();
      await rm(dataDir, { recursive: true, force: true });
      await cleanup();
    }
  });
});
