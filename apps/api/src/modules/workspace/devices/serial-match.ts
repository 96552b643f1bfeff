import type { Orm } from "../../../db/client.ts";
import type { Actor } from "../history/service.ts";
import { linkDevice, osqueryActor } from "./link.ts";
import {
  keysOf,
  unlinkedAssetsMatching,
  unlinkedAssetsWithSerial,
  unlinkedDevicesMatching,
} from "./serial-queries.ts";

/*
 * The one matcher of devices and register assets (ADR 0041): an asset's serial number matches
 * a device whose hardware serial or hardware UUID is the same text, ignoring case. Both
 * directions — a device enrols or reports new hardware, an asset's serial is written — end in
 * `linkAssetsBySerial`, so "which pair is one machine" has one answer. Only unlinked devices
 * and assets are candidates; a pair is linked when each is the other's only candidate and the
 * device is no identity conflict (ADR 0039). Anything else is left for a person to decide,
 * and shown to them as serial matches.
 */

/** How history names a link made because an asset's serial number was written. */
export const registerActor: Actor = { userId: null, name: "Fleetward (automatic link)" };
const linkNote = "Linked automatically: the serial numbers match";

async function linkInSavepoint(
  tx: Orm,
  tenantId: string,
  pair: { deviceId: string; assetId: string },
  actor: Actor,
  now: Date,
) {
  // A savepoint: a concurrent link of the same asset (unique index) leaves the caller's work.
  await tx
    .transaction(async (savepoint) => {
      const scope = { tx: savepoint, tenantId, actor, now };
      await linkDevice(scope, pair.deviceId, pair.assetId, linkNote);
    })
    .catch(() => undefined);
}

/**
 * Links each of these assets to the enrolled device with its serial, when that device is the
 * asset's only unlinked candidate, is no identity conflict, and has no other candidate asset.
 */
export async function linkAssetsBySerial(
  tx: Orm,
  tenantId: string,
  assetIds: readonly string[],
  now: Date,
  actor: Actor = registerActor,
) {
  if (assetIds.length === 0) return;
  const seeds = await unlinkedAssetsWithSerial(tx, tenantId, assetIds);
  const found = await unlinkedDevicesMatching(tx, tenantId, [...new Set(seeds.map((s) => s.key))]);
  const rivals = await unlinkedAssetsMatching(tx, tenantId, [...new Set(found.flatMap(keysOf))]);
  const used = new Set<string>();
  for (const seed of seeds) {
    const candidates = found.filter((device) => keysOf(device).includes(seed.key));
    const [device] = candidates;
    if (!device || candidates.length > 1 || device.conflictAt || used.has(device.id)) continue;
    const its = rivals.filter((asset) => keysOf(device).includes(asset.key));
    if (its.length !== 1) continue;
    used.add(device.id);
    await linkInSavepoint(tx, tenantId, { deviceId: device.id, assetId: seed.id }, actor, now);
  }
}

type AutoLinkDevice = {
  tenantId: string;
  id: string;
  assetId: string | null;
  serial: string | null;
  uuid: string | null;
};

/**
 * A device enrolled or reported its hardware: links it to the one unlinked asset whose serial
 * number is its serial or UUID — through `linkAssetsBySerial`, so the asset's side is checked
 * the same way (another unlinked device with that serial makes it a decision, not a link).
 */
export async function autoLink(tx: Orm, device: AutoLinkDevice, now: Date) {
  if (device.assetId) return;
  const candidates = await unlinkedAssetsMatching(tx, device.tenantId, keysOf(device));
  const [match] = candidates;
  if (!match || candidates.length > 1) return;
  await linkAssetsBySerial(tx, device.tenantId, [match.id], now, osqueryActor);
}

/** What a person is offered for an unlinked device: the unlinked assets with its serial. */
export async function serialMatchesOfDevice(
  orm: Orm,
  tenantId: string,
  device: { assetId: string | null; serial: string | null; uuid: string | null },
) {
  if (device.assetId) return [];
  const rows = await unlinkedAssetsMatching(orm, tenantId, keysOf(device));
  return rows.slice(0, 10).map((row) => ({ id: row.id, asset_tag: row.assetTag, name: row.name }));
}
