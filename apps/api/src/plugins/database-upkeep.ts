import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Queue } from "pg-boss";
import { asOwner } from "../db/scope.ts";

/** The pg-boss queue of the embedded database's upkeep. */
export const upkeepQueue = "database-upkeep";
/** Statistics every hour; a vacuum as well each night, when the register is quiet. */
export const upkeepSchedules = [
  { key: "analyze", cron: "23 * * * *", data: { vacuum: false } },
  { key: "vacuum", cron: "41 3 * * *", data: { vacuum: true } },
] as const;

type UpkeepJob = { vacuum: boolean };

const queueOptions: Omit<Queue, "name"> = { retryLimit: 2, expireInSeconds: 1800 };

/** What the upkeep runs: `vacuum analyze` or `analyze` on the whole database. */
export async function runUpkeep(app: FastifyInstance, job: UpkeepJob) {
  const started = performance.now();
  // Only a table's owner may vacuum or analyze it.
  await asOwner(() => app.db.orm.execute(job.vacuum ? sql`vacuum analyze` : sql`analyze`));
  return Math.round(performance.now() - started);
}

/**
 * PostgreSQL's autovacuum keeps planner statistics and visibility maps current; PGlite runs
 * without it, so a register that grew by an import would keep the plans of an empty one (a
 * custom-field filter at 100,000 assets took 366 ms instead of under 50, ADR 0023). On the
 * embedded database only, this schedules what autovacuum would do.
 */
export const databaseUpkeepPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.db.driver !== "pglite") return;
    const log = app.log.child({ module: "database-upkeep" });
    await app.jobs.createQueue(upkeepQueue, queueOptions);
    for (const schedule of upkeepSchedules) {
      await app.jobs.schedule(upkeepQueue, schedule.cron, schedule.data, {
        tz: "UTC",
        key: schedule.key,
      });
    }
    await app.jobs.work<UpkeepJob>(upkeepQueue, { pollingIntervalSeconds: 60 }, async ([job]) => {
      if (!job) return;
      log.info({ vacuum: job.data.vacuum, ms: await runUpkeep(app, job.data) }, "database upkeep");
    });
    app.addHook("onClose", async () => {
      await app.jobs.offWork(upkeepQueue, { wait: true }).catch(() => undefined);
    });
  },
  { name: "database-upkeep", dependencies: ["job-queue", "database"] },
);
