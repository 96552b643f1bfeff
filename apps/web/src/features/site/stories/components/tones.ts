import type { Tone } from "../api/stories-api.ts";

export const gradientOf: Record<Tone, string> = {
  blue: "from-blue-600 to-indigo-800 dark:from-blue-800 dark:to-indigo-950",
  emerald: "from-emerald-600 to-teal-800 dark:from-emerald-800 dark:to-teal-950",
  amber: "from-amber-500 to-orange-700 dark:from-amber-700 dark:to-orange-950",
  violet: "from-violet-600 to-purple-800 dark:from-violet-800 dark:to-purple-950",
  sky: "from-sky-500 to-blue-700 dark:from-sky-800 dark:to-blue-950",
  rose: "from-rose-600 to-red-800 dark:from-rose-800 dark:to-red-950",
  teal: "from-teal-600 to-cyan-800 dark:from-teal-800 dark:to-cyan-950",
  indigo: "from-indigo-600 to-slate-800 dark:from-indigo-800 dark:to-slate-950",
  orange: "from-orange-500 to-rose-700 dark:from-orange-700 dark:to-rose-950",
  fuchsia: "from-fuchsia-600 to-violet-800 dark:from-fuchsia-800 dark:to-violet-950",
  lime: "from-lime-600 to-emerald-800 dark:from-lime-800 dark:to-emerald-950",
  cyan: "from-cyan-600 to-sky-800 dark:from-cyan-800 dark:to-sky-950",
};

/** Text colour for figures on white cards; AA contrast on white and on slate-900. */
export const accentTextOf: Record<Tone, string> = {
  blue: "text-blue-700 dark:text-blue-300",
  emerald: "text-emerald-700 dark:text-emerald-300",
  amber: "text-amber-700 dark:text-amber-300",
  violet: "text-violet-700 dark:text-violet-300",
  sky: "text-sky-700 dark:text-sky-300",
  rose: "text-rose-700 dark:text-rose-300",
  teal: "text-teal-700 dark:text-teal-300",
  indigo: "text-indigo-700 dark:text-indigo-300",
  orange: "text-orange-700 dark:text-orange-300",
  fuchsia: "text-fuchsia-700 dark:text-fuchsia-300",
  lime: "text-lime-800 dark:text-lime-300",
  cyan: "text-cyan-700 dark:text-cyan-300",
};

export const accentBorderOf: Record<Tone, string> = {
  blue: "border-blue-600 dark:border-blue-400",
  emerald: "border-emerald-600 dark:border-emerald-400",
  amber: "border-amber-500 dark:border-amber-400",
  violet: "border-violet-600 dark:border-violet-400",
  sky: "border-sky-600 dark:border-sky-400",
  rose: "border-rose-600 dark:border-rose-400",
  teal: "border-teal-600 dark:border-teal-400",
  indigo: "border-indigo-600 dark:border-indigo-400",
  orange: "border-orange-600 dark:border-orange-400",
  fuchsia: "border-fuchsia-600 dark:border-fuchsia-400",
  lime: "border-lime-600 dark:border-lime-400",
  cyan: "border-cyan-600 dark:border-cyan-400",
};
