import {
  defaultDeviceSettings,
  type DeviceSettings,
  type DeviceSettingsUpdate,
} from "@fleetward/contracts/workspace-devices";
import { eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { deviceSettings } from "./schema.ts";

type SettingsRow = typeof deviceSettings.$inferSelect;

const toSettings = (row: SettingsRow | undefined): DeviceSettings =>
  row
    ? {
        online_minutes: row.onlineMinutes,
        missing_days: row.missingDays,
        log_retention_days: row.logRetentionDays,
        detail_interval_minutes: row.detailIntervalMinutes,
        distributed_interval_seconds: row.distributedIntervalSeconds,
      }
    : { ...defaultDeviceSettings };

/** A workspace's device settings; the defaults until an admin changes one. */
export async function settingsOf(orm: Orm, tenantId: string): Promise<DeviceSettings> {
  const [row] = await orm
    .select()
    .from(deviceSettings)
    .where(eq(deviceSettings.tenantId, tenantId))
    .limit(1);
  return toSettings(row);
}

/**
 * The settings as check-ins read them, many times a second: kept per database for a few
 * seconds. A change made here is seen at once; one made on another instance within
 * `checkinCacheMs` (the agents' cadence moves no faster than that anyway).
 */
const checkinCacheMs = 15_000;
const checkinCache = new WeakMap<Orm, Map<string, { settings: DeviceSettings; at: number }>>();

export async function checkinSettingsOf(orm: Orm, tenantId: string): Promise<DeviceSettings> {
  let cache = checkinCache.get(orm);
  if (!cache) checkinCache.set(orm, (cache = new Map()));
  const hit = cache.get(tenantId);
  if (hit && performance.now() - hit.at < checkinCacheMs) return hit.settings;
  const settings = await settingsOf(orm, tenantId);
  // Bounded: a fleet spans few workspaces per instance; forget all rather than track age.
  if (cache.size >= 10_000) cache.clear();
  cache.set(tenantId, { settings, at: performance.now() });
  return settings;
}

export async function updateDeviceSettings(request: WriteRequest, input: DeviceSettingsUpdate) {
  const saved = await inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    const next = { ...(await settingsOf(tx, tenantId)), ...input };
    const values = {
      onlineMinutes: next.online_minutes,
      missingDays: next.missing_days,
      logRetentionDays: next.log_retention_days,
      detailIntervalMinutes: next.detail_interval_minutes,
      distributedIntervalSeconds: next.distributed_interval_seconds,
      updatedAt: now,
    };
    await tx
      .insert(deviceSettings)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: deviceSettings.tenantId, set: values });
    return { tenantId, next };
  });
  checkinCache.get(request.orm)?.delete(saved.tenantId);
  return saved.next;
}
