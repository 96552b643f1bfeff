import { formatNumber } from "../../../../lib/format.ts";
import { intlLocaleOf, localeCodes } from "../../../../lib/i18n/languages.ts";

const units = [
  ["terabyte", 1e12],
  ["gigabyte", 1e9],
  ["megabyte", 1e6],
  ["kilobyte", 1e3],
] as const;

/** `16 GB`, `512.1 GB`: a size in bytes in the largest unit it fills (decimal, like disks). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = units.find(([, length]) => bytes >= length) ?? ["byte", 1];
  return formatNumber(bytes / size, language, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
}

/** `3 days, 4 hr`, `25 min`: how long a device has been up, in its two largest units. */
export function formatUptime(seconds: number, language: string): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const part = (value: number, unit: "day" | "hour" | "minute") =>
    formatNumber(value, language, {
      style: "unit",
      unit,
      unitDisplay: unit === "day" ? "long" : "short",
    });
  const parts =
    days > 0
      ? [part(days, "day"), part(hours, "hour")]
      : hours > 0
        ? [part(hours, "hour"), part(minutes, "minute")]
        : [part(minutes, "minute")];
  const locale = (localeCodes as readonly string[]).includes(language)
    ? intlLocaleOf(language)
    : language;
  return new Intl.ListFormat(locale, {
    style: "narrow",
    type: "unit",
  }).format(parts);
}
