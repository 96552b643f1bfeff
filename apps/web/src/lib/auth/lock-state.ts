import { useSyncExternalStore } from "react";

/** Minutes of inactivity before the session locks; chosen on the account settings page. */
export const LOCK_AFTER_STORAGE_KEY = "lockAfterMinutes";
export const lockAfterOptions = [5, 15, 30, 60] as const;
export type LockAfterMinutes = (typeof lockAfterOptions)[number];
export const DEFAULT_LOCK_AFTER: LockAfterMinutes = 15;
/** Set while the screen is locked, so a reload or another tab stays locked. */
export const LOCKED_KEY = "locked";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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
    notify();
    return true;
  } catch {
    return false;
  }
}

/** The lock screen, remembering the page to come back to once unlocked. */
export function lockScreenPath(returnTo: string): string {
  // Already there: keep the page it remembers.
  if (returnTo.startsWith("/auth-lock-screen")) return returnTo;
  return `/auth-lock-screen?redirect=${encodeURIComponent(returnTo)}`;
}

export function isLocked(): boolean {
  try {
    return localStorage.getItem(LOCKED_KEY) === "true";
  } catch {
    return false;
  }
}

export function setLocked(locked: boolean): void {
  try {
    if (locked) localStorage.setItem(LOCKED_KEY, "true");
    else localStorage.removeItem(LOCKED_KEY);
  } catch {
    // Storage disabled: the lock still holds for this page through the listeners.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocked(): boolean {
  return useSyncExternalStore(subscribe, isLocked, () => false);
}

export function useLockAfter(): LockAfterMinutes {
  return useSyncExternalStore(subscribe, readLockAfter, () => DEFAULT_LOCK_AFTER);
}
