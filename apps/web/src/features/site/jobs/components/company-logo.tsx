import type { CompanyTone } from "@fleetward/contracts/jobs";

const tones: Record<CompanyTone, string> = {
  blue: "bg-blue-700 text-white dark:bg-blue-400 dark:text-slate-950",
  emerald: "bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950",
  amber: "bg-amber-700 text-white dark:bg-amber-400 dark:text-slate-950",
  violet: "bg-violet-700 text-white dark:bg-violet-400 dark:text-slate-950",
  sky: "bg-sky-700 text-white dark:bg-sky-400 dark:text-slate-950",
  rose: "bg-rose-700 text-white dark:bg-rose-400 dark:text-slate-950",
  slate: "bg-slate-700 text-white dark:bg-slate-300 dark:text-slate-950",
  teal: "bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950",
};

/** Initials in a coloured square stand in for a logo file. */
export function CompanyLogo({
  company,
  size = "size-12 text-base",
}: {
  company: { initials: string; tone: CompanyTone };
  size?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-lg font-bold ${tones[company.tone]} ${size}`}
    >
      {company.initials}
    </span>
  );
}

/** A person's initials in a circle, for candidate cards. */
export function InitialsAvatar({
  initials,
  size = "size-14 text-lg",
}: {
  initials: string;
  size?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-blue-600 to-violet-700 font-bold text-white dark:from-blue-400 dark:to-violet-400 dark:text-slate-950 ${size}`}
    >
      {initials}
    </span>
  );
}
