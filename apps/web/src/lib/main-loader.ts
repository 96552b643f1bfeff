import { useSyncExternalStore } from "react";

/** Spec §9: the main loader runs for 500 ms each time it is toggled. */
export const MAIN_LOADER_MS = 500;

let visible = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setVisible(next: boolean): void {
  visible = next;
  for (const listener of listeners) listener();
}

export function toggleMainLoader(): void {
  clearTimeout(hideTimer);
  setVisible(true);
  hideTimer = setTimeout(() => setVisible(false), MAIN_LOADER_MS);
}

export function isMainLoaderVisible(): boolean {
  return visible;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMainLoaderVisible(): boolean {
  return useSyncExternalStore(subscribe, isMainLoaderVisible, () => false);
}
