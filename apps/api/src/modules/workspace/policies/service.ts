import type {
  LibraryEnable,
  LibraryPolicy,
  Policy,
  PolicyCreate,
  PolicyUpdate,
} from "@fleetward/contracts/workspace-policies";
import {
  policyCreateSchema,
  type PolicyPlatform,
  type PolicyStatus,
} from "@fleetward/contracts/workspace-policies";
import type { DevicePolicyResult } from "@fleetward/contracts/workspace-devices";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { askDevicesAgain } from "../devices/service.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import { libraryDescription, libraryEntry, libraryQuery, policyLibrary } from "./library.ts";
import {
  deletePolicy,
  countsOf,
  deleteResultsOf,
  findPolicy,
  insertPolicy,
  libraryKeysInUse,
  listPolicies,
  policiesOfDevice,
  updatePolicy,
  type PolicyRow,
  type PolicyValues,
} from "./repository.ts";
import { policyDevicesPage } from "./policy-devices-query.ts";
import { policySqlProblem } from "./sql-check.ts";

export { policyQuerySource, policyQueryPrefix } from "./evaluation.ts";
export { personPosture, workspacePosture } from "./posture.ts";

export const noSuchPolicy = "No such policy in this workspace";
const nameTaken = "name: A policy with this name already exists in this workspace";
const conflicts = {
  posture_policies_tenant_name_unique: nameTaken,
  posture_policies_tenant_library_unique: "This library policy is already switched on",
};

function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    platforms: row.platforms as PolicyPlatform[],
    query: row.query,
    resolution: row.resolution,
    critical: row.critical,
    enabled: row.enabled,
    library_key: row.libraryKey,
    ...countsOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

function checkedQuery(query: string): string {
  const problem = policySqlProblem(query);
  if (problem) throw new HttpError(422, `query: ${problem}`);
  return query;
}

export async function listWorkspacePolicies(orm: Orm, tenantId: string): Promise<Policy[]> {
  return (await listPolicies(orm, tenantId)).map(({ row }) => toPolicy(row));
}

export async function getWorkspacePolicy(orm: Orm, tenantId: string, policyId: string) {
  const row = await findPolicy(orm, tenantId, policyId);
  if (!row) throw new HttpError(404, noSuchPolicy);
  return toPolicy(row);
}

async function insertChecked(
  scope: WriteScope,
  values: Omit<PolicyValues, "tenantId" | "createdAt" | "updatedAt">,
) {
  checkedQuery(values.query);
  const row = await uniqueConflictsAs409(conflicts, () =>
    insertPolicy(scope.tx, {
      ...values,
      tenantId: scope.tenantId,
      createdAt: scope.now,
      updatedAt: scope.now,
    }),
  );
  if (row.enabled) await askDevicesAgain(scope.tx, scope.tenantId);
  return toPolicy(row);
}

export async function createWorkspacePolicy(request: WriteRequest, input: PolicyCreate) {
  const parsed = policyCreateSchema.parse(input);
  return inWorkspaceWrite(request, (scope) =>
    insertChecked(scope, {
      name: parsed.name,
      description: blankToNull(parsed.description),
      platforms: parsed.platforms,
      query: parsed.query,
      resolution: blankToNull(parsed.resolution),
      critical: parsed.critical,
      enabled: parsed.enabled,
      libraryKey: null,
    }),
  );
}

function updateValues(input: PolicyUpdate): Partial<PolicyValues> {
  const values: Partial<PolicyValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if ("description" in input) values.description = blankToNull(input.description);
  if (input.platforms !== undefined) values.platforms = input.platforms;
  if (input.query !== undefined) values.query = checkedQuery(input.query);
  if ("resolution" in input) values.resolution = blankToNull(input.resolution);
  if (input.critical !== undefined) values.critical = input.critical;
  if (input.enabled !== undefined) values.enabled = input.enabled;
  return values;
}

/**
 * Only the fields sent change. A new query or platform list forgets the policy's results
 * (devices are asked again on their next check-in). The devices' and the policy's counts follow
 * in the same transaction, kept by the database's triggers (ADR 0050, "Amended: kept counts").
 */
export async function editWorkspacePolicy(
  request: WriteRequest,
  policyId: string,
  input: PolicyUpdate,
) {
  const values = updateValues(input);
  return inWorkspaceWrite(request, async (scope) => {
    const before = await findPolicy(scope.tx, scope.tenantId, policyId, true);
    if (!before) throw new HttpError(404, noSuchPolicy);
    const platformsChanged =
      values.platforms !== undefined &&
      [...values.platforms].sort().join() !== [...before.platforms].sort().join();
    if ((values.query !== undefined && values.query !== before.query) || platformsChanged) {
      await deleteResultsOf(scope.tx, scope.tenantId, policyId);
    }
    const row = await uniqueConflictsAs409(conflicts, () =>
      updatePolicy(scope.tx, scope.tenantId, policyId, { ...values, updatedAt: scope.now }),
    );
    if (!row) throw new HttpError(404, noSuchPolicy);
    // Its devices answer the changed (or switched on) policy at their next check-in.
    if (row.enabled) await askDevicesAgain(scope.tx, scope.tenantId);
    return toPolicy(row);
  });
}

