import type { ConsentChoice } from "@fleetward/contracts/consents";
import { request } from "../http/http-client.ts";

/** Bump when the cookie policy changes: everyone is asked again. */
export const COOKIE_POLICY_VERSION = "2026-11";

export const CONSENT_STORAGE_KEY = "cookieConsent";

/**
 * The earlier notice only informed ("Got it") and the site never set more than essential
 * cookies, so a browser that acknowledged it has chosen essential only.
 */
export const LEGACY_NOTICE_KEY = "cookieNotice";
const legacyConsent: StoredConsent = {
  choice: "essential",
  policyVersion: COOKIE_POLICY_VERSION,
  subjectId: "",
  decidedAt: "",
};

export type StoredConsent = {
  choice: ConsentChoice;
  policyVersion: string;
  /** A random id of this browser, so the server's record of choices names no person. */
  subjectId: string;
  decidedAt: string;
};

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: StoredConsent | undefined;

function parse(raw: string | null): StoredConsent | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (
      (value.choice === "all" || value.choice === "essential") &&
      value.policyVersion === COOKIE_POLICY_VERSION &&
      typeof value.subjectId === "string" &&
      typeof value.decidedAt === "string"
    ) {
      return value as StoredConsent;
    }
  } catch {
    // A hand-edited or foreign value counts as no choice.
  }
  return undefined;
}

/** The choice made on the current policy, or undefined (ask). Stable between changes. */
export function readConsent(): StoredConsent | undefined {
  const raw = readStorage(CONSENT_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue ?? (readLegacyNotice() ? legacyConsent : undefined);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readLegacyNotice(): boolean {
  return readStorage(LEGACY_NOTICE_KEY) === "accepted";
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the choice in this browser and records it on the server. The record is best
 * effort: a failed request must not bring the notice back, the choice still applies here.
 */
export function decideConsent(choice: ConsentChoice): void {
  const consent: StoredConsent = {
    choice,
    policyVersion: COOKIE_POLICY_VERSION,
    subjectId: readConsent()?.subjectId || crypto.randomUUID(),
    decidedAt: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage disabled: the choice holds for this page view only.
    cachedRaw = JSON.stringify(consent);
    cachedValue = consent;
  }
  for (const listener of listeners) listener();
  void request("/api/consents", {
    json: { subject_id: consent.subjectId, choice, policy_version: COOKIE_POLICY_VERSION },
  }).catch(() => undefined);
}
