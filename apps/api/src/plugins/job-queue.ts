import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PgBoss } from "pg-boss";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue (pg-boss) in the application database. */
    jobs: PgBoss;
  }
}

/** How long shutdown waits for running jobs before it lets them be retried elsewhere. */
const stopTimeoutMs = 8_000;

export type JobQueueOptions = {
  /**
   * Runs pg-boss's cron pass (the daily reminders' schedule). On by default; tests turn it
   * off and call the scheduled work directly with the clock where they want it.
   */
  schedule?: boolean;
};

/**
 * Starts pg-boss on the application database — PGlite or PostgreSQL — and stops it when the
 * app closes, before the database is closed (docs/decisions/0008).
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, options: JobQueueOptions) => {
    const { backend, db } = app.db.jobQueue;
    const boss = new PgBoss({
      db,
      backend,
      // The cron pass: one instance at a time claims it, so each occurrence is sent once.
      schedule: options.schedule ?? true,
    });
    boss.on("error", (error) => app.log.error({ err: error }, "job queue error"));
    await boss.start();
    app.decorate("jobs", boss);
    // onClose hooks run in reverse order of registration: this one before the database's.
    app.addHook("onClose", async () => {
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
    });
  },
  { name: "job-queue", dependencies: ["database"] },
);
