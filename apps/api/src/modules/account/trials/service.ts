import type { trialCreateSchema } from "@fleetward/contracts/trials";
import { findPlanById } from "../../site/plans/repository.ts";
import {
  appDomainProblem,
  type AdminTrialDetail,
  type AdminTrialListResponse,
  type AvailabilityResponse,
  type TrialStatus,
  type TrialView,
  trialLengthDays,
} from "@fleetward/contracts/trials";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Orm } from "../../../db/client.ts";
import { days, type Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { transactionDb } from "../../platform/mail/service.ts";
import { sendTrialNotice, type NoticeMailer } from "./notices.ts";
import {
  adminPageSize,
  auditTrailOf,
  findTrialById,
  findTrialByDomain,
  findTrialByUser,
  findUser,
  findWorkspaceOfTrial,
  insertAudit,
  insertTrial,
  listTrials,
  type TrialRow,
  type WorkspaceRow,
} from "./repository.ts";
import { requireTransition } from "./transitions.ts";

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

// ---------- Views ----------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function daysLeft(trial: TrialRow, now: Date): number | null {
  if (trial.status !== "active" || !trial.expiresAt) return null;
  return Math.max(0, Math.ceil((trial.expiresAt.getTime() - now.getTime()) / days(1)));
}

export function toTrialView(
  deps: Pick<TrialDeps, "appUrlTemplate">,
  trial: TrialRow,
  workspace: WorkspaceRow | undefined,
  now: Date,
  planName: string | null = null,
): TrialView {
  return {
    id: trial.id,
    status: trial.status,
    company_name: trial.companyName,
    app_name: trial.appName,
    app_domain: trial.appDomain,
    company_email: trial.companyEmail,
    phone: trial.phone,
    fax: trial.fax,
    street_address: trial.streetAddress,
    building: trial.building,
    postal_code: trial.postalCode,
    city: trial.city,
    country: trial.country,
    first_name: trial.firstName,
    last_name: trial.lastName,
    title: trial.title,
    position: trial.position,
    department: trial.department,
    newsletter: trial.newsletter,
    app_url: appUrlOf(deps, trial.appDomain),
    knowledge_base_url: knowledgeBasePath,
    requested_at: trial.requestedAt.toISOString(),
    decided_at: iso(trial.decidedAt),
    activated_at: iso(trial.activatedAt),
    expires_at: iso(trial.expiresAt),
    days_left: daysLeft(trial, now),
    deploy_step: trial.deployStep,
    deploy_steps: trial.deploySteps,
    rejection_reason: trial.rejectionReason,
    plan_id: trial.planId,
    plan_name: planName ?? trial.planId,
    workspace: workspace
      ? {
          id: workspace.id,
          created_at: workspace.createdAt.toISOString(),
          read_only: trial.status === "expired" || workspace.closedAt !== null,
        }
      : null,
  };
}

// ---------- Customer ----------

export type TrialCreateInput = z.output<typeof trialCreateSchema>;

/**
 * Stores the request in `pending_approval` with its audit entry and the "received" notice;
 * with auto-approval on, approves it in the same transaction. 409 for a second trial of the
 * account or an address already taken.
 */
export async function createTrial(
  deps: TrialDeps,
  userId: string,
  input: TrialCreateInput,
): Promise<TrialView> {
  const now = deps.clock();
  return deps.orm.transaction(async (tx) => {
    const inserted = await insertTrial(tx, {
      userId,
      status: "pending_approval",
      companyName: input.company_name,
      appName: input.app_name,
      appDomain: input.app_domain,
      companyEmail: input.company_email,
      phone: input.phone,
      fax: input.fax || null,
      streetAddress: input.street_address,
      building: input.building,
      postalCode: input.postal_code,
      city: input.city,
      country: input.country,
      firstName: input.first_name,
      lastName: input.last_name,
      title: input.title,
      position: input.position,
      department: input.department,
      newsletter: input.newsletter ?? false,
      requestedAt: now,
      updatedAt: now,
    });
    if (!inserted) {
      if (await findTrialByUser(tx, userId)) {
        throw new HttpError(409, "This account already has a trial; each account can have one");
      }
      throw new HttpError(409, `app_domain: ${input.app_domain} is already taken, choose another`);
    }
    await insertAudit(tx, {
      entityType: "trial",
      entityId: inserted.id,
      action: "trial.requested",
      fromStatus: null,
      toStatus: "pending_approval",
      actorUserId: userId,
      details: null,
      createdAt: now,
    });
    await sendTrialNotice(tx, mailerOf(deps), {
      userId,
      kind: "received",
      values: { app: inserted.appName },
      link: "/user-profile",
      now,
    });
    const trial = deps.autoApprove ? await approveIn(tx, deps, inserted.id, null, now) : inserted;
    return toTrialView(deps, trial, undefined, now);
  });
}

export async function currentTrial(deps: TrialDeps, userId: string): Promise<TrialView | null> {
  const trial = await findTrialByUser(deps.orm, userId);
  if (!trial) return null;
  const workspace = await findWorkspaceOfTrial(deps.orm, trial.id);
  const plan = trial.planId ? await findPlanById(deps.orm, trial.planId) : undefined;
  return toTrialView(deps, trial, workspace, deps.clock(), plan?.name ?? null);
}

