import {
  defaultQuotaLimits,
  type QuotaKey,
  type WorkspaceQuotaLimits,
} from "@fleetward/contracts/workspace-quotas";
import { HttpError } from "../../../lib/http-error.ts";

/*
 * The quota rules other modules apply where they add rows (they count their own tables; this
 * file imports no service, so every module may use it). docs/decisions/0040.
 */

export type { QuotaKey, WorkspaceQuotaLimits };

/** The server's limits: the defaults, with what the environment (QUOTA_*) sets instead. */
export function quotaLimitsOf(overrides: Partial<WorkspaceQuotaLimits> = {}): WorkspaceQuotaLimits {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...defaultQuotaLimits, ...Object.fromEntries(defined) };
}

const whatToDo: Record<QuotaKey, (limit: number) => string> = {
  devices: (limit) =>
    `This workspace has reached its quota of ${limit.toLocaleString("en")} devices; remove devices that are gone before enrolling more`,
  device_log_bytes_per_day: (limit) =>
    `This workspace has stored its ${Math.round(limit / 1024 / 1024).toLocaleString("en")} MB of device logs for today`,
  stored_imports: (limit) =>
    `This workspace has reached its quota of ${limit} uploaded imports not yet run; run one first, or wait: uploads not run within 24 hours are removed`,
  webhooks: (limit) =>
    `This workspace has reached its quota of ${limit} webhooks; delete one before adding another`,
  api_tokens: (limit) =>
    `This workspace has reached its quota of ${limit} API tokens; revoke one before making another`,
};

/** The refusal past a quota: 409, naming the quota and what frees room. */
export function quotaReached(key: QuotaKey, limit: number): HttpError {
  return new HttpError(409, whatToDo[key](limit));
}

/** Refuses one more of `key` when `used` has reached `limit`. */
export function checkQuota(key: QuotaKey, used: number, limit: number): void {
  if (used >= limit) throw quotaReached(key, limit);
}
