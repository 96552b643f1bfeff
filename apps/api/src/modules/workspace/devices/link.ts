import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { assetOf } from "../assets/service.ts";
import { record, type Actor } from "../history/service.ts";
import { devices } from "./schema.ts";

/*
 * One record per device: a device links to at most one register asset and an asset to at
 * most one device (a partial unique index). Links and unlinks are in the asset's history.
 */

export const noSuchDevice = "No such device in this workspace";
export const noSuchAsset = "No such asset in this workspace";
const assetTaken = "This asset is already linked to another device";
/** How history names the automatic link made when a device reports a matching serial. */
export const osqueryActor: Actor = { userId: null, name: "osquery (automatic link)" };

type Scope = { tx: Orm; tenantId: string; actor: Actor; now: Date };

async function recordLink(
  scope: Scope,
  assetId: string,
  hostname: string,
  linked: boolean,
  note?: string,
) {
  await record(scope.tx, [
    {
      tenantId: scope.tenantId,
      subjectType: "asset",
      subjectId: assetId,
      actor: scope.actor,
      at: scope.now,
      action: "updated",
      field: "device",
      oldValue: linked ? null : hostname,
      newValue: linked ? hostname : null,
      note: note ?? (linked ? "Linked to an enrolled device" : "Unlinked from its device"),
    },
  ]);
}

export async function deviceRow(tx: Orm, tenantId: string, deviceId: string) {
  const [row] = await tx
    .select({ id: devices.id, hostname: devices.hostname, assetId: devices.assetId })
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.tenantId, tenantId)))
    .for("update");
  if (!row) throw new HttpError(404, noSuchDevice);
  return row;
}

/** Links a device to an asset of its workspace; 409 when either is linked elsewhere. */
export async function linkDevice(scope: Scope, deviceId: string, assetId: string, note?: string) {
  const { tx, tenantId } = scope;
  const device = await deviceRow(tx, tenantId, deviceId);
  if (!(await assetOf(tx, tenantId, assetId))) throw new HttpError(404, noSuchAsset);
  if (device.assetId === assetId) return;
  if (device.assetId) throw new HttpError(409, "This device is already linked to an asset");
  const [taken] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.assetId, assetId)));
  if (taken) throw new HttpError(409, assetTaken);
  await tx
    .update(devices)
    .set({ assetId, updatedAt: scope.now })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId)));
  await recordLink(scope, assetId, device.hostname, true, note);
}

export async function unlinkDevice(scope: Scope, deviceId: string, note?: string) {
  const device = await deviceRow(scope.tx, scope.tenantId, deviceId);
  if (!device.assetId) throw new HttpError(409, "This device is not linked to an asset");
  await scope.tx
    .update(devices)
    .set({ assetId: null, updatedAt: scope.now })
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)));
  await recordLink(scope, device.assetId, device.hostname, false, note);
}

async function assetTag(tx: Orm, tenantId: string, assetId: string) {
  const asset = await assetOf(tx, tenantId, assetId);
  if (!asset) throw new HttpError(404, noSuchAsset);
  return asset.assetTag;
}

/**
 * Links a device to `assetId` whether or not it is linked already ("change asset"): the old
 * link is undone and the new one made in the caller's one transaction, each in its asset's
 * history. The link's own checks run after the unlink, so a refusal there (the asset taken by
 * another device, 409) rolls the unlink back with it: the old link stays. Linked to that
 * asset already, nothing changes.
 */
export async function relinkDevice(scope: Scope, deviceId: string, assetId: string) {
  const { tx, tenantId } = scope;
  const device = await deviceRow(tx, tenantId, deviceId);
  if (device.assetId === assetId) return;
  const newTag = await assetTag(tx, tenantId, assetId);
  if (!device.assetId) {
    await linkDevice(scope, deviceId, assetId);
    return;
  }
  const oldTag = await assetTag(tx, tenantId, device.assetId);
  await unlinkDevice(scope, deviceId, `Moved to the asset ${newTag}`);
  await uniqueConflictsAs409({ devices_tenant_asset_unique: assetTaken }, () =>
    linkDevice(scope, deviceId, assetId, `Moved from the asset ${oldTag}`),
  );
}
