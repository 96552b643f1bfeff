import { trialLengthDays } from "@fleetward/contracts/trials";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { days, type Clock } from "../../../lib/clock.ts";
import { transactionDb } from "../../platform/mail/service.ts";
import type { NoticeMailer } from "./notices.ts";

/* What the trial rules need from the app, and the constants of a deployment. */

/** The pg-boss queue whose jobs deploy one approved trial each. */
export const trialDeployQueue = "trial-deploy";
export type TrialDeployJob = { trialId: string };

/** The steps of a deployment, in order; the profile shows "step n of m". */
export const deploySteps = [
  "reserve_domain",
  "create_workspace",
  "check_reachability",
  "activate",
] as const;

/** The knowledge-base article the "deployed" notice and the profile point to. */
export const knowledgeBasePath = "/kb-detail/create-your-fleetward-workspace";

export const trialLengthMs = days(trialLengthDays);

export type TrialDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** `http://{app}.localhost:3000`: where a workspace answers. */
  appUrlTemplate: string;
  autoApprove: boolean;
  /** Test-only pause before each deployment step. */
  stepDelayMs: number;
  /** Production insists that a new workspace answers before it is announced. */
  requireReachable: boolean;
};

export function trialDeps(app: FastifyInstance): TrialDeps {
  return {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    log: app.log.child({ module: "trials" }),
    publicUrl: app.config.publicUrl,
    appUrlTemplate: app.config.appUrlTemplate,
    autoApprove: app.config.trialAutoApprove,
    stepDelayMs: app.config.trialDeployStepDelayMs,
    requireReachable: app.config.nodeEnv === "production",
  };
}

export const mailerOf = (deps: TrialDeps): NoticeMailer => ({
  jobs: deps.jobs,
  publicUrl: deps.publicUrl,
});

export function appUrlOf(deps: Pick<TrialDeps, "appUrlTemplate">, appDomain: string): string {
  return deps.appUrlTemplate.replace("{app}", appDomain);
}

/** Enqueues the deployment through `tx`: it exists exactly when the approval does. */
export async function enqueueDeployment(tx: Orm, jobs: PgBoss, trialId: string): Promise<void> {
  const job: TrialDeployJob = { trialId };
  await jobs.send(trialDeployQueue, job, { db: transactionDb(tx) });
}
