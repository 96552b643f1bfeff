/*
 * The quotas' rules, for the modules that add rows (each counts its own table): the limits,
 * the refusal past one, the daily log bytes. Imports no other module, so any module may use
 * it without a cycle; the report of use (report.ts) is the one that reads other modules.
 */
export { checkQuota, quotaLimitsOf, quotaReached, type QuotaKey } from "./limits.ts";
export type { WorkspaceQuotaLimits } from "./limits.ts";
export { forgetLogUsageBefore, logBytesOn, takeLogBytes } from "./log-usage.ts";
