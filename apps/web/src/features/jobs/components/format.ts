const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** Fixed to English because the board's content is English (and prerendered HTML must match). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T12:00:00Z`));
}
