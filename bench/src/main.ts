import { benchProduct, benchSeconds, load, prepareFixtures, type LoadResult } from "./api-bench.ts";
import { benchBombs, bombTable } from "./bomb-bench.ts";
import { benchImport, importBudget } from "./import-bench.ts";
import { benchFleet, fleetP99Budget, perCore, sustained, type FleetRow } from "./fleet-bench.ts";
import { runLighthouse } from "./lighthouse-bench.ts";
import { benchRefusals } from "./refusal-bench.ts";
import { benchRegister } from "./register-bench.ts";
import { postgresAvailable, startHelloWorld, startProduct } from "./servers.ts";
import { benchSignedInReads, prepareWorkspace, signedInConnections } from "./session-bench.ts";
import { measurePageLoads } from "./web-bench.ts";

/*
 * `npm run bench`: builds (the npm script does), starts the servers itself, measures side by
 * side and prints tables with the budgets of docs/architecture.md next to each figure. It reports; it never
 * fails a build (a section that cannot run prints why and the rest continues).
 *
 * BENCH_ONLY=web,lighthouse,api,signed-in,refusals,fleet,bombs,register,import picks sections and BENCH_DB=pglite,postgres the
 * engines of the API ones (both default to all): `BENCH_ONLY=signed-in npm run bench -w @fleetward/bench`.
 */

const webPages = ["/", "/login", "/blog", "/user-profile"];
const lighthousePages = ["/", "/blog", "/login", "/page-pricing"];
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");
const runId = Date.now().toString(36);
const listed = (value: string | undefined) => value?.split(",").map((item) => item.trim());
const sections = listed(process.env.BENCH_ONLY);
const engines = listed(process.env.BENCH_DB);
const wanted = (name: string) => !sections || sections.includes(name);
const onEngine = (name: "pglite" | "postgres") => !engines || engines.includes(name);

type Budget = { ratio?: number; p95?: number; p99?: number };

const apiBudgets: Record<string, Budget> = {
  "GET /api/post/list": { ratio: 0.5, p99: 25 },
  "GET /api/post/list/{id}": { p99: 25 },
  "GET /api/user/me/details": { ratio: 0.25, p99: 25 },
  "GET /api/post/list during login storm": { p99: 50 },
};

/** Issue 11: the register's first page at 10 connections, by engine. */
const signedInBudgets = (engine: "pglite" | "postgres"): Record<string, Budget> => ({
  "GET /api/user/me/details": { ratio: 0.25 },
  "GET /api/workspace/assets (first page)": { p95: engine === "pglite" ? 150 : 50 },
});

function describeBudget(budget: Budget) {
  return [
    budget.ratio && `≥ ${budget.ratio.toFixed(2)}`,
    budget.p95 && `p95 < ${budget.p95} ms`,
    budget.p99 && `p99 < ${budget.p99} ms`,
  ]
    .filter(Boolean)
    .join(", ");
}

function withinBudget(row: LoadResult, ratio: number, budget: Budget) {
  return (
    (budget.ratio ?? 0) <= ratio &&
    row.p95 < (budget.p95 ?? Infinity) &&
    row.p99 < (budget.p99 ?? Infinity)
  );
}

function apiTable(results: LoadResult[], ceiling: LoadResult, budgets: Record<string, Budget>) {
  console.table(
    [ceiling, ...results].map((row) => {
      const budget = budgets[row.scenario];
      const ratio = row.rps / ceiling.rps;
      return {
        scenario: row.scenario,
        "req/s": row.rps,
        "p50 ms": row.p50,
        "p95 ms": row.p95,
        "p99 ms": row.p99,
        "vs ceiling": row === ceiling ? "1.00" : ratio.toFixed(2),
        budget: budget ? describeBudget(budget) : "—",
        verdict: budget ? mark(withinBudget(row, ratio, budget)) : "",
        "non-2xx": row.non2xx,
        errors: row.errors,
      };
    }),
  );
}

async function section(title: string, work: () => Promise<void>) {
  console.log(`\n## ${title}\n`);
  try {
    await work();
  } catch (error) {
    console.log(`(not measured: ${(error as Error).message.split("\n")[0]})`);
  }
}

