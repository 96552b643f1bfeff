import { useTranslation } from "react-i18next";
import type { PersonStatus } from "../api/people-api.ts";

const tone: Record<PersonStatus, string> = {
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  left: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/** The status in words on a tint; the word carries the meaning, the tint only repeats it. */
export function PersonStatusBadge({ status }: { status: PersonStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[status]}`}
    >
      {t(`register.people.status.${status}`)}
    </span>
  );
}
