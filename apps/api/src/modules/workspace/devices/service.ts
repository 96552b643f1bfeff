import {
  deviceListQuerySchema,
  type DeviceListQuery,
  type DeviceSimpleListQuery,
} from "@fleetward/contracts/workspace-devices";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { linkDevice, noSuchDevice, relinkDevice, unlinkDevice } from "./link.ts";
import { deviceStatusCounts, pageOfDevices, statusCutoffs } from "./repository.ts";
import { devices } from "./schema.ts";
import { settingsOf } from "./settings.ts";

export type {
  DeviceEnrolledEvent,
  DeviceOfflineEvent,
  DeviceRef,
  DevicesOptions,
  QuerySource,
} from "./types.ts";
export { devicesOfTenant } from "./asset-queries.ts";
export { addAllToRegister, addDeviceToRegister, registerDraft } from "./add-to-register.ts";
export { countDevices } from "./repository.ts";
export { runDeviceHousekeeping } from "./housekeeping.ts";
export { createEnrollSecret, listEnrollSecrets, revokeEnrollSecret } from "./secrets.ts";

async function cutoffsOf(orm: Orm, tenantId: string, now: Date) {
  return statusCutoffs(await settingsOf(orm, tenantId), now);
}

/** Online, offline and missing devices of the tenant at `now` (its own thresholds). */
export async function workspaceDeviceCounts(orm: Orm, tenantId: string, now: Date) {
  return deviceStatusCounts(orm, tenantId, await cutoffsOf(orm, tenantId, now));
}

export async function listWorkspaceDevices(
  orm: Orm,
  tenantId: string,
  query: DeviceListQuery,
  now: Date,
) {
  return pageOfDevices(orm, tenantId, query, await cutoffsOf(orm, tenantId, now));
}

/** Enrolled devices linked to no register asset. */
export async function unregisteredDevices(
  orm: Orm,
  tenantId: string,
  query: DeviceSimpleListQuery,
  now: Date,
) {
  const full = deviceListQuerySchema.parse({ limit: query.limit, cursor: query.cursor });
  const cutoffs = await cutoffsOf(orm, tenantId, now);
  return pageOfDevices(orm, tenantId, full, cutoffs, isNull(devices.assetId));
}

export async function linkWorkspaceDevice(
  request: WriteRequest,
  deviceId: string,
  assetId: string,
) {
  await inWorkspaceWrite(request, (scope) => linkDevice(scope, deviceId, assetId));
}

/** "Change asset": links the device to the asset, replacing its link in one transaction. */
export async function setWorkspaceDeviceAsset(
  request: WriteRequest,
  deviceId: string,
  assetId: string,
) {
  await inWorkspaceWrite(request, (scope) => relinkDevice(scope, deviceId, assetId));
}

export async function unlinkWorkspaceDevice(request: WriteRequest, deviceId: string) {
  await inWorkspaceWrite(request, (scope) => unlinkDevice(scope, deviceId));
}

/** Forgets a device; its node key stops working, so osquery on it enrols again. */
export async function deleteWorkspaceDevice(request: WriteRequest, deviceId: string) {
  await inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    const removed = await tx
      .delete(devices)
      .where(and(eq(devices.id, deviceId), eq(devices.tenantId, tenantId)))
      .returning({ id: devices.id });
    if (removed.length === 0) throw new HttpError(404, noSuchDevice);
  });
}

/**
 * For the policies module: every device of the workspace gets the query sources' work on its
 * next check-in (a policy was added, switched on or changed), not at its next recheck.
 */
export async function askDevicesAgain(orm: Orm, tenantId: string) {
  await orm
    .update(devices)
    .set({ queriesDueAt: null })
    .where(and(eq(devices.tenantId, tenantId), isNotNull(devices.queriesDueAt)));
}
