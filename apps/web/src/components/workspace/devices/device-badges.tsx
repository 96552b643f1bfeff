import type {
  DevicePolicyResult,
  DevicePolicyResultStatus,
  DeviceStatus,
} from "@fleetward/contracts/workspace-devices";
import { useTranslation } from "react-i18next";

const badge =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";
const tones = {
  good: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  warn: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  quiet: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  info: "bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100",
};

const statusTone: Record<DeviceStatus, keyof typeof tones> = {
  online: "good",
  offline: "quiet",
  missing: "warn",
};

/** Online, offline or missing; the dot repeats the colour, the word carries the meaning. */
export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${tones[statusTone[status]]}`} data-testid="device-status">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`devices.statuses.${status}`)}
    </span>
  );
}

const resultTone: Record<DevicePolicyResultStatus, keyof typeof tones> = {
  pass: "good",
  fail: "bad",
  unknown: "quiet",
  pending: "info",
};

/** A policy's result on a device: passing, failing, unknown, or pending (not answered yet). */
export function PolicyResultBadge({ status }: { status: DevicePolicyResultStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${tones[resultTone[status]]}`}>
      {t(`devices.results.${status}`)}
    </span>
  );
}

/** "2 failing" in red, or a quiet "No failures". */
export function FailingCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return count > 0 ? (
    <span className={`${badge} ${tones.bad}`}>{t("devices.list.failing", { count })}</span>
  ) : (
    <span className="text-slate-600 dark:text-slate-400">{t("devices.list.allPassing")}</span>
  );
}

const order: Record<DevicePolicyResultStatus, number> = {
  fail: 0,
  unknown: 1,
  pending: 2,
  pass: 3,
};

/** Failing first, then unknown, pending, passing; by name within each. */
export function sortedResults(results: DevicePolicyResult[]): DevicePolicyResult[] {
  return [...results].sort(
    (a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name),
  );
}

/**
 * "Identity conflict": the device enrolled with the serial of another device seen shortly
 * before, under another identity, and became a record of its own (ADR 0039).
 */
export function IdentityConflictBadge() {
  const { t } = useTranslation();
  return (
    <span
      className={`${badge} ${tones.warn}`}
      title={t("devices.identity.hint")}
      data-testid="identity-conflict"
    >
      <span aria-hidden="true">⚠</span>
      {t("devices.identity.badge")}
    </span>
  );
}
