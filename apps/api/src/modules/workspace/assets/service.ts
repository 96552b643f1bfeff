import {
  trialEndedDetail,
  warrantyBeforePurchase,
  warrantyBeforePurchaseMessage,
  type Asset,
  type AssetCreate,
  type AssetListQuery,
  type AssetListResponse,
  type AssetUpdate,
  type WorkspaceSummary,
} from "@fleetward/contracts/workspaces";
import type { TrialStatus } from "@fleetward/contracts/trials";
import type { Orm } from "../../../db/client.ts";
import { days } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { removeSampleAssets } from "./provisioning.ts";
import {
  countSampleAssets,
  findAsset,
  findSerialOwner,
  findWorkspaceByDomain,
  insertAsset,
  insertNamed,
  listAssets,
  listNamed,
  namedExists,
  updateAsset,
  updateWorkspaceOwner,
  type AssetValues,
  type AssetWithNames,
  type WorkspaceRow,
} from "./repository.ts";
import { assetCategories, assetLocations } from "./schema.ts";

export { tenantHostPattern, workspaceLabel } from "./tenancy.ts";

/** What the trials module and account deletion do with workspaces. */
export { provisionWorkspace, type ProvisionRequest } from "./provisioning.ts";
export {
  closeOwnedWorkspaces,
  countBillableAssets,
  findForeignWorkspace,
  findWorkspaceOfTrial,
  type WorkspaceRow,
} from "./repository.ts";

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
  const trial =
    workspace && !workspace.closedAt ? await trialStateOf(orm, workspace.trialId) : undefined;
  if (!workspace || !trial) throw new HttpError(404, noWorkspaceDetail);
  return { workspace, trialStatus: trial.status, expiresAt: trial.expiresAt };
}

/** After an ownership transfer (workspace members), inside its transaction. */
export async function setWorkspaceOwner(tx: Orm, workspaceId: string, ownerUserId: string) {
  await updateWorkspaceOwner(tx, workspaceId, ownerUserId);
}

function readOnlyReason(context: WorkspaceContext): string | null {
  if (writableStatuses.includes(context.trialStatus)) return null;
  if (context.trialStatus === "expired") return trialEndedDetail;
  return "This workspace is not open for changes yet";
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
    // Spec §1: the trial is a beta and data export is not supported.
    export_enabled: false,
    export_disabled_reason:
      trialStatus === "upgraded"
        ? "Data export is not available yet"
        : "Data export is not supported during the trial",
    upgrade_url: upgradeUrl,
  };
}

function toAsset({ asset, categoryName, locationName }: AssetWithNames): Asset {
  return {
    id: asset.id,
    name: asset.name,
    category_id: asset.categoryId,
    category_name: categoryName,
    serial_number: asset.serialNumber,
    model: asset.model,
    status: asset.status,
    assigned_to: asset.assignedTo,
    location_id: asset.locationId,
    location_name: locationName,
    purchase_date: asset.purchaseDate,
    warranty_end: asset.warrantyEnd,
    notes: asset.notes,
    is_sample: asset.isSample,
    created_at: asset.createdAt.toISOString(),
    updated_at: asset.updatedAt.toISOString(),
    retired_at: asset.retiredAt?.toISOString() ?? null,
  };
}

export async function listWorkspaceAssets(
  orm: Orm,
  context: WorkspaceContext,
  query: AssetListQuery,
): Promise<AssetListResponse> {
  const { page, page_size: pageSize } = query;
  const tenantId = context.workspace.id;
  const { rows, total } = await listAssets(
    orm,
    tenantId,
    {
      q: query.q || undefined,
      status: query.status,
      categoryId: query.category_id,
      locationId: query.location_id,
    },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    items: rows.map(toAsset),
    total,
    page,
    page_size: pageSize,
    sample_count: await countSampleAssets(orm, tenantId),
  };
}

export async function getWorkspaceAsset(orm: Orm, context: WorkspaceContext, assetId: string) {
  const found = await findAsset(orm, context.workspace.id, assetId);
  if (!found) throw new HttpError(404, "No such asset in this workspace");
  return toAsset(found);
}

/** "" and null both mean "none". */
const blankToNull = <T>(value: T | "" | null | undefined) =>
  value === "" || value === undefined ? null : value;

/** The columns a create or edit sets, for the fields the request carries. */
function assetValues(input: AssetUpdate): Partial<AssetValues> {
  const values: Partial<AssetValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if ("category_id" in input) values.categoryId = blankToNull(input.category_id);
  if ("serial_number" in input) values.serialNumber = blankToNull(input.serial_number);
  if ("model" in input) values.model = blankToNull(input.model);
  if (input.status !== undefined) values.status = input.status;
  if ("assigned_to" in input) values.assignedTo = blankToNull(input.assigned_to);
  if ("location_id" in input) values.locationId = blankToNull(input.location_id);
  if ("purchase_date" in input) values.purchaseDate = blankToNull(input.purchase_date);
  if ("warranty_end" in input) values.warrantyEnd = blankToNull(input.warranty_end);
  if ("notes" in input) values.notes = blankToNull(input.notes);
  return values;
}

