import { benchProduct, benchSeconds, load, prepareFixtures, type LoadResult } from "./api-bench.ts";
import { runLighthouse } from "./lighthouse-bench.ts";
import { benchRegister } from "./register-bench.ts";
import { postgresAvailable, startHelloWorld, startProduct } from "./servers.ts";
import { measurePageLoads } from "./web-bench.ts";

/*
 * `npm run bench`: builds (the npm script does), starts the servers itself, measures side by
 * side and prints tables with the budgets of docs/architecture.md next to each figure. It reports; it never
 * fails a build (a section that cannot run prints why and the rest continues).
 */

const webPages = ["/", "/login", "/blog", "/user-profile"];
const lighthousePages = ["/", "/blog", "/login", "/page-pricing"];
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");
const runId = Date.now().toString(36);

async function section(title: string, work: () => Promise<void>) {
  console.log(`\n## ${title}\n`);
  try {
    await work();
  } catch (error) {
    console.log(`(not measured: ${(error as Error).message.split("\n")[0]})`);
  }
}

function apiTable(results: LoadResult[], ceiling: LoadResult) {
  const budgets: Record<string, { ratio?: number; p99: number }> = {
    "GET /api/post/list": { ratio: 0.5, p99: 25 },
    "GET /api/post/list/{id}": { p99: 25 },
    "GET /api/user/me/details": { ratio: 0.25, p99: 25 },
    "GET /api/post/list during login storm": { p99: 50 },
  };
  console.table(
    [ceiling, ...results].map((row) => {
      const budget = budgets[row.scenario];
      const ratio = row.rps / ceiling.rps;
      const ok = !budget || ((budget.ratio ?? 0) <= ratio && row.p99 < budget.p99);
      return {
        scenario: row.scenario,
        "req/s": row.rps,
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        "vs ceiling": row === ceiling ? "1.00" : ratio.toFixed(2),
        budget: budget
          ? `${budget.ratio ? `≥ ${budget.ratio.toFixed(2)}, ` : ""}p99 < ${budget.p99} ms`
          : "—",
        verdict: budget ? mark(ok) : "",
        "non-2xx": row.non2xx,
        errors: row.errors,
      };
    }),
  );
}

async function measureCeiling() {
  const hello = await startHelloWorld();
  try {
    return await load({
      name: "bare Fastify hello-world (ceiling)",
      url: `${hello.baseUrl}/hello`,
    });
  } finally {
    await hello.stop();
  }
}

console.log(
  `Fleetward bench — ${new Date().toISOString()}, ${benchSeconds} s per load scenario, 50 connections unless stated`,
);

// BENCH_ONLY=register runs only the register at scale (it seeds for minutes on PGlite).
async function registerSections() {
  await section("Asset register at 100,000 assets on PGlite", () =>
    benchRegister("pglite", postgresUrl),
  );
  await section("Asset register at 100,000 assets on PostgreSQL", async () => {
    if (!(await postgresAvailable(postgresUrl)))
      throw new Error(`no PostgreSQL answers at ${postgresUrl}`);
    await benchRegister("postgres", postgresUrl);
  });
}
if (process.env.BENCH_ONLY === "register") {
  await registerSections();
  process.exit(0);
}

const product = await startProduct();
try {
  const fixtures = await prepareFixtures(product.baseUrl, runId);

  await section("Web: first visit in Chromium (gzipped, empty cache)", async () => {
    const loads = await measurePageLoads(product.baseUrl, webPages, fixtures.token);
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

  await section("Lighthouse (mobile)", async () => {
    const rows = await runLighthouse(product.baseUrl, lighthousePages);
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

  await section("API on PGlite (embedded)", async () => {
    const ceiling = await measureCeiling();
    apiTable(await benchProduct(product.baseUrl, fixtures), ceiling);
  });
} finally {
  await product.stop();
}

await section("API on PostgreSQL", async () => {
  if (!(await postgresAvailable(postgresUrl)))
    throw new Error(`no PostgreSQL answers at ${postgresUrl}`);
  const onPostgres = await startProduct(postgresUrl);
  try {
    const fixtures = await prepareFixtures(onPostgres.baseUrl, `${runId}pg`);
    const ceiling = await measureCeiling();
    apiTable(await benchProduct(onPostgres.baseUrl, fixtures), ceiling);
  } finally {
    await onPostgres.stop();
  }
});

await registerSections();
