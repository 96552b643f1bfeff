import type { WorkspaceQuotas } from "@fleetward/contracts/workspace-quotas";
import type { Orm } from "../../../db/client.ts";
import { isoDay } from "../../../lib/clock.ts";
import { countWorkingApiTokens } from "../api-tokens/service.ts";
import { countDevices } from "../devices/service.ts";
import { countStoredUploads } from "../imports/service.ts";
import { countWorkspaceWebhooks } from "../webhooks/service.ts";
import { logBytesOn, type WorkspaceQuotaLimits } from "./service.ts";

/** Each quota of one workspace beside what it uses now (the settings page shows it). */
export async function workspaceQuotas(
  orm: Orm,
  tenantId: string,
  now: Date,
  limits: WorkspaceQuotaLimits,
): Promise<WorkspaceQuotas> {
  const day = isoDay(now);
  const [devices, logs, imports, webhooks, tokens] = await Promise.all([
    countDevices(orm, tenantId),
    logBytesOn(orm, tenantId, day),
    countStoredUploads(orm, tenantId),
    countWorkspaceWebhooks(orm, tenantId),
    countWorkingApiTokens(orm, tenantId, now),
  ]);
  const used = {
    devices,
    device_log_bytes_per_day: logs.bytes,
    stored_imports: imports,
    webhooks,
    api_tokens: tokens,
  };
  return {
    day,
    items: Object.entries(used).map(([key, value]) => ({
      key: key as keyof WorkspaceQuotaLimits,
      limit: limits[key as keyof WorkspaceQuotaLimits],
      used: value,
    })),
    device_log_bytes_dropped_today: logs.dropped,
  };
}
