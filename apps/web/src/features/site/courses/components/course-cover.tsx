import { useTranslation } from "react-i18next";
import type { CourseLevel, CourseTone } from "../api/courses-api.ts";

const tones: Record<CourseTone, string> = {
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
  course: { title: string; tone: CourseTone };
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

const levelClasses: Record<CourseLevel, string> = {
  beginner: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  intermediate: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  advanced: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelClasses[level]}`}
    >
      {t(`community.courses.${level}`)}
    </span>
  );
}

/** "2 h 15 min" or "45 min", in the interface language. */
export function useFormatMinutes() {
  const { t } = useTranslation();
  return (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    return hours === 0
      ? t("community.courses.minutes", { count: minutes })
      : t("community.courses.hoursMinutes", { hours, minutes });
  };
}
