/* The table, panel and link classes the device panels (asset, dashboard, person) and the devices feature share. */

export const tableFrame =
  "overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";
export const tableClasses = "min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800";
export const theadClasses = "bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200";
export const tbodyClasses =
  "divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200";
export const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
export const cellClasses = "px-3 py-3 align-top";
export const linkClasses =
  "font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300";
export const emptyClasses =
  "rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300";
export const panelClasses =
  "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
