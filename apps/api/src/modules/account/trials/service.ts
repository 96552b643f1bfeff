import type { trialCreateSchema } from "@fleetward/contracts/trials";
import {
  appDomainProblem,
  type AdminTrialDetail,
  type AdminTrialListResponse,
  type AvailabilityResponse,
  type TrialStatus,
  type TrialView,
} from "@fleetward/contracts/trials";
import type { z } from "zod";
import type { Orm } from "../../../db/client.ts";
import { days } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { findPlanById } from "../../site/plans/service.ts";
import { findWorkspaceOfTrial, type WorkspaceRow } from "../../workspace/core/service.ts";
import { findUserById, userContactsById } from "../users/service.ts";
import {
  appUrlOf,
  deploySteps,
  enqueueDeployment,
  knowledgeBasePath,
  mailerOf,
  trialLengthMs,
  type TrialDeps,
} from "./deps.ts";
import { sendTrialNotice, type NoticeMailer } from "./notices.ts";

/** Where a workspace answers (workspace invitations link to it). */
export { appUrlOf } from "./deps.ts";
import {
  adminPageSize,
  auditTrailOf,
  findTrialById,
  findTrialByDomain,
  findTrialByUser,
  insertAudit,
  insertTrial,
  listTrials,
  type TrialRow,
} from "./repository.ts";
import { requireTransition } from "./transitions.ts";

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

export type { TrialRow };

/** The user's trial, if they ever requested one (billing reads it). */
export async function trialOfUser(orm: Orm, userId: string): Promise<TrialRow | undefined> {
  return findTrialByUser(orm, userId);
}

/** Whether, and until when, the trial's workspace accepts changes (the workspace asks). */
export async function trialStateOf(orm: Orm, trialId: string) {
  const trial = await findTrialById(orm, trialId);
  return trial && { status: trial.status, expiresAt: trial.expiresAt };
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
  const users = await userContactsById(
    deps.orm,
    rows.map((trial) => trial.userId),
  );
  return {
    items: rows.map((trial) => ({
      id: trial.id,
      status: trial.status,
      company_name: trial.companyName,
      app_name: trial.appName,
      app_domain: trial.appDomain,
      app_url: appUrlOf(deps, trial.appDomain),
      requester_email: users.get(trial.userId)?.email ?? "",
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
    findUserById(deps.orm, trial.userId),
    findWorkspaceOfTrial(deps.orm, trial.id),
    auditTrailOf(deps.orm, trial.id),
  ]);
  const actors = await userContactsById(
    deps.orm,
    audit.map((entry) => entry.actorUserId),
  );
  return {
    trial: {
      ...toTrialView(deps, trial, workspace, deps.clock()),
      requester_email: user?.email ?? "",
      requester_username: user?.username ?? "",
    },
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      actor: (entry.actorUserId && actors.get(entry.actorUserId)?.email) ?? null,
      details: entry.details ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * A trial that is active at once, for the demo workspace of the embedded default
 * (docs/decisions/0027): no request, approval or deployment job. Inside the caller's
 * transaction; undefined when the account has a trial or the address is taken.
 */
export async function createActiveTrial(
  tx: Orm,
  userId: string,
  input: Pick<TrialCreateInput, "app_name" | "app_domain" | "company_name">,
  now: Date,
): Promise<TrialRow | undefined> {
  return insertTrial(tx, {
    userId,
    status: "active",
    companyName: input.company_name,
    appName: input.app_name,
    appDomain: input.app_domain,
    companyEmail: "it@demo.example",
    phone: "+1 555 0100",
    streetAddress: "1 Demo Street",
    building: "",
    postalCode: "00000",
    city: "Springfield",
    country: "US",
    firstName: "Demo",
    lastName: "Owner",
    title: "Other",
    position: "IT lead",
    department: "IT",
    requestedAt: now,
    decidedAt: now,
    activatedAt: now,
    expiresAt: new Date(now.getTime() + trialLengthMs),
    updatedAt: now,
  });
}
