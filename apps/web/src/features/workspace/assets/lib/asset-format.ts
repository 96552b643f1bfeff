import { formatDate, formatNumber, publicationDayShort } from "../../../../lib/format.ts";

/*
 * The register's dates are calendar days (2026-03-31) without a time: read in UTC, so no
 * reader west of Greenwich sees the day before.
 */

export function formatDay(day: string | null, language: string): string | null {
  return day ? formatDate(day, language, publicationDayShort) : null;
}

/** "€1,299.00" with a currency code, else "1,299.00"; null without an amount. */
export function formatCost(
  amount: string | null,
  currency: string | null,
  language: string,
): string | null {
  if (amount === null) return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (!currency) return formatNumber(value, language, decimals);
  try {
    return formatNumber(value, language, { style: "currency", currency });
  } catch {
    // A code Intl does not know is still shown, after the amount.
    return `${formatNumber(value, language, decimals)} ${currency}`;
  }
}

/** The browser's today as an ISO day (the earliest expected check-in a form offers). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
