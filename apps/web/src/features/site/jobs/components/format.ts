import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
/** `2 June 2025` in the interface language; publication times are stored in UTC. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
