import { addMs, days, minutes } from "../../../lib/clock.ts";
import { sendTrialNotice } from "./notices.ts";
import {
  activeTrialsExpiringBy,
  activeTrialsToWarn,
  claimExpiryWarning,
  unfinishedDeployments,
} from "./repository.ts";
import { mailerOf, trialDeployQueue, type TrialDeployJob, type TrialDeps } from "./deps.ts";
import { transitionTrial } from "./transitions.ts";

/** The "expires in 7 days" notice goes out once a trial is this close to its end. */
export const expiryWarningMs = days(7);
/** A deployment untouched this long lost its job (a crash); the sweep enqueues it again. */
export const stalledDeploymentMs = minutes(5);

const batchSize = 100;

export type SweepResult = { expired: number; warned: number; resumed: number };

/**
 * The recurring trial sweep (every minute on every instance). Safe to run twice and on
 * several instances at once: each change is a conditional UPDATE that only one caller wins,
 * and the notice is written in that caller's transaction.
 * 1. active trials with expires_at <= now → expired (+ notice);
 * 2. active trials ending within 7 days → "expires in 7 days" notice, once;
 * 3. deployments stalled for 5 minutes → enqueued again (their steps resume where they stopped).
 */
export async function sweepTrials(deps: TrialDeps, now: Date): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, warned: 0, resumed: 0 };
  const mailer = mailerOf(deps);

  for (const trial of await activeTrialsExpiringBy(deps.orm, now, batchSize)) {
    const expired = await deps.orm.transaction(async (tx) => {
      const moved = await transitionTrial(tx, {
        trialId: trial.id,
        to: "expired",
        now,
        patch: { expiredAt: now },
      });
      if (!moved) return false;
      await sendTrialNotice(tx, mailer, {
        userId: trial.userId,
        kind: "expired",
        values: { app: trial.appName, date: trial.expiresAt },
        link: "/user-billing",
        now,
      });
      return true;
    });
    if (expired) result.expired++;
  }

  for (const trial of await activeTrialsToWarn(deps.orm, addMs(now, expiryWarningMs), batchSize)) {
    const warned = await deps.orm.transaction(async (tx) => {
      if (!(await claimExpiryWarning(tx, trial.id, now))) return false;
      await sendTrialNotice(tx, mailer, {
        userId: trial.userId,
        kind: "expiring",
        values: { app: trial.appName, date: trial.expiresAt },
        link: "/user-billing",
        now,
      });
      return true;
    });
    if (warned) result.warned++;
  }

  for (const { id } of await unfinishedDeployments(deps.orm, addMs(now, -stalledDeploymentMs))) {
    await resumeDeployment(deps, id);
    result.resumed++;
  }
  return result;
}

/** Enqueues another run of a deployment; runs are idempotent, so a duplicate is harmless. */
export async function resumeDeployment(deps: TrialDeps, trialId: string): Promise<void> {
  const job: TrialDeployJob = { trialId };
  await deps.jobs.send(trialDeployQueue, job);
}
