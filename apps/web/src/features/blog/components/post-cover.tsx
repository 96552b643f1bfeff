import type { CategorySlug } from "../data/posts.ts";

const gradients: Record<CategorySlug, string> = {
  security: "from-blue-600 to-indigo-700 dark:from-blue-800 dark:to-indigo-900",
  "asset-management": "from-emerald-500 to-teal-700 dark:from-emerald-800 dark:to-teal-900",
  compliance: "from-amber-500 to-orange-600 dark:from-amber-700 dark:to-orange-900",
  "it-operations": "from-sky-500 to-cyan-700 dark:from-sky-800 dark:to-cyan-900",
  product: "from-violet-500 to-fuchsia-700 dark:from-violet-800 dark:to-fuchsia-900",
};

/** Simple line drawings per category, so no image is fetched from anywhere. */
const icons: Record<CategorySlug, string> = {
  security: "M32 8 12 16v14c0 12 8 21 20 26 12-5 20-14 20-26V16Z M24 32l6 6 11-12",
  "asset-management": "M10 14h44v28H10Z M26 50h12 M32 42v8",
  compliance: "M18 8h22l10 10v38H18Z M40 8v10h10 M24 32l5 5 11-11",
  "it-operations": "M8 20h48v24H8Z M16 32h8 M30 32h4 M42 28v8",
  product: "M8 48h48 M14 40V26 M26 40V16 M38 40V30 M50 40V20",
};

type PostCoverProps = { category: CategorySlug; className?: string };

/** Decorative gradient header for a post card or article. */
export function PostCover({ category, className = "h-40" }: PostCoverProps) {
  return (
    <div
      aria-hidden="true"
      className={`grid place-items-center bg-gradient-to-br text-white dark:text-white ${gradients[category]} ${className}`}
    >
      <svg
        viewBox="0 0 64 64"
        className="size-16 opacity-90"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d={icons[category]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
