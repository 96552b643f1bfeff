import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
/** `€119.00`, `119,00 €`: an amount in cents in the reader's language. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: "currency",
    currency,
  }).format(cents / 100);
}