async function measureCeiling(connections?: number) {
  const hello = await startHelloWorld();
  try {
    return await load({
      name: "bare Fastify hello-world (ceiling)",
      url: `${hello.baseUrl}/hello`,
      connections,
      ...(connections && { warmup: { connections, duration: 1 } }),
    });
  } finally {
    await hello.stop();
  }
}

/** Simulated osquery hosts checking in, beside the bare Fastify ceiling at 50 connections. */
function fleetTable(rows: FleetRow[], ceiling: LoadResult) {
  const ceilingRow = {
    hosts: ceiling.scenario,
    "enrol s": "",
    "check-ins/s": "",
    "req/s": ceiling.rps,
    "p50 ms": ceiling.p50,
    "p95 ms": ceiling.p95,
    "p99 ms": ceiling.p99,
  };
  console.table([
    ceilingRow,
    ...rows.map((row) => ({
      hosts: row.hosts,
      "enrol s": row.enrolSeconds,
      "check-ins/s": row.checkInsPerSecond,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50,
      "p95 ms": row.p95,
      "p99 ms": row.p99,
      budget: `p99 < ${fleetP99Budget} ms`,
      verdict: mark(row.p99 < fleetP99Budget && row.failures === 0),
      failures: row.failures,
      "server CPU %": row.serverCpu,
      "hosts/core": row.hostsPerCore,
      "PostgreSQL CPU %": row.databaseCpu,
      "simulator CPU %": row.simulatorCpu,
    })),
  ]);
  const best = sustained(rows);
  console.log(
    `Hosts sustained by one instance at a 10 s distributed interval: ${best || "none of the sizes tried"}` +
      `, ${perCore(rows) || "—"} per core of server CPU` +
      " (budget on PostgreSQL: ≥ 12,000 hosts per core; Fleet's published load test: ≈ 6,000 per vCPU).",
  );
}

/** The API sections of one engine, against one running product. */
async function benchEngine(
  engine: "pglite" | "postgres",
  server: { baseUrl: string; pid: number },
  id: string,
) {
  const { baseUrl } = server;
  const title = engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  const fixtures = await prepareFixtures(baseUrl, id);
  if (wanted("api")) {
    await section(`API on ${title}`, async () => {
      const ceiling = await measureCeiling();
      apiTable(await benchProduct(baseUrl, fixtures), ceiling, apiBudgets);
    });
  }
  if (wanted("signed-in")) {
    await section(`Signed-in reads on ${title}, ${signedInConnections} connections`, async () => {
      const workspace = await prepareWorkspace(baseUrl, id);
      const ceiling = await measureCeiling(signedInConnections);
      const results = await benchSignedInReads(baseUrl, fixtures.token, workspace);
      apiTable(results, ceiling, signedInBudgets(engine));
    });
  }
  if (wanted("refusals")) {
    await section(`Refused bodies reaching Node's fetch on ${title}`, async () => {
      const rows = await benchRefusals(baseUrl, await prepareWorkspace(baseUrl, `${id}r`));
      console.table(
        rows.map((row) => ({
          ...row,
          budget: "20 / 20",
          verdict: mark(row["413 as JSON"] === "20 / 20"),
        })),
      );
    });
  }
  if (wanted("fleet")) {
    await section(`Devices checking in (osquery protocol) on ${title}`, async () => {
      const rows = await benchFleet(server, id);
      fleetTable(rows, await measureCeiling());
    });
  }
}

async function benchPageLoads(baseUrl: string) {
  if (wanted("web")) {
    await section("Web: first visit in Chromium (gzipped, empty cache)", async () => {
      const fixtures = await prepareFixtures(baseUrl, `${runId}web`);
      const loads = await measurePageLoads(baseUrl, webPages, fixtures.token);
      console.table(
        loads.map((row) => ({
          page: row.page,
          "JS KB": row.jsKb.toFixed(1),
          "JS budget": "≤ 100",
          "CSS KB": row.cssKb.toFixed(1),
          "CSS budget": "≤ 25",
          requests: row.requests,
          verdict: mark(row.jsKb <= 100 && row.cssKb <= 25),
        })),
      );
    });
  }
  if (wanted("lighthouse")) {
    await section("Lighthouse (mobile)", async () => {
      const rows = await runLighthouse(baseUrl, lighthousePages);
      console.table(
        rows.map((row) => ({
          ...row,
          budget: "perf ≥ 95, others 100",
          verdict: mark(
            row.performance >= 95 &&
              row.accessibility === 100 &&
              row.bestPractices === 100 &&
              row.seo === 100,
          ),
        })),
      );
    });
  }
}

