import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newAccount, register, signIn, type TestAccount } from "../../e2e/support/accounts.ts";
import { createScratchDatabase } from "../../e2e/support/postgres.ts";
import { startServer, type RunningServer } from "../../e2e/support/server.ts";

/*
 * Fills one engine as a customer moving in fills it (issue 23, ADR 0048): the seed script's
 * catalog phase (workspace, catalogue, people, the CSV files), the product's own CSV import
 * through the API (assets, their check-outs, their history), then the fleet phase (devices,
 * software, policies, history up to a million events). PGlite belongs to one process, so the
 * server is stopped whenever the script writes. BENCH_SCALE (default 1) shrinks every count.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const scale = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (full: number, least = 1) => Math.max(least, Math.round(full * scale));

export const counts = {
  assets: scaled(100_000),
  people: scaled(5_000, 50),
  devices: scaled(10_000),
  history: scaled(1_000_000),
  /** The write bench's import and bulk retire. */
  writeRows: scaled(10_000),
};

export const domains = { full: "scale-bench", empty: "scale-empty" } as const;

export type Summary = {
  assets: number;
  checked_out: number;
  people: number;
  devices: number;
  software_items: number;
  policy_results: number;
  history: number;
  locations: number;
  models: number;
  asset: { id: string; name: string; tag: string };
  holder: { id: string; name: string };
  labelId: string;
  categoryId: string;
  siteId: string;
  modelId: string;
  makerId: string;
  policyId: string;
  serialFragment: string;
  tag: string;
  costCentre: string;
  software: { name: string; below: string };
  timings: Record<string, number>;
};

/** Runs the seeding script on the stopped product's database; its last line is JSON. */
async function seed<T>(env: Record<string, string>, options: string[]): Promise<T> {
  const script = "apps/api/src/scripts/seed-scale.ts";
  const child = spawn(process.execPath, ["--import", "tsx", script, ...options], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`seeding failed (${code}): ${errors.trim().split("\n").at(-1)}`);
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as T;
}

export type Session = { baseUrl: string; headers: Record<string, string> };

type ImportState = { id: string; status: string; headers: string[]; mapping: Mapping };
type Mapping = { columns: (string | null)[] } & Record<string, unknown>;

async function call<T>(session: Session, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${session.baseUrl}${route}`, {
    ...init,
    headers: { ...session.headers, ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const customKeys: Record<string, string> = {
  "Cost centre": "cost_centre",
  "RAM (GB)": "ram_gb",
  Insured: "insured",
};

/**
 * The import as the import screen runs it: upload, the suggested mapping with the custom
 * columns pointed at their fields, run, poll until finished. Answers seconds and counts.
 */
export async function importCsv(session: Session, file: string) {
  const base = "/api/workspace/imports";
  const csv = await readFile(file, "utf8");
  const started = performance.now();
  const created = await call<ImportState>(session, `${base}?file_name=${path.basename(file)}`, {
    method: "POST",
    body: csv,
    headers: { "content-type": "text/csv" },
  });
  const columns = created.headers.map((header, index) =>
    customKeys[header] ? `custom:${customKeys[header]}` : (created.mapping.columns[index] ?? null),
  );
  await call(session, `${base}/${created.id}/mapping`, {
    method: "PATCH",
    body: JSON.stringify({ ...created.mapping, columns }),
    headers: { "content-type": "application/json" },
  });
  await call(session, `${base}/${created.id}/run`, { method: "POST" });
  let current: ImportState & { counts?: Record<string, number>; error?: string } = created;
  while (current.status !== "finished" && current.status !== "failed") {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await call(session, `${base}/${created.id}`);
  }
  if (current.status === "failed") throw new Error(`the import failed: ${current.error}`);
  return { seconds: (performance.now() - started) / 1000, counts: current.counts ?? {} };
}

export type Filled = {
  server: RunningServer;
  full: Session;
  empty: Session;
  summary: Summary;
  writesCsv: string;
  fill: Record<string, number>;
};

type Cleanups = (() => Promise<void>)[];

async function session(server: RunningServer, account: TestAccount, domain: string) {
  const token = await signIn(server.baseUrl, account);
  return {
    baseUrl: server.baseUrl,
    headers: { authorization: `Bearer ${token}`, "x-workspace": domain },
  } satisfies Session;
}

async function withServer<T>(
  start: () => Promise<RunningServer>,
  work: (server: RunningServer) => Promise<T>,
) {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Register both owners, seed the catalogue, import, seed the fleet, start to measure. */
export async function fillEngine(engine: "pglite" | "postgres", url: string, cleanups: Cleanups) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-bench-register-"));
  const files = await mkdtemp(path.join(tmpdir(), "fleetward-bench-csv-"));
  cleanups.push(() => rm(files, { recursive: true, force: true }));
  const scratch =
    engine === "postgres" ? await createScratchDatabase(url, "fleetward_bench") : undefined;
  // BENCH_KEEP_DATABASE=1 leaves the filled database behind to EXPLAIN its reads by hand.
  if (process.env.BENCH_KEEP_DATABASE === "1") {
    const kept = scratch ? new URL(scratch.url).pathname.slice(1) : dataDir;
    console.log(`The filled database is kept: ${kept}`);
  } else {
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (scratch) cleanups.push(scratch.drop);
  }
  // Every start and the script must see the same database (never one from the environment).
  const env = { LOG_LEVEL: "error", DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "" };
  const start = () => startServer(() => env, { dataDir });
  const owner = newAccount("register");
  const emptyOwner = newAccount("empty");
  const fill: Record<string, number> = {};

  await withServer(start, async (server) => {
    await register(server.baseUrl, owner);
    await register(server.baseUrl, emptyOwner);
  });
  let since = performance.now();
  const csv = path.join(files, "snipe-it-assets.csv");
  const writesCsv = path.join(files, "snipe-it-more.csv");
  await seed(env, [
    ...["--phase", "catalog", "--owner", owner.email, "--domain", domains.full],
    ...["--empty-owner", emptyOwner.email, "--empty-domain", domains.empty],
    ...["--assets", String(counts.assets), "--people", String(counts.people)],
    ...["--csv", csv, "--writes-csv", writesCsv, "--write-rows", String(counts.writeRows)],
  ]);
  fill["catalogue + people s"] = seconds(since);

  const imported = await withServer(start, async (server) =>
    importCsv(await session(server, owner, domains.full), csv),
  );
  fill["CSV import s"] = Math.round(imported.seconds * 10) / 10;
  fill["imported"] = imported.counts.created ?? 0;
  fill["refused"] = imported.counts.refused ?? 0;

  since = performance.now();
  const summary = await seed<Summary>(env, [
    ...["--phase", "fleet", "--domain", domains.full, "--devices", String(counts.devices)],
    ...["--history", String(counts.history), "--assets", String(counts.assets)],
  ]);
  fill["fleet + history s"] = seconds(since);

  const server = await start();
  cleanups.unshift(server.stop);
  return {
    server,
    full: await session(server, owner, domains.full),
    empty: await session(server, emptyOwner, domains.empty),
    summary,
    writesCsv,
    fill,
  } satisfies Filled;
}