export async function removeWorkspacePolicy(request: WriteRequest, policyId: string) {
  await inWorkspaceWrite(request, async (scope) => {
    const before = await findPolicy(scope.tx, scope.tenantId, policyId, true);
    if (!before) throw new HttpError(404, noSuchPolicy);
    await deletePolicy(scope.tx, scope.tenantId, policyId);
  });
}

/* The library */

export async function workspaceLibrary(orm: Orm, tenantId: string): Promise<LibraryPolicy[]> {
  const inUse = await libraryKeysInUse(orm, tenantId);
  return policyLibrary.map((entry) => ({
    key: entry.key,
    name: entry.name,
    description: libraryDescription(entry),
    platforms: entry.platforms,
    query: libraryQuery(entry),
    resolution: entry.resolution,
    critical: entry.critical,
    parameter: entry.parameter,
    default_value: entry.defaultValue,
    policy_id: inUse.get(entry.key) ?? null,
  }));
}

/** The value the entry's parameter takes from `input`; 422 for one it does not take. */
function parameterValue(entry: NonNullable<ReturnType<typeof libraryEntry>>, input: LibraryEnable) {
  if (input.minutes !== undefined && entry.parameter !== "minutes") {
    throw new HttpError(422, "minutes: This library policy takes no minutes");
  }
  if (input.min_version !== undefined && entry.parameter !== "min_version") {
    throw new HttpError(422, "min_version: This library policy takes no minimum version");
  }
  return entry.parameter === "minutes" ? input.minutes : input.min_version;
}

/** Switches a library policy on for the workspace (409 when it already is). */
export async function enableLibraryPolicy(
  request: WriteRequest,
  key: string,
  input: LibraryEnable,
) {
  const entry = libraryEntry(key);
  if (!entry) throw new HttpError(404, "No such policy in the library");
  const value = parameterValue(entry, input);
  return inWorkspaceWrite(request, (scope) =>
    insertChecked(scope, {
      name: entry.name,
      description: libraryDescription(entry, value),
      platforms: entry.platforms,
      query: libraryQuery(entry, value),
      resolution: entry.resolution,
      critical: input.critical ?? entry.critical,
      enabled: true,
      libraryKey: entry.key,
    }),
  );
}

/**
 * The recommended policies: the library's disk encryption and firewall policies for each
 * platform. The demo workspace starts with them on; the getting-started checklist asks a new
 * workspace to switch them on.
 */
export const recommendedLibraryKeys = [
  "windows_bitlocker",
  "macos_filevault",
  "linux_luks",
  "windows_firewall",
  "macos_firewall",
  "linux_firewall",
] as const;
/** The older name, kept for callers in tests. */
export const starterLibraryKeys = recommendedLibraryKeys;

/**
 * Switches library policies on for a workspace without a request (demo or sample set-up),
 * inside the caller's transaction; keys already on are skipped.
 */
export async function switchOnLibraryPolicies(
  tx: Orm,
  tenantId: string,
  keys: readonly string[],
  now: Date,
) {
  const inUse = await libraryKeysInUse(tx, tenantId);
  for (const key of keys) {
    const entry = libraryEntry(key);
    if (!entry || inUse.has(key)) continue;
    await insertPolicy(tx, {
      tenantId,
      name: entry.name,
      description: libraryDescription(entry),
      platforms: entry.platforms,
      query: libraryQuery(entry),
      resolution: entry.resolution,
      critical: entry.critical,
      enabled: true,
      libraryKey: entry.key,
      createdAt: now,
      updatedAt: now,
    });
  }
  await askDevicesAgain(tx, tenantId);
}

/* Results */

/** The latest results of a policy per device, failing first; 404 for another tenant's. */
export async function policyDeviceResults(
  orm: Orm,
  tenantId: string,
  policyId: string,
  query: { status?: PolicyStatus | undefined; limit: number; cursor?: string | undefined },
) {
  const policy = await findPolicy(orm, tenantId, policyId);
  if (!policy) throw new HttpError(404, noSuchPolicy);
  return policyDevicesPage(orm, { tenantId, policyId, enabled: policy.enabled }, query);
}

/**
 * A device's results for its device page (the devices module's `policyResultsOf`): every
 * enabled policy of the device's platform, by name, with the device's latest result of it, or
 * `pending` (and `checked_at` null) while the device has not answered it yet.
 */
export async function policyResultsOfDevice(
  orm: Orm,
  device: { tenantId: string; deviceId: string; platform: string },
): Promise<DevicePolicyResult[]> {
  const rows = await policiesOfDevice(orm, device);
  return rows.map((row) => ({
    policy_id: row.policyId,
    name: row.name,
    status: row.status ?? "pending",
    checked_at: row.checkedAt?.toISOString() ?? null,
  }));
}
