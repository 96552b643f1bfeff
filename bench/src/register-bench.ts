import { loadavg } from "node:os";
import type { LoadResult } from "./api-bench.ts";
import { measureAccessCost } from "./access-cost.ts";
import { counts, fillEngine, scale, type Session, type Summary } from "./register-fill.ts";
import { connections, measureReads, readSeconds, type ReadResult } from "./register-reads.ts";
import { measureExports, measureWrites } from "./register-writes.ts";

/*
 * The asset register at a real customer's size (issues 11 and 23): each engine is filled as a
 * customer moving in fills it (register-fill.ts: catalogue, the product's CSV import, devices,
 * policies, a million history events), then every everyday read is timed at 10 connections
 * beside /healthz on the same server (register-reads.ts), the writes against an empty
 * workspace and the exports (register-writes.ts). It reports; it never fails a run.
 * BENCH_SCALE=0.1 shrinks the fill for a quick run; BENCH_SECONDS the time per read (5 s);
 * BENCH_REGISTER_PARTS=exports measures only the exports after the fill (or reads, writes).
 */

const budgets = { pglite: 150, postgres: 50 } as const;

/** BENCH_REGISTER_PARTS=exports (comma-separated: reads, exports, writes): only those after the fill. */
const parts = new Set(
  (process.env.BENCH_REGISTER_PARTS ?? "reads,exports,writes")
    .split(",")
    .map((part) => part.trim()),
);

export type Engine = keyof typeof budgets;

/** Every request answered 2xx, and some were (a stalled run has no figures to judge). */
const answered = (row: LoadResult) => row.rps > 0 && row.non2xx === 0 && row.errors === 0;

function readTable(engine: Engine, rows: ReadResult[], healthz: LoadResult) {
  const budget = budgets[engine];
  console.table(
    [healthz, ...rows].map((row) => {
      const ceiling = row === healthz;
      const within = answered(row) && row.p95 < budget;
      return {
        read: row.scenario,
        "p95 ms": row.p95,
        "p99 ms": row.p99,
        errors: row.non2xx + row.errors + (row.rps === 0 ? 1 : 0),
        "× /healthz p95": ceiling ? "1.0" : (row.p95 / Math.max(healthz.p95, 0.01)).toFixed(1),
        budget: ceiling ? "—" : `p95 < ${budget} ms`,
        within: ceiling ? "" : within ? "yes" : "no",
        "req/s": row.rps,
        matches: "matches" in row ? row.matches : "",
      };
    }),
  );
  const over = rows.filter((row) => !(answered(row) && row.p95 < budget));
  console.log(`${rows.length - over.length} of ${rows.length} reads within budget.`);
}

async function readsSection(engine: Engine, session: Session, summary: Summary) {
  const loadBefore = loadavg()[0]!.toFixed(1);
  const reads = await measureReads(session, summary);
  console.log(
    `\nReads at ${connections} connections, ${readSeconds} s each after a 1 s warm-up (/healthz p95 ${reads.healthz.p95} ms before, ` +
      `${reads.healthzAfter.p95} ms after; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}):`,
  );
  readTable(engine, reads.rows, reads.healthz);
  console.log(
    "\nThe request path above the handler, warm (Server-Timing: access; on PostgreSQL one round trip is the change-feed barrier):",
  );
  console.table(await measureAccessCost(session, "/api/workspace/licenses"));
}

/** One engine's section: fill, reads, exports, writes; each table printed as it is ready. */
export async function benchRegister(engine: Engine, postgresUrl: string): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const started = performance.now();
    const filled = await fillEngine(engine, postgresUrl, cleanups);
    const { summary } = filled;
    console.log(
      `Filled (BENCH_SCALE=${scale}) in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
        `${summary.assets} assets (${summary.checked_out} checked out), ${summary.people} people, ` +
        `${summary.models} models, ${summary.locations} locations, ${summary.devices} devices, ` +
        `${summary.software_items} software items, ${summary.policy_results} policy results, ` +
        `${summary.history} history events.`,
    );
    console.table([{ ...filled.fill, ...summary.timings }]);
    if (parts.has("reads")) await readsSection(engine, filled.full, summary);
    if (parts.has("exports")) {
      const loadBefore = loadavg()[0]!.toFixed(1);
      const exports = await measureExports(filled.full, filled.server.pid, engine);
      console.log(
        `\nExports of ${summary.assets} assets (server RSS sampled every 50 ms; load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)}):`,
      );
      console.table(exports);
    }
    if (parts.has("writes")) {
      console.log(
        `\nWrites at ${summary.assets} assets against an empty workspace (${counts.writeRows} rows):`,
      );
      console.table(await measureWrites(filled.full, filled.empty, filled.writesCsv));
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}
