import { and, eq, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "./schema.ts";

/*
 * The reads of the serial matcher (serial-match.ts): unlinked devices and unlinked register
 * assets whose serial number, hardware serial or hardware UUID agree, ignoring case.
 */

const lower = (value: SQL | typeof assets.serialNumber) => sql<string>`lower(${value})`;
export const keysOf = (device: { serial: string | null; uuid: string | null }) =>
  [device.serial, device.uuid].flatMap((key) => (key ? [key.toLowerCase()] : []));

/** No device of the workspace links to the asset. */
const assetUnlinked = (tx: Orm, tenantId: string) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(devices)
      .where(and(eq(devices.tenantId, tenantId), eq(devices.assetId, assets.id))),
  );

/** Unlinked devices whose serial or UUID is one of `keys` (lower case). */
export async function unlinkedDevicesMatching(tx: Orm, tenantId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return tx
    .select({
      id: devices.id,
      hostname: devices.hostname,
      serial: devices.hardwareSerial,
      uuid: devices.hardwareUuid,
      conflictAt: devices.identityConflictAt,
    })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        isNull(devices.assetId),
        or(
          inArray(sql`lower(${devices.hardwareSerial})`, keys),
          inArray(sql`lower(${devices.hardwareUuid})`, keys),
        ),
      ),
    )
    .orderBy(devices.hostname, devices.id);
}

/** Assets of the workspace with no device whose serial number is one of `keys` (lower case). */
export async function unlinkedAssetsMatching(tx: Orm, tenantId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return tx
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      key: lower(assets.serialNumber),
    })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        inArray(lower(assets.serialNumber), keys),
        assetUnlinked(tx, tenantId),
      ),
    )
    .orderBy(sql`${assets.assetTag} collate "C"`, assets.id);
}

/** Of these assets, those with a serial number and no device, with the serial in lower case. */
export async function unlinkedAssetsWithSerial(
  tx: Orm,
  tenantId: string,
  assetIds: readonly string[],
) {
  return tx
    .select({ id: assets.id, key: lower(assets.serialNumber) })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        inArray(assets.id, [...assetIds]),
        isNotNull(assets.serialNumber),
        assetUnlinked(tx, tenantId),
      ),
    );
}
