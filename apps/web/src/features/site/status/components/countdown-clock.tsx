import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isOver, remainingUntil } from "./countdown.ts";
import { formatDateTime, formatNumber } from "../../../../lib/format.ts";

const units = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Days, hours, minutes and seconds until `target`, ticking each second. The ticking figures
 * are not announced; a polite live region speaks only when the minute changes.
 */
export function CountdownClock({ target }: { target: Date }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingUntil(target, now);

  return (
    <div data-testid="countdown">
      <p className="text-center text-sm font-semibold text-slate-900 dark:text-white">
        {t("site.countdown.label")}:{" "}
        <time dateTime={target.toISOString()}>
          {formatDateTime(target, i18n.language, { dateStyle: "full", timeStyle: "short" })}
        </time>
      </p>
      {isOver(left) ? (
        <p
          role="status"
          className="mt-4 text-center text-lg font-semibold text-emerald-800 dark:text-emerald-300"
        >
          {t("site.countdown.launched")}
        </p>
      ) : (
        <>
          <ul aria-hidden="true" className="mt-4 grid grid-cols-4 gap-3 text-center">
            {units.map((unit) => (
              <li key={unit} className="rounded-xl bg-slate-100 px-2 py-3 dark:bg-slate-800">
                <span className="block text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
                  {unit === "days"
                    ? left.days
                    : formatNumber(left[unit], i18n.language, { minimumIntegerDigits: 2 })}
                </span>
                <span className="block text-xs font-medium text-slate-600 uppercase dark:text-slate-300">
                  {t(`site.countdown.${unit}`)}
                </span>
              </li>
            ))}
          </ul>
          {/* Changes once a minute, so screen readers hear an update without being flooded. */}
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {t("site.countdown.announce", {
              days: left.days,
              hours: left.hours,
              minutes: left.minutes,
            })}
          </p>
        </>
      )}
    </div>
  );
}
