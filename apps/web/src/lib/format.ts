import { intlLocaleOf, localeCodes } from "./i18n/languages.ts";

/**
 * Dates, amounts and counts in the reader's language, all through Intl. `language` is an
 * interface language (`de`, `ae`…) or any BCP 47 tag (`en-GB`).
 */

/** An interface language through the app's one mapping; a BCP 47 tag is used as it is. */
function intlLocale(language: string): string {
  return (localeCodes as readonly string[]).includes(language) ? intlLocaleOf(language) : language;
}

function parsed(iso: string | Date): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Publication days are stored as midnight UTC: read in UTC, no reader sees the day before. */
export const publicationDay: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
export const publicationDayShort: Intl.DateTimeFormatOptions = {
  dateStyle: "medium",
  timeZone: "UTC",
};

/** `2 Jun 2025, 14:05 UTC`: one clock for every reader of a public thread. */
export const utcMinute: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

/** `12 March 2026` by default; returns the input if it is not a date. */
export function formatDate(
  iso: string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const date = parsed(iso);
  return date ? new Intl.DateTimeFormat(intlLocale(language), options).format(date) : String(iso);
}

/** `12 Mar 2026, 14:05` by default; returns the input if it is not a date. */
export function formatDateTime(
  iso: string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return formatDate(iso, language, options);
}

/** `€119.00`, `119,00 €`: an amount in cents; `trimCents` drops `.00` on whole amounts (`€4`). */
export function formatMoney(
  cents: number,
  currency: string,
  language: string,
  { trimCents = false } = {},
): string {
  const whole = trimCents && cents % 100 === 0 ? { maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(intlLocale(language), {
    style: "currency",
    currency,
    ...whole,
  }).format(cents / 100);
}

/** `1,240` / `1.240` / `1 240`: a count. */
export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/**
 * `3 hours ago`, `yesterday`, `in 2 days`: how long ago `iso` was, in the largest whole unit.
 * Returns the input if it is not a date. `now` is a parameter so tests and lists share a clock.
 */
export function formatRelativeTime(
  iso: string | Date,
  language: string,
  now: Date = new Date(),
): string {
  const date = parsed(iso);
  if (!date) return String(iso);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = relativeUnits.find(([, length]) => Math.abs(seconds) >= length) ?? [
    "second",
    1,
  ];
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "auto" });
  return format.format(Math.trunc(seconds / size), unit);
}
