import type { Orm } from "../../../db/client.ts";

/*
 * "An asset's serial number was set": the register announces it inside the transaction that
 * wrote it, and whoever cares (the devices module links the enrolled device with that serial
 * or hardware UUID, ADR 0041) listens. A registry rather than an import keeps the assets
 * module free of the devices module: modules use each other only through their service.
 */

/** Called with the ids of assets whose serial number was just written (some may be null). */
export type SerialsListener = (
  tx: Orm,
  tenantId: string,
  assetIds: readonly string[],
  now: Date,
) => Promise<void>;

const listeners = new Set<SerialsListener>();

/** Registers a listener once (a second registration of the same function changes nothing). */
export function onSerialsSet(listener: SerialsListener) {
  listeners.add(listener);
}

/** Tells every listener, in the caller's transaction, that these assets' serials were set. */
export async function serialsSet(
  tx: Orm,
  tenantId: string,
  assetIds: readonly string[],
  now: Date,
) {
  if (assetIds.length === 0) return;
  for (const listener of listeners) await listener(tx, tenantId, assetIds, now);
}
