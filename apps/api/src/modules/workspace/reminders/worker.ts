import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Queue } from "pg-boss";
import { appUrlOf } from "../../account/trials/service.ts";
import { sendDailyDigests, type ReminderDeps } from "./service.ts";

/** The pg-boss queue of the daily reminders; its job carries no data. */
export const reminderQueue = "workspace-reminders";
/** Every day at 07:00 UTC. */
export const reminderCron = "0 7 * * *";

const queueOptions: Omit<Queue, "name"> = {
  retryLimit: 5,
  retryDelay: 300,
  retryBackoff: true,
  // A run "active" for 30 minutes died with its process; pg-boss hands it out again.
  expireInSeconds: 1800,
};

export type ReminderWorkerOptions = { pollingIntervalSeconds?: number };

export function reminderDeps(app: FastifyInstance): ReminderDeps {
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    appUrlOf: (appDomain) => appUrlOf(app.config, appDomain),
    log: app.log.child({ module: "reminders" }),
  };
}

/**
 * Schedules the daily reminders and works their queue, on every instance. Each instance
 * writes the same schedule (an upsert); pg-boss's cron pass, which one instance claims at a
 * time, sends one job per 07:00, and a missed one (all instances down) once when they are
 * back. The run itself is idempotent, so a retried or duplicated job sends nothing twice.
 */
export const reminderWorkerPlugin = fp(
  async (app: FastifyInstance, options: ReminderWorkerOptions) => {
    const deps = reminderDeps(app);
    const log = app.log.child({ module: "reminders" });
    await app.jobs.createQueue(reminderQueue, queueOptions);
    await app.jobs.updateQueue(reminderQueue, queueOptions);
    await app.jobs.schedule(reminderQueue, reminderCron, null, { tz: "UTC", missed: "once" });
    await app.jobs.work(
      reminderQueue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
      async () => {
        const run = await sendDailyDigests(deps, app.clock());
        log.info({ ...run }, "daily reminders sent");
        // pg-boss retries the job; the digests already given are skipped then.
        if (run.failed > 0) throw new Error(`daily reminders failed for ${run.failed} workspaces`);
      },
    );
    app.addHook("onClose", async () => {
      await app.jobs.offWork(reminderQueue, { wait: true }).catch(() => undefined);
    });
  },
  { name: "reminder-worker", dependencies: ["job-queue", "clock", "config"] },
);
