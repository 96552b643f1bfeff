import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client.ts";
import { createScratchPostgres } from "../test-support/databases.ts";
import { rowsOf } from "./seed-scale-sql.ts";

/* What the explain-* scripts share: a scratch database, timed runs, EXPLAIN ANALYZE. */

export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** Median and worst wall time of `runs` sequential runs of `work`. */
export async function timeRuns(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! };
}

/** EXPLAIN ANALYZE of a query: its planning and execution times, and the plan's text. */
export async function explain(database: Database, query: SQL) {
  const rows = await rowsOf<{ "QUERY PLAN": string }>(
    database.orm,
    sql`explain (analyze, buffers) ${query}`,
  );
  const lines = rows.map((row) => row["QUERY PLAN"]);
  const time = (label: string) =>
    Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
  return { planning: time("Planning Time"), execution: time("Execution Time"), lines };
}

/**
 * An empty migrated-to-be database: PGlite in memory, or a PostgreSQL database created beside
 * ADMIN_URL's and dropped by `drop` (kept, and its address printed, with `keep`).
 */
export async function openScratch(
  engine: string,
  keep = false,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === "pglite") {
    return { database: await openDatabase({ driver: "pglite" }), drop: async () => {} };
  }
  const admin = process.env.ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = await createScratchPostgres(admin);
  if (keep) process.stderr.write(`kept: ${scratch.url}\n`);
  return {
    database: await openDatabase({ driver: "postgres", url: scratch.url }),
    drop: keep ? async () => {} : scratch.drop,
  };
}
