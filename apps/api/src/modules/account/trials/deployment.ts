import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Orm } from "../../../db/client.ts";
import { addMs } from "../../../lib/clock.ts";
import { findForeignWorkspace, provisionWorkspace } from "../../workspace/core/service.ts";
import { sendTrialNotice } from "./notices.ts";
import { advanceDeployStep, findTrialById, insertAudit, type TrialRow } from "./repository.ts";
import {
  appUrlOf,
  deploySteps,
  knowledgeBasePath,
  mailerOf,
  trialLengthMs,
  type TrialDeps,
} from "./deps.ts";
import { transitionTrial } from "./transitions.ts";

/** Another run of the same job moved the trial on first; this one stops quietly. */
class Superseded extends Error {}

export type DeploymentOutcome = "deployed" | "already-done" | "superseded" | "missing";

/**
 * Deploys an approved trial (the `trial-deploy` job). Delivery is at-least-once and the
 * process may die at any point, so every step is one transaction that also advances
 * `deploy_step` with a conditional UPDATE: a retried job resumes at the first unfinished step,
 * and two runs at once cannot both finish a step (the loser rolls back). Provisioning itself
 * is idempotent per trial, so there is only ever one workspace and one set of samples.
 */
export async function runDeployment(deps: TrialDeps, trialId: string): Promise<DeploymentOutcome> {
  let trial = await findTrialById(deps.orm, trialId);
  if (!trial) return "missing";
  if (trial.status === "approved") {
    await deps.orm.transaction((tx) =>
      transitionTrial(tx, {
        trialId,
        to: "deploying",
        now: deps.clock(),
        patch: { deployStep: 0, deploySteps: deploySteps.length },
      }),
    );
    trial = await findTrialById(deps.orm, trialId);
    if (!trial) return "missing";
  }
  if (trial.status !== "deploying") return "already-done";

  try {
    for (let step = trial.deployStep; step < deploySteps.length; step++) {
      if (deps.stepDelayMs > 0) await new Promise((done) => setTimeout(done, deps.stepDelayMs));
      await runStep(deps, trial, step);
      deps.log.info(
        { trialId, step: step + 1, of: deploySteps.length, name: deploySteps[step] },
        "trial deployment step done",
      );
    }
  } catch (error) {
    if (error instanceof Superseded) return "superseded";
    throw error;
  }
  return "deployed";
}

async function runStep(deps: TrialDeps, trial: TrialRow, step: number): Promise<void> {
  const name = deploySteps[step];
  if (name === "check_reachability") await checkReachability(deps, trial);
  await deps.orm.transaction(async (tx) => {
    const now = deps.clock();
    if (name === "reserve_domain") await reserveDomain(tx, trial);
    if (name === "create_workspace") await createWorkspace(tx, trial, now);
    if (name === "activate") {
      await activate(tx, deps, trial, now);
      return;
    }
    if (!(await advanceDeployStep(tx, trial.id, step, now))) throw new Superseded();
  });
}

/** The address is unique among trials; make sure no workspace of another trial holds it. */
async function reserveDomain(tx: Orm, trial: TrialRow) {
  const foreign = await findForeignWorkspace(tx, trial.appDomain, trial.id);
  if (foreign) throw new Error(`app domain ${trial.appDomain} belongs to another workspace`);
}

async function createWorkspace(tx: Orm, trial: TrialRow, now: Date) {
  const { workspace, created } = await provisionWorkspace(tx, {
    trialId: trial.id,
    ownerUserId: trial.userId,
    appDomain: trial.appDomain,
    name: trial.appName,
    now,
  });
  if (!created) return;
  await insertAudit(tx, {
    entityType: "trial",
    entityId: trial.id,
    action: "workspace.created",
    fromStatus: "deploying",
    toStatus: "deploying",
    actorUserId: null,
    details: { workspace_id: workspace.id, app_domain: workspace.appDomain },
    createdAt: now,
  });
}

async function activate(tx: Orm, deps: TrialDeps, trial: TrialRow, now: Date) {
  const expiresAt = addMs(now, trialLengthMs);
  const active = await transitionTrial(tx, {
    trialId: trial.id,
    to: "active",
    now,
    patch: { activatedAt: now, expiresAt, deployStep: deploySteps.length },
  });
  if (!active) throw new Superseded();
  const url = appUrlOf(deps, trial.appDomain);
  await sendTrialNotice(tx, mailerOf(deps), {
    userId: trial.userId,
    kind: "deployed",
    values: { app: trial.appName, url, date: expiresAt },
    link: url,
    knowledgeBaseUrl: knowledgeBasePath,
    now,
  });
}

/**
 * A real GET of the workspace's /healthz. Outside production a failure is only a warning
 * (a laptop may not resolve the wildcard host); in production it fails the step, and the job
 * is retried, so nobody is sent to an address that does not answer.
 */
async function checkReachability(deps: TrialDeps, trial: TrialRow): Promise<void> {
  const url = `${appUrlOf(deps, trial.appDomain)}/healthz`;
  const problem = await probe(url, 3_000);
  if (!problem) return;
  if (deps.requireReachable) throw new Error(`workspace not reachable at ${url}: ${problem}`);
  deps.log.warn({ trialId: trial.id, url, problem }, "workspace not reachable; continuing");
}

/**
 * Browsers resolve every *.localhost name to loopback (RFC 6761); the system resolver may
 * not, so the probe does the same as the browser would.
 */
const loopbackAwareLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    const address: LookupAddress = { address: "127.0.0.1", family: 4 };
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
    return;
  }
  dnsLookup(hostname, options, callback);
};

/** Null when `url` answers 2xx within `timeoutMs`, otherwise what went wrong. */
export function probe(url: string, timeoutMs: number): Promise<string | null> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve) => {
    const request = client.get(url, { lookup: loopbackAwareLookup, timeout: timeoutMs }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? null : `HTTP ${status}`);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", (error) => resolve(error.message));
  });
}
