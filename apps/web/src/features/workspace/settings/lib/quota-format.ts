import type { QuotaKey } from "@fleetward/contracts/workspace-quotas";
import { formatNumber } from "../../../../lib/format.ts";

/** Quotas counted in bytes; the others count things (devices, webhooks…). */
export const byteQuotas: ReadonlySet<QuotaKey> = new Set(["device_log_bytes_per_day"]);

// Binary multiples, as the server sets the limit (1024 × 1024 × 1024 bytes reads "1 GB").
const units = [
  ["terabyte", 1024 ** 4],
  ["gigabyte", 1024 ** 3],
  ["megabyte", 1024 ** 2],
  ["kilobyte", 1024],
] as const;

/** `1 GB`, `12.5 MB`, `0 bytes`: a size in the reader's language, in the largest unit it fills. */
export function formatQuotaBytes(bytes: number, language: string): string {
  const [unit, size] = units.find(([, length]) => bytes >= length) ?? (["byte", 1] as const);
  return formatNumber(bytes / size, language, {
    style: "unit",
    unit,
    // Intl's short byte reads "0 byte" in English; the long form says "0 bytes".
    unitDisplay: unit === "byte" ? "long" : "short",
    maximumFractionDigits: 1,
  });
}

/** A quota's value in the reader's language: bytes as a size, anything else as a count. */
export function formatQuotaValue(key: QuotaKey, value: number, language: string): string {
  return byteQuotas.has(key) ? formatQuotaBytes(value, language) : formatNumber(value, language);
}

/** How much of a quota is used, 0 to 1; a quota of 0 is full, one used past its limit too. */
export function quotaShare(used: number, limit: number): number {
  return limit <= 0 ? 1 : Math.min(Math.max(used / limit, 0), 1);
}
