import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldClasses } from "../../../../components/form-field.tsx";
import {
  lockAfterOptions,
  readLockAfter,
  storeLockAfter,
  type LockAfterMinutes,
} from "../../../../lib/auth/lock-state.ts";

/** Saved in this browser only, so each device can have its own timeout. */
export function AutoLockSetting() {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<LockAfterMinutes>(readLockAfter);
  const [status, setStatus] = useState<"saved" | "notSaved" | null>(null);

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = Number(event.target.value) as LockAfterMinutes;
    setMinutes(next);
    setStatus(storeLockAfter(next) ? "saved" : "notSaved");
  }

  return (
    <div className="mt-4">
      <label
        htmlFor="lock-after"
        className="block text-sm font-medium text-slate-900 dark:text-slate-100"
      >
        {t("accountArea.autoLock.label")}
      </label>
      <select
        id="lock-after"
        aria-describedby="lock-after-hint"
        value={minutes}
        onChange={handleChange}
        className={`${fieldClasses} sm:max-w-xs`}
      >
        {lockAfterOptions.map((option) => (
          <option key={option} value={option}>
            {option === 15
              ? t("accountArea.autoLock.optionDefault", { count: option })
              : t("accountArea.autoLock.option", { count: option })}
          </option>
        ))}
      </select>
      <p id="lock-after-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("accountArea.autoLock.hint")}
      </p>
      <p
        aria-live="polite"
        className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
      >
        {status === "saved" ? t("accountArea.autoLock.saved", { count: minutes }) : null}
        {status === "notSaved" ? t("accountArea.autoLock.notSaved", { count: 15 }) : null}
      </p>
    </div>
  );
}
