const gradients: Record<string, string> = {
  "asset-inventory": "from-emerald-500 to-teal-700 dark:from-emerald-800 dark:to-teal-900",
  "device-security": "from-blue-600 to-indigo-700 dark:from-blue-800 dark:to-indigo-900",
  compliance: "from-amber-500 to-orange-600 dark:from-amber-700 dark:to-orange-900",
  lifecycle: "from-sky-500 to-cyan-700 dark:from-sky-800 dark:to-cyan-900",
  "onboarding-offboarding": "from-rose-500 to-pink-700 dark:from-rose-800 dark:to-pink-900",
  audits: "from-lime-600 to-green-700 dark:from-lime-800 dark:to-green-900",
  licences: "from-fuchsia-500 to-purple-700 dark:from-fuchsia-800 dark:to-purple-900",
  "using-fleetward": "from-violet-500 to-indigo-700 dark:from-violet-800 dark:to-indigo-900",
};

/** Simple line drawings per category, so no image is fetched from anywhere. */
const icons: Record<string, string> = {
  "asset-inventory": "M10 14h44v28H10Z M26 50h12 M32 42v8",
  "device-security": "M32 8 12 16v14c0 12 8 21 20 26 12-5 20-14 20-26V16Z M24 32l6 6 11-12",
  compliance: "M18 8h22l10 10v38H18Z M40 8v10h10 M24 32l5 5 11-11",
  lifecycle: "M50 32a18 18 0 1 1-6-13.4 M50 12v8h-8",
  "onboarding-offboarding": "M8 32h30 M30 22l10 10-10 10 M44 10h12v44H44",
  audits: "M28 44a16 16 0 1 1 0-32 16 16 0 0 1 0 32Z M40 40l14 14",
  licences: "M8 20h48v28H8Z M16 30h16 M16 38h10 M44 34a4 4 0 1 0 0 .1",
  "using-fleetward": "M8 48h48 M14 40V26 M26 40V16 M38 40V30 M50 40V20",
};
const fallbackGradient = "from-slate-500 to-slate-700 dark:from-slate-700 dark:to-slate-900";
const fallbackIcon = "M14 10h36v44H14Z M22 22h20 M22 32h20 M22 42h12";

type PostCoverProps = { category: string; className?: string };

/** Decorative gradient header for a post card or article. */
export function PostCover({ category, className = "h-40" }: PostCoverProps) {
  return (
    <div
      aria-hidden="true"
      className={`grid place-items-center bg-gradient-to-br text-white dark:text-white ${gradients[category] ?? fallbackGradient} ${className}`}
    >
      <svg
        viewBox="0 0 64 64"
        className="size-16 opacity-90"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d={icons[category] ?? fallbackIcon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
