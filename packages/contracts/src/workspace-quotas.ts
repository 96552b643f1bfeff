import { z } from "zod";
import { maxWebhooksPerWorkspace } from "./workspace-webhooks.ts";

/*
 * What one workspace may hold of the database every workspace shares (issue 21). Each limit
 * is the server's (environment, docs/decisions/0040); past one, the call that would add more
 * answers 409 naming it, and osquery gets an answer that makes it back off.
 */

export const quotaKeys = [
  "devices",
  "device_log_bytes_per_day",
  "stored_imports",
  "webhooks",
  "api_tokens",
] as const;
export type QuotaKey = (typeof quotaKeys)[number];
export type WorkspaceQuotaLimits = Record<QuotaKey, number>;

export const defaultQuotaLimits: WorkspaceQuotaLimits = {
  /** Enrolled devices: twice the largest plan (billing's 5,000), room for a roll-out. */
  devices: 10_000,
  /** osquery log bytes stored a day (UTC), decompressed: about 100 KB per device at 10,000. */
  device_log_bytes_per_day: 1024 * 1024 * 1024,
  /** Uploaded imports not yet run; an upload not run within 24 hours is removed. */
  stored_imports: 20,
  webhooks: maxWebhooksPerWorkspace,
  /** API tokens that still work (neither revoked nor expired). */
  api_tokens: 50,
};

export const workspaceQuotaSchema = z.object({
  key: z.enum(quotaKeys),
  limit: z.number().int(),
  used: z.number().int(),
});
export type WorkspaceQuota = z.infer<typeof workspaceQuotaSchema>;

export const workspaceQuotasSchema = z.object({
  items: z.array(workspaceQuotaSchema),
  /** osquery log bytes refused today because the day's quota was used up. */
  device_log_bytes_dropped_today: z.number().int(),
  /** The UTC day the daily quotas count. */
  day: z.string(),
});
export type WorkspaceQuotas = z.infer<typeof workspaceQuotasSchema>;
