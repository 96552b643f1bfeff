const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Dates are fixed to English because article text is English (and prerendered HTML must match). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T12:00:00Z`));
}

/** Shared look of long-form text; nested elements are styled so article JSX stays plain. */
export const proseClasses =
  "max-w-3xl text-lg leading-8 text-slate-700 dark:text-slate-300 [&_p]:mt-5 [&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base dark:[&_code]:bg-slate-800";