console.log(
  `Fleetward bench — ${new Date().toISOString()}, ${benchSeconds} s per load scenario, 50 connections unless stated`,
);

const apiWanted = wanted("api") || wanted("signed-in") || wanted("refusals") || wanted("fleet");
if (wanted("web") || wanted("lighthouse") || (apiWanted && onEngine("pglite"))) {
  const product = await startProduct();
  try {
    await benchPageLoads(product.baseUrl);
    if (apiWanted && onEngine("pglite")) await benchEngine("pglite", product, runId);
  } finally {
    await product.stop();
  }
}

if (apiWanted && onEngine("postgres")) {
  if (await postgresAvailable(postgresUrl)) {
    const onPostgres = await startProduct(postgresUrl);
    try {
      await benchEngine("postgres", onPostgres, `${runId}pg`);
    } finally {
      await onPostgres.stop();
    }
  } else {
    await section("API on PostgreSQL", async () => {
      throw new Error(`no PostgreSQL answers at ${postgresUrl}`);
    });
  }
}

// Issue 21: gzip bombs from anonymous clients while a fleet checks in, on PGlite, with the
// default per-address limit (the attackers come from 50 addresses, the fleet from one).
if (wanted("bombs") && onEngine("pglite")) {
  const product = await startProduct(undefined, { OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE: "" });
  try {
    await section("Anonymous gzip bombs against /api/v1/osquery on PGlite", async () => {
      bombTable(await benchBombs(product, runId));
    });
  } finally {
    await product.stop();
  }
}

/** CSV import throughput; BENCH_IMPORT_ROWS=10000,100000 (default 10,000). */
async function benchImports(engine: "pglite" | "postgres", baseUrl: string) {
  const sizes = (listed(process.env.BENCH_IMPORT_ROWS) ?? ["10000"]).map(Number);
  await section(`CSV import on ${engine === "pglite" ? "PGlite" : "PostgreSQL"}`, async () => {
    const rows = [];
    for (const size of sizes)
      rows.push(await benchImport(baseUrl, `${runId.slice(-4)}${engine[1]}`, size));
    const budget = importBudget[engine];
    console.table(
      rows.map((row) => ({
        ...row,
        budget: budget ? `≥ ${budget} rows/s` : "—",
        verdict: budget ? mark(row["rows/s"] >= budget) : "",
      })),
    );
  });
}

if (wanted("import") && onEngine("pglite")) {
  const product = await startProduct();
  try {
    await benchImports("pglite", product.baseUrl);
  } finally {
    await product.stop();
  }
}
if (wanted("import") && onEngine("postgres")) {
  if (await postgresAvailable(postgresUrl)) {
    const onPostgres = await startProduct(postgresUrl);
    try {
      await benchImports("postgres", onPostgres.baseUrl);
    } finally {
      await onPostgres.stop();
    }
  }
}

// The register at 100,000 assets fills for minutes (more on PGlite): BENCH_ONLY=register alone,
// BENCH_SCALE=0.1 for a tenth of the fill.
const registerSize = `${Math.round(100_000 * Number(process.env.BENCH_SCALE ?? 1)).toLocaleString("en")} assets`;
if (wanted("register") && onEngine("pglite")) {
  await section(`Asset register at ${registerSize} on PGlite`, () =>
    benchRegister("pglite", postgresUrl),
  );
}
if (wanted("register") && onEngine("postgres")) {
  await section(`Asset register at ${registerSize} on PostgreSQL`, async () => {
    if (!(await postgresAvailable(postgresUrl)))
      throw new Error(`no PostgreSQL answers at ${postgresUrl}`);
    await benchRegister("postgres", postgresUrl);
  });
}