/** Checks that need the database: references stay inside the tenant, serials stay unique. */
async function checkAssetValues(
  tx: Orm,
  tenantId: string,
  values: Partial<AssetValues>,
  assetId?: string,
) {
  if (values.categoryId && !(await namedExists(tx, assetCategories, tenantId, values.categoryId))) {
    throw new HttpError(422, "category_id: No such category in this workspace");
  }
  if (values.locationId && !(await namedExists(tx, assetLocations, tenantId, values.locationId))) {
    throw new HttpError(422, "location_id: No such location in this workspace");
  }
  if (values.serialNumber) {
    const owner = await findSerialOwner(tx, tenantId, values.serialNumber);
    if (owner && owner !== assetId) {
      throw new HttpError(
        409,
        "serial_number: Another asset in this workspace already has this serial number",
      );
    }
  }
}

/** A concurrent insert of the same serial loses at the unique index: still a 409. */
async function serialConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(
        409,
        "serial_number: Another asset in this workspace already has this serial number",
      );
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type WriteDeps = {
  orm: Orm;
  now: Date;
  label: string | null;
  userId: string;
  trialStateOf: TrialStateOf;
};

/** Runs a write in one transaction, after checking the workspace still accepts writes. */
async function writeInWorkspace<T>(
  deps: WriteDeps,
  work: (tx: Orm, context: WorkspaceContext) => Promise<T>,
): Promise<T> {
  return serialConflictAs409(() =>
    deps.orm.transaction(async (tx) => {
      // Re-read inside the transaction: a trial that just expired refuses the write.
      const context = await workspaceAt(tx, deps.label, deps.trialStateOf);
      assertWritable(context);
      return work(tx, context);
    }),
  );
}

export async function createWorkspaceAsset(deps: WriteDeps, input: AssetCreate): Promise<Asset> {
  return writeInWorkspace(deps, async (tx, context) => {
    const tenantId = context.workspace.id;
    const values = assetValues(input);
    await checkAssetValues(tx, tenantId, values);
    const { id } = await insertAsset(tx, tenantId, {
      ...values,
      name: input.name,
      status: input.status ?? "in_stock",
      createdAt: deps.now,
      updatedAt: deps.now,
    });
    return getWorkspaceAsset(tx, context, id);
  });
}

export async function editWorkspaceAsset(
  deps: WriteDeps,
  assetId: string,
  input: AssetUpdate,
): Promise<Asset> {
  return writeInWorkspace(deps, async (tx, context) => {
    const tenantId = context.workspace.id;
    const current = await findAsset(tx, tenantId, assetId);
    if (!current) throw new HttpError(404, "No such asset in this workspace");
    const values = assetValues(input);
    const purchaseDate =
      values.purchaseDate !== undefined ? values.purchaseDate : current.asset.purchaseDate;
    const warrantyEnd =
      values.warrantyEnd !== undefined ? values.warrantyEnd : current.asset.warrantyEnd;
    if (warrantyBeforePurchase(purchaseDate, warrantyEnd)) {
      throw new HttpError(422, `warranty_end: ${warrantyBeforePurchaseMessage}`);
    }
    await checkAssetValues(tx, tenantId, values, assetId);
    // Putting a retired device back into service clears its retirement date.
    if (values.status && current.asset.status === "retired") values.retiredAt = null;
    await updateAsset(tx, tenantId, assetId, { ...values, updatedAt: deps.now });
    return getWorkspaceAsset(tx, context, assetId);
  });
}

export async function retireWorkspaceAsset(deps: WriteDeps, assetId: string): Promise<Asset> {
  return writeInWorkspace(deps, async (tx, context) => {
    const current = await findAsset(tx, context.workspace.id, assetId);
    if (!current) throw new HttpError(404, "No such asset in this workspace");
    if (current.asset.status === "retired") {
      throw new HttpError(409, "This asset is already retired");
    }
    await updateAsset(tx, context.workspace.id, assetId, {
      status: "retired",
      retiredAt: deps.now,
      updatedAt: deps.now,
    });
    return getWorkspaceAsset(tx, context, assetId);
  });
}

export async function removeWorkspaceSamples(deps: WriteDeps) {
  return writeInWorkspace(deps, async (tx, context) => ({
    removed: await removeSampleAssets(tx, context.workspace.id),
  }));
}

const namedTables = { category: assetCategories, location: assetLocations } as const;
export type NamedKind = keyof typeof namedTables;

export async function listWorkspaceNamed(orm: Orm, context: WorkspaceContext, kind: NamedKind) {
  return listNamed(orm, namedTables[kind], context.workspace.id);
}

export async function addWorkspaceNamed(deps: WriteDeps, kind: NamedKind, name: string) {
  return writeInWorkspace(deps, async (tx, context) => {
    const row = await insertNamed(tx, namedTables[kind], context.workspace.id, name);
    if (!row) throw new HttpError(409, `name: This workspace already has a ${kind} “${name}”`);
    return row;
  });
}