/** For the form while the person types: is this address free to request? */
export async function appDomainAvailability(
  deps: TrialDeps,
  raw: string,
): Promise<AvailabilityResponse> {
  const label = raw.trim().toLowerCase();
  const problem = appDomainProblem(label);
  if (problem) return { app_domain: label, available: false, reason: problem };
  const taken = await findTrialByDomain(deps.orm, label);
  return { app_domain: label, available: !taken, reason: taken ? "taken" : null };
}

/**
 * The billing flow's upgrade (issue 5): active or expired → upgraded, with the plan and no
 * expiry, which re-opens an expired workspace; writes the audit entry and the in-app notice
 * through `tx` (and the e-mail too when a mailer is given). Null when the user has no trial;
 * 409 when the trial is in any other state.
 */
export async function upgradeTrial(
  tx: Orm,
  change: { userId: string; planId: string; now: Date },
  mailer: NoticeMailer | null = null,
): Promise<TrialRow | null> {
  const trial = await findTrialByUser(tx, change.userId);
  if (!trial) return null;
  const upgraded = await requireTransition(tx, {
    trialId: trial.id,
    to: "upgraded",
    now: change.now,
    actorUserId: change.userId,
    patch: { planId: change.planId, expiresAt: null, upgradedAt: change.now },
    details: { plan_id: change.planId },
  });
  await sendTrialNotice(tx, mailer, {
    userId: change.userId,
    kind: "upgraded",
    values: { app: upgraded.appName },
    link: "/user-billing",
    now: change.now,
  });
  return upgraded;
}

// ---------- Operator ----------

async function approveIn(
  tx: Orm,
  deps: TrialDeps,
  trialId: string,
  operatorId: string | null,
  now: Date,
): Promise<TrialRow> {
  const trial = await requireTransition(tx, {
    trialId,
    to: "approved",
    now,
    actorUserId: operatorId,
    patch: { decidedAt: now, deployStep: 0, deploySteps: deploySteps.length },
    details: operatorId ? undefined : { automatic: true },
  });
  await enqueueDeployment(tx, deps.jobs, trialId);
  await sendTrialNotice(tx, mailerOf(deps), {
    userId: trial.userId,
    kind: "approved",
    values: { app: trial.appName, url: appUrlOf(deps, trial.appDomain) },
    link: "/user-profile",
    now,
  });
  return trial;
}

async function requireTrial(orm: Orm, trialId: string): Promise<TrialRow> {
  const trial = await findTrialById(orm, trialId);
  if (!trial) throw new HttpError(404, "No such trial");
  return trial;
}

/** pending_approval → approved, and the deployment job, in one transaction. */
export async function approveTrial(deps: TrialDeps, trialId: string, operatorId: string) {
  const now = deps.clock();
  await deps.orm.transaction(async (tx) => {
    await requireTrial(tx, trialId);
    await approveIn(tx, deps, trialId, operatorId, now);
  });
  return trialDetail(deps, trialId);
}

/** pending_approval → rejected with the reason the customer reads. */
export async function rejectTrial(
  deps: TrialDeps,
  trialId: string,
  operatorId: string,
  reason: string,
) {
  const now = deps.clock();
  await deps.orm.transaction(async (tx) => {
    await requireTrial(tx, trialId);
    const trial = await requireTransition(tx, {
      trialId,
      to: "rejected",
      now,
      actorUserId: operatorId,
      patch: { decidedAt: now, rejectionReason: reason },
      details: { reason },
    });
    await sendTrialNotice(tx, mailerOf(deps), {
      userId: trial.userId,
      kind: "rejected",
      values: { app: trial.appName, reason },
      link: "/contact",
      now,
    });
  });
  return trialDetail(deps, trialId);
}

export async function adminTrialList(
  deps: TrialDeps,
  filter: { status?: TrialStatus; q?: string; page: number },
): Promise<AdminTrialListResponse> {
  const { rows, total } = await listTrials(deps.orm, filter);
  return {
    items: rows.map(({ trial, email }) => ({
      id: trial.id,
      status: trial.status,
      company_name: trial.companyName,
      app_name: trial.appName,
      app_domain: trial.appDomain,
      app_url: appUrlOf(deps, trial.appDomain),
      requester_email: email,
      contact_name: `${trial.firstName} ${trial.lastName}`,
      requested_at: trial.requestedAt.toISOString(),
      expires_at: iso(trial.expiresAt),
    })),
    total,
    page: filter.page,
    page_size: adminPageSize,
  };
}

export async function trialDetail(deps: TrialDeps, trialId: string): Promise<AdminTrialDetail> {
  const trial = await requireTrial(deps.orm, trialId);
  const [user, workspace, audit] = await Promise.all([
    findUser(deps.orm, trial.userId),
    findWorkspaceOfTrial(deps.orm, trial.id),
    auditTrailOf(deps.orm, trial.id),
  ]);
  return {
    trial: {
      ...toTrialView(deps, trial, workspace, deps.clock()),
      requester_email: user?.email ?? "",
      requester_username: user?.username ?? "",
    },
    audit: audit.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      actor: actor ?? null,
      details: entry.details ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
