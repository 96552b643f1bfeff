import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newAccount, register, signIn } from "../../e2e/support/accounts.ts";
import { createScratchDatabase } from "../../e2e/support/postgres.ts";
import { startServer, type RunningServer } from "../../e2e/support/server.ts";
import { load, type LoadResult } from "./api-bench.ts";
import { startHelloWorld } from "./servers.ts";

/*
 * The asset register at scale (issue 11): 100,000 assets and 5,000 people in one workspace,
 * 100 other workspaces beside it, seeded by apps/api/src/scripts/seed-scale.ts. PGlite
 * belongs to one process, so the product is started once to register the owner through
 * the API, stopped while the script seeds the same database, and started again to measure.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const appDomain = "scale-bench";
const budgets = { pglite: 150, postgres: 50 } as const;
const bulkBudgetSeconds = 10;

export type Engine = keyof typeof budgets;

type SeedSummary = {
  assets: number;
  people: number;
  workspaces: number;
  tenThousandCategory: { id: string; name: string; n: number } | null;
  serialFragment: string;
  costCentre: string;
  timings: Record<string, number>;
};

type Measured = LoadResult;

/** One scenario at 10 connections after a second's warm-up (JIT, pools), p95 from every response. */
function measure(scenario: string, url: string, headers: Record<string, string> = {}) {
  return load(
    { name: scenario, url, connections, headers, warmup: { connections, duration: 1 } },
    seconds,
  );
}

/** Runs the seeding script against the stopped product's database; its last line is JSON. */
async function seed(env: Record<string, string>, owner: string): Promise<SeedSummary> {
  const script = "apps/api/src/scripts/seed-scale.ts";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", script, "--owner", owner, "--domain", appDomain],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`seeding failed (${code}): ${errors.trim().split("\n").at(-1)}`);
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as SeedSummary;
}

type Seeded = { server: RunningServer; token: string; seed: SeedSummary; seedSeconds: number };

/** Register the owner, stop, seed, start again on the same database, sign in. */
async function seededProduct(
  engine: Engine,
  postgresUrl: string,
  cleanups: (() => Promise<void>)[],
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-bench-register-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const scratch =
    engine === "postgres" ? await createScratchDatabase(postgresUrl, "fleetward_bench") : undefined;
  if (scratch) cleanups.push(scratch.drop);
  // Both starts and the script must see the same database (never one from the environment).
  const env = { LOG_LEVEL: "error", DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "" };

  const first = await startServer(() => env, { dataDir });
  const account = newAccount("register");
  try {
    await register(first.baseUrl, account);
  } finally {
    await first.stop();
  }
  const started = performance.now();
  const summary = await seed(env, account.email);
  const seedSeconds = (performance.now() - started) / 1000;

  const server = await startServer(() => env, { dataDir });
  cleanups.unshift(server.stop);
  const token = await signIn(server.baseUrl, account);
  return { server, token, seed: summary, seedSeconds } satisfies Seeded;
}

async function check(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { total: number };
}

async function loadScenarios(baseUrl: string, headers: Record<string, string>, seed: SeedSummary) {
  const list = `${baseUrl}/api/workspace/assets`;
  const scenarios = [
    { name: "GET /api/workspace/assets (first page)", url: list },
    {
      name: `…?q=${seed.serialFragment} (serial fragment)`,
      url: `${list}?q=${seed.serialFragment}`,
    },
    {
      name: `…?custom_field=cost_centre&custom_value=${seed.costCentre}`,
      url: `${list}?custom_field=cost_centre&custom_value=${seed.costCentre}`,
    },
  ];
  const rows: (Measured & { matches: number })[] = [];
  for (const { name, url } of scenarios) {
    const { total } = await check(url, headers);
    rows.push({ ...(await measure(name, url, headers)), matches: total });
  }
  return rows;
}

async function measureCeiling() {
  const hello = await startHelloWorld();
  try {
    return await measure("bare Fastify hello-world (ceiling)", `${hello.baseUrl}/hello`);
  } finally {
    await hello.stop();
  }
}

async function timeBulkRetire(
  baseUrl: string,
  headers: Record<string, string>,
  categoryId: string,
) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/workspace/assets/bulk`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ filter: { category_id: categoryId }, action: { type: "retire" } }),
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as { changed?: number; detail?: string };
  if (!response.ok) throw new Error(`bulk retire answered ${response.status}: ${body.detail}`);
  return { seconds, changed: body.changed ?? 0 };
}

const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");

function printLoad(engine: Engine, rows: (Measured & { matches?: number })[], ceiling: Measured) {
  const budget = budgets[engine];
  console.table(
    [ceiling, ...rows].map((row) => ({
      scenario: row.scenario,
      "req/s": row.rps,
      "vs ceiling": (row.rps / ceiling.rps).toFixed(2),
      "p50 ms": row.p50,
      "p95 ms": row.p95,
      "p99 ms": row.p99,
      budget: row === ceiling ? "—" : `p95 < ${budget} ms`,
      verdict: row === ceiling ? "" : mark(row.p95 < budget && row.non2xx === 0),
      matches: "matches" in row ? row.matches : "",
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
}

/** One engine's section: seed, load the three list queries at 10 connections, bulk-retire. */
export async function benchRegister(engine: Engine, postgresUrl: string): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const {
      server,
      token,
      seed: summary,
      seedSeconds,
    } = await seededProduct(engine, postgresUrl, cleanups);
    console.log(
      `Seeded ${summary.assets} assets, ${summary.people} people, ${summary.workspaces} workspaces in ${seedSeconds.toFixed(1)} s ` +
        `(${Object.entries(summary.timings)
          .map(([step, s]) => `${step} ${s} s`)
          .join(", ")}); ${connections} connections, ${seconds} s each after a 1 s warm-up.`,
    );
    const headers = { authorization: `Bearer ${token}`, "x-workspace": appDomain };
    const loadBefore = loadavg()[0]!.toFixed(1);
    const rows = await loadScenarios(server.baseUrl, headers, summary);
    printLoad(engine, rows, await measureCeiling());
    // Latency on a shared machine depends on what else runs: say how busy it was.
    console.log(`Load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after.`);

    const category = summary.tenThousandCategory;
    if (!category) throw new Error("no category holds exactly 10,000 assets");
    const bulk = await timeBulkRetire(server.baseUrl, headers, category.id);
    console.table([
      {
        action: `bulk retire, filter category "${category.name}"`,
        seconds: bulk.seconds.toFixed(2),
        budget: `< ${bulkBudgetSeconds} s`,
        changed: bulk.changed,
        verdict: mark(bulk.seconds < bulkBudgetSeconds && bulk.changed === 10_000),
      },
    ]);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}
