import { useState, type ChangeEvent } from "react";
import { fieldClasses } from "../../../components/form-field.tsx";
import {
  lockAfterOptions,
  readLockAfter,
  storeLockAfter,
  type LockAfterMinutes,
} from "../lib/lock-after.ts";

/** Saved in this browser only, so each device can have its own timeout. */
export function AutoLockSetting() {
  const [minutes, setMinutes] = useState<LockAfterMinutes>(readLockAfter);
  const [status, setStatus] = useState("");

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = Number(event.target.value) as LockAfterMinutes;
    setMinutes(next);
    setStatus(
      storeLockAfter(next)
        ? `Saved: the screen locks after ${next} minutes without activity.`
        : "This browser does not allow saving settings, so the default of 15 minutes applies.",
    );
  }

  return (
    <div className="mt-4">
      <label
        htmlFor="lock-after"
        className="block text-sm font-medium text-slate-900 dark:text-slate-100"
      >
        Lock the screen after
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
            {option} minutes of inactivity{option === 15 ? " (default)" : ""}
          </option>
        ))}
      </select>
      <p id="lock-after-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Applies to this browser. When it locks, you unlock with your password and carry on where you
        left off.
      </p>
      <p
        aria-live="polite"
        className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
      >
        {status}
      </p>
    </div>
  );
}
