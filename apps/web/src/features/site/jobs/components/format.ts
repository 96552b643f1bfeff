/** `2 June 2025` in the interface language; publication times are stored in UTC. */
export function formatDate(iso: string, language: string): string {
  const locale = language === "ae" ? "ar-u-nu-latn" : language;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
