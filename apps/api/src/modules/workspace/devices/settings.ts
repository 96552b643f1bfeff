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

export async function updateDeviceSettings(request: WriteRequest, input: DeviceSettingsUpdate) {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
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
    return next;
  });
}
