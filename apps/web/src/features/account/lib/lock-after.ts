/** Minutes of inactivity before the screen locks; read by the auto-lock in the app shell. */
export const LOCK_AFTER_STORAGE_KEY = "lockAfterMinutes";
export const lockAfterOptions = [5, 15, 30, 60] as const;
export type LockAfterMinutes = (typeof lockAfterOptions)[number];
export const DEFAULT_LOCK_AFTER: LockAfterMinutes = 15;

function isOption(value: number): value is LockAfterMinutes {
  return (lockAfterOptions as readonly number[]).includes(value);
}

export function readLockAfter(): LockAfterMinutes {
  try {
    const stored = Number(localStorage.getItem(LOCK_AFTER_STORAGE_KEY));
    return isOption(stored) ? stored : DEFAULT_LOCK_AFTER;
  } catch {
    return DEFAULT_LOCK_AFTER;
  }
}

/** Returns false when the browser refuses storage (private mode with storage disabled). */
export function storeLockAfter(minutes: LockAfterMinutes): boolean {
  try {
    localStorage.setItem(LOCK_AFTER_STORAGE_KEY, String(minutes));
    return true;
  } catch {
    return false;
  }
}
