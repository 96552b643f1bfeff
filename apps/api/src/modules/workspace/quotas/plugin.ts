import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Queue } from "pg-boss";
import { days, isoDay } from "../../../lib/clock.ts";
import { asSystem } from "../../../db/scope.ts";
import { removeUploadsBefore } from "../imports/service.ts";
import { forgetLogUsageBefore, quotaLimitsOf, type WorkspaceQuotaLimits } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The per-workspace quotas of this server (docs/decisions/0040). */
    quotaLimits: WorkspaceQuotaLimits;
  }
}

/** The pg-boss queue of the quotas' upkeep; hourly, its job carries no data. */
export const quotaUpkeepQueue = "workspace-quotas-upkeep";
const queueOptions: Omit<Queue, "name"> = { retryLimit: 2, expireInSeconds: 600 };

/** How long an uploaded import waits to be run before it is removed. */
export const uploadsKeptFor = days(1);
/** Days of log usage kept (the settings page shows today's; a month helps support). */
const logUsageDaysKept = 31;

/**
 * Removes, in every workspace, uploads not run within 24 hours (they count against the
 * stored-imports quota and hold a whole file) and log-usage days older than a month.
 */
export async function runQuotaUpkeep(app: FastifyInstance, now: Date) {
  return asSystem(async () => {
    const uploadsRemoved = await removeUploadsBefore(
      app.db.orm,
      new Date(now.getTime() - uploadsKeptFor),
    );
    await forgetLogUsageBefore(
      app.db.orm,
      isoDay(new Date(now.getTime() - days(logUsageDaysKept))),
    );
    return { uploadsRemoved };
  });
}

export const quotasPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("quotaLimits", quotaLimitsOf(app.config.quotas));
    const log = app.log.child({ module: "quotas" });
    await app.jobs.createQueue(quotaUpkeepQueue, queueOptions);
    await app.jobs.schedule(quotaUpkeepQueue, "17 * * * *", null, { tz: "UTC" });
    await app.jobs.work(quotaUpkeepQueue, { pollingIntervalSeconds: 60 }, async () => {
      log.info(await runQuotaUpkeep(app, app.clock()), "quotas upkeep");
    });
    app.addHook("onClose", async () => {
      await app.jobs.offWork(quotaUpkeepQueue, { wait: true }).catch(() => undefined);
    });
  },
  { name: "quotas", dependencies: ["config", "job-queue"] },
);
