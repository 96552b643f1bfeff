import { trialEndedDetail, type WorkspaceSummary } from "@fleetward/contracts/workspaces";
import type { TrialStatus } from "@fleetward/contracts/trials";
import type { Orm } from "../../../db/client.ts";
import { asSystem } from "../../../db/scope.ts";
import { days } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  findWorkspaceByDomain,
  findWorkspaceById,
  updateWorkspaceOwner,
  type WorkspaceRow,
} from "./repository.ts";
import * as repository from "./repository.ts";

/*
 * The workspace itself: its row, how a request finds it (by label or id), the state of its
 * trial and whether it accepts changes, how it is provisioned and closed. Every other module
 * reaches the workspace through this file.
 */

export { tenantHostPattern, workspaceLabel } from "./tenancy.ts";

/**
 * What the trials module, billing and account deletion do with workspaces. They find the
 * workspaces of a trial or an owner, so they look across workspaces (ADR 0034).
 */
export { provisionWorkspace, type ProvisionRequest } from "./provisioning.ts";
export { listOpenWorkspaces, type WorkspaceRow } from "./repository.ts";
export const findWorkspaceOfTrial = (orm: Orm, trialId: string) =>
  asSystem(() => repository.findWorkspaceOfTrial(orm, trialId));
export const findForeignWorkspace = (orm: Orm, appDomain: string, trialId: string) =>
  asSystem(() => repository.findForeignWorkspace(orm, appDomain, trialId));
export const closeOwnedWorkspaces = (orm: Orm, userId: string, now: Date) =>
  asSystem(() => repository.closeOwnedWorkspaces(orm, userId, now));
export const countBillableAssets = (orm: Orm, userId: string) =>
  asSystem(() => repository.countBillableAssets(orm, userId));

export const noWorkspaceDetail = "No workspace here";

/** The state of the trial behind a workspace: whether, and until when, it accepts changes. */
export type TrialState = { status: TrialStatus; expiresAt: Date | null };

/**
 * Reads a trial's state. The trials module answers it and the routes hand it in: trials
 * provisions workspaces, so this module must not import it back.
 */
export type TrialStateOf = (orm: Orm, trialId: string) => Promise<TrialState | undefined>;

/** A workspace open at its address, with the state of its trial. */
export type WorkspaceContext = {
  workspace: WorkspaceRow;
  trialStatus: TrialStatus;
  expiresAt: Date | null;
};

/** Only these trial states accept changes; expired keeps its data but refuses writes. */
const writableStatuses: readonly TrialStatus[] = ["active", "upgraded"];

/**
 * Is there an open workspace at this label? Public: the address itself is public (it is
 * in the URL bar), so this reveals nothing more; the data stays behind the member check.
 */
export async function lookUpWorkspace(orm: Orm, label: string | null) {
  const found = label ? await findWorkspaceByDomain(orm, label) : undefined;
  if (!found || found.closedAt) throw new HttpError(404, noWorkspaceDetail);
  return { app_domain: found.appDomain };
}

/**
 * The open workspace at `label`, with the state of its trial. Unknown and closed workspaces
 * answer the same 404. Who may use it is the member check's business
 * (plugins/workspace-access.ts), which answers the same 404 to anyone who is not a member.
 */
export async function workspaceAt(
  orm: Orm,
  label: string | null,
  trialStateOf: TrialStateOf,
): Promise<WorkspaceContext> {
  const workspace = label ? await findWorkspaceByDomain(orm, label) : undefined;
  return openWorkspace(orm, workspace, trialStateOf);
}

/** As `workspaceAt`, for a workspace known by id (the one an API token belongs to). */
export async function workspaceWithId(
  orm: Orm,
  id: string,
  trialStateOf: TrialStateOf,
): Promise<WorkspaceContext> {
  return openWorkspace(orm, await findWorkspaceById(orm, id), trialStateOf);
}

async function openWorkspace(
  orm: Orm,
  workspace: WorkspaceRow | undefined,
  trialStateOf: TrialStateOf,
): Promise<WorkspaceContext> {
  const trial =
    workspace && !workspace.closedAt ? await trialStateOf(orm, workspace.trialId) : undefined;
  if (!workspace || !trial) throw new HttpError(404, noWorkspaceDetail);
  return { workspace, trialStatus: trial.status, expiresAt: trial.expiresAt };
}

/**
 * What a workspace does with what its devices send (ADR 0039): a closed workspace takes
 * nothing (`closed`), one that refuses changes (an ended trial) keeps storing device data but
 * sends no webhooks (`read_only`), any other takes both (`open`). Undefined: no such workspace.
 */
export type DeviceIntake = { appDomain: string; intake: "closed" | "read_only" | "open" };

export async function deviceIntakeOf(
  orm: Orm,
  id: string,
  trialStateOf: TrialStateOf,
): Promise<DeviceIntake | undefined> {
  const workspace = await findWorkspaceById(orm, id);
  if (!workspace) return undefined;
  const { appDomain } = workspace;
  const trial = workspace.closedAt ? undefined : await trialStateOf(orm, workspace.trialId);
  if (!trial) return { appDomain, intake: "closed" };
  const writable = writableStatuses.includes(trial.status);
  return { appDomain, intake: writable ? "open" : "read_only" };
}

/**
 * Does `label` name a workspace, open or closed? Across workspaces: the osquery routes ask it
 * of the Host a device calls, which must not name another workspace than the device's.
 */
export const isWorkspaceLabel = (orm: Orm, label: string) =>
  asSystem(async () => (await findWorkspaceByDomain(orm, label)) !== undefined);

/** After an ownership transfer (workspace members), inside its transaction. */
export async function setWorkspaceOwner(tx: Orm, workspaceId: string, ownerUserId: string) {
  await updateWorkspaceOwner(tx, workspaceId, ownerUserId);
}

function readOnlyReason(context: WorkspaceContext): string | null {
  if (writableStatuses.includes(context.trialStatus)) return null;
  if (context.trialStatus === "expired") return trialEndedDetail;
  return "This workspace is not open for changes yet";
}

/** Spec §1: the trial is a beta and data export is not supported; an upgraded one exports. */
export const exportDuringTrialDetail = "Data export is not supported during the trial (beta)";

/** Why this workspace may not export its data (null: it may). */
export function exportRefusal(context: WorkspaceContext): string | null {
  return context.trialStatus === "upgraded" ? null : exportDuringTrialDetail;
}

/** Every write calls this first, inside its transaction: nothing changes when it throws. */
export function assertWritable(context: WorkspaceContext): void {
  const reason = readOnlyReason(context);
  if (reason) throw new HttpError(403, reason);
}

export function describeWorkspace(
  context: WorkspaceContext,
  now: Date,
  upgradeUrl: string,
): WorkspaceSummary {
  const { workspace, trialStatus, expiresAt } = context;
  const reason = readOnlyReason(context);
  const daysLeft =
    expiresAt && trialStatus !== "upgraded"
      ? Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / days(1)))
      : null;
  return {
    name: workspace.name,
    app_domain: workspace.appDomain,
    trial: {
      status: trialStatus,
      expires_at: trialStatus === "upgraded" ? null : (expiresAt?.toISOString() ?? null),
      days_left: daysLeft,
    },
    read_only: reason !== null,
    read_only_reason: reason,
    export_enabled: exportRefusal(context) === null,
    export_disabled_reason: exportRefusal(context),
    upgrade_url: upgradeUrl,
  };
}
