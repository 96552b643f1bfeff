import { useSyncExternalStore } from "react";

/** Spec §9: notices close themselves after 2000 ms. */
export const NOTICE_MS = 2000;

export type NoticeKind = "success" | "error" | "info";

export type Notice = {
  id: number;
  kind: NoticeKind;
  /** Already translated text: callers pass `t("login_success")`, not the key. */
  title: string;
  message?: string;
};

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

export function showNotice(notice: Omit<Notice, "id">, durationMs = NOTICE_MS): number {
  const id = nextId++;
  publish([...notices, { ...notice, id }]);
  setTimeout(() => dismissNotice(id), durationMs);
  return id;
}

export function getNotices(): readonly Notice[] {
  return notices;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly Notice[] = [];

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, getNotices, () => none);
}
