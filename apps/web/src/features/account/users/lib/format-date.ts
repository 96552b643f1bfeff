/** A long, locale-aware date ("12 March 2026"); returns the input if it is not a date. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}
