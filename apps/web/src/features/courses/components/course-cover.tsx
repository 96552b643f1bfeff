import type { Course } from "../data/courses.ts";

const tones: Record<Course["tone"], string> = {
  blue: "from-blue-600 to-indigo-700 dark:from-blue-800 dark:to-indigo-950",
  emerald: "from-emerald-600 to-teal-700 dark:from-emerald-800 dark:to-teal-950",
  amber: "from-amber-500 to-orange-700 dark:from-amber-800 dark:to-orange-950",
  violet: "from-violet-600 to-purple-800 dark:from-violet-800 dark:to-purple-950",
  sky: "from-sky-500 to-cyan-700 dark:from-sky-800 dark:to-cyan-950",
  rose: "from-rose-600 to-red-800 dark:from-rose-800 dark:to-red-950",
};

/** Decorative gradient with the course's initials in place of a photo. */
export function CourseCover({
  course,
  className = "h-36",
}: {
  course: Course;
  className?: string;
}) {
  const initials = course.title
    .split(/\s+/)
    .filter((word) => /^[A-Z0-9]/.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join("");
  return (
    <div
      aria-hidden="true"
      className={`grid place-items-center bg-gradient-to-br text-4xl font-black tracking-widest text-white/90 dark:text-white/90 ${tones[course.tone]} ${className}`}
    >
      {initials}
    </div>
  );
}

const levelClasses: Record<Course["level"], string> = {
  Beginner: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  Intermediate: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  Advanced: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
};

export function LevelBadge({ level }: { level: Course["level"] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelClasses[level]}`}
    >
      {level}
    </span>
  );
}
