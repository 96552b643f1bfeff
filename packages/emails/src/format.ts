import { emailStrings, interpolate, intlLocale } from "./i18n.ts";

/*
 * Dates, amounts and names as the e-mails state them, in the recipient's language. Moments
 * are in UTC: the server does not know the recipient's time zone.
 */

/** `4 June 2025`, `4. Juni 2025`, `2025年6月4日`. */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** `May 2025`: a billing period. */
export function formatMonth(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** `4 June 2025, 09:41 UTC`. */
export function formatMoment(date: Date, locale: string): string {
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(date);
  return interpolate(emailStrings(locale).common.moment, {
    date: formatDate(date, locale),
    time,
  });
}

/** `€592.00`, `592,00 €`. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(
    cents / 100,
  );
}

/** A country's name from its ISO 3166 code: `Netherlands`, `Niederlande`. */
export function regionName(code: string, locale: string): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: "region" }).of(code) ?? code;
}

/** `Firefox on Windows`, `Firefox`, `An unknown browser on Linux`. */
export function describeBrowser(
  browser: string | undefined,
  system: string | undefined,
  locale: string,
): string {
  const strings = emailStrings(locale).common;
  const name = browser ?? strings.unknownBrowser;
  return system ? interpolate(strings.browserOnSystem, { browser: name, system }) : name;
}
