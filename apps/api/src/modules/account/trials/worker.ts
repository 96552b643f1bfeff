import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Queue } from "pg-boss";
import { minutes } from "../../../lib/clock.ts";
import { runDeployment } from "./deployment.ts";
import { unfinishedDeployments } from "./repository.ts";
import { trialDeployQueue, trialDeps, type TrialDeployJob } from "./deps.ts";
import { resumeDeployment, sweepTrials } from "./sweep.ts";

export type TrialWorkerOptions = {
  /** How often the expiry sweep runs; 0 turns the timer off (tests call sweepTrials). */
  sweepIntervalMs?: number;
  pollingIntervalSeconds?: number;
};

const deployQueueOptions: Omit<Queue, "name"> = {
  retryLimit: 30,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  // A run still "active" after 5 minutes died with its process; pg-boss hands it out again.
  expireInSeconds: 300,
};

/**
 * Runs trial deployments from the queue and the expiry sweep on a timer, on every instance.
 * At start it re-enqueues every unfinished deployment: after a crash the old job would only
 * be retried once it expires, and a duplicate run is harmless (see runDeployment).
 */
export const trialWorkerPlugin = fp(
  async (app: FastifyInstance, options: TrialWorkerOptions) => {
    const deps = trialDeps(app);
    await app.jobs.createQueue(trialDeployQueue, deployQueueOptions);
    await app.jobs.updateQueue(trialDeployQueue, deployQueueOptions);
    await app.jobs.work<TrialDeployJob>(
      trialDeployQueue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        const { trialId } = job.data;
        try {
          const outcome = await runDeployment(deps, trialId);
          deps.log.info({ trialId, outcome }, "trial deployment job finished");
        } catch (error) {
          // pg-boss retries the job, but records the failure only in its own table: without
          // this line a deployment stuck on a step would be invisible in the logs.
          deps.log.warn({ err: error, trialId, jobId: job.id }, "trial deployment attempt failed");
          throw error;
        }
      },
    );

    for (const { id } of await unfinishedDeployments(app.db.orm)) {
      await resumeDeployment(deps, id);
    }

    const interval = options.sweepIntervalMs ?? minutes(1);
    let sweeping: Promise<unknown> | undefined;
    const timer =
      interval > 0
        ? setInterval(() => {
            if (sweeping) return; // the previous sweep is still running
            sweeping = sweepTrials(deps, app.clock())
              .catch((error: unknown) => deps.log.error({ err: error }, "trial sweep failed"))
              .finally(() => (sweeping = undefined));
          }, interval)
        : undefined;
    timer?.unref();

    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await sweeping;
      await app.jobs.offWork(trialDeployQueue, { wait: true }).catch(() => undefined);
    });
  },
  { name: "trial-worker", dependencies: ["job-queue", "clock", "config"] },
);
