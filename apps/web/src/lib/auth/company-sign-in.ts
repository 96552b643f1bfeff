import type { LoginResponse } from "@fleetward/contracts/auth";
import type { CurrentUser } from "@fleetward/contracts/auth";
import {
  ssoBindingStorageKey,
  ssoErrorCodes,
  ssoFragment,
  type SsoErrorCode,
} from "@fleetward/contracts/workspace-sso";
import { request } from "../http/http-client.ts";
import { adoptSession } from "./auth-store.ts";

/*
 * The browser's half of a company sign-in (ADR 0055). Starting keeps a random binding in this
 * tab's sessionStorage and sends only its hash; the provider brings the browser back to the
 * workspace with a one-time code in the fragment, exchanged here with the binding itself. A
 * code without this tab's binding opens nothing.
 */

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return base64url(new Uint8Array(digest));
}

/** Asks the workspace where its provider signs in, and goes there. */
export async function startCompanySignIn(): Promise<void> {
  const binding = base64url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(ssoBindingStorageKey, binding);
  const { url } = await request<{ url: string }>("/api/sso/start", {
    method: "POST",
    json: { binding_hash: await sha256(binding) },
  });
  window.location.assign(url);
}

/** What the fragment brought back from the provider: a code, an error, or nothing. */
export type CompanySignInReturn =
  { kind: "code"; code: string } | { kind: "error"; error: SsoErrorCode } | null;

/** What the provider's return left in the fragment (reads only: see clearCompanySignInReturn). */
export function readCompanySignInReturn(): CompanySignInReturn {
  const fields = new URLSearchParams(window.location.hash.slice(1));
  const code = fields.get(ssoFragment.code);
  const error = fields.get(ssoFragment.error);
  if (code) return { kind: "code", code };
  if (!error) return null;
  const known = (ssoErrorCodes as readonly string[]).includes(error);
  return { kind: "error", error: known ? (error as SsoErrorCode) : "provider" };
}

/** Removes the return from the address bar: a reload or a copied link must not replay it. */
export function clearCompanySignInReturn(): void {
  history.replaceState(history.state, "", window.location.pathname + window.location.search);
}

/** Exchanges the code with this tab's binding for a session, kept as any sign-in's. */
export async function finishCompanySignIn(code: string): Promise<CurrentUser> {
  const binding = sessionStorage.getItem(ssoBindingStorageKey) ?? "";
  sessionStorage.removeItem(ssoBindingStorageKey);
  const answer = await request<LoginResponse>("/api/sso/exchange", {
    method: "POST",
    json: { code, binding: binding || "none" },
  });
  return adoptSession(answer);
}

/** Does this workspace offer a company sign-in? */
export async function companySignInAvailable(): Promise<boolean> {
  const { available } = await request<{ available: boolean }>("/api/sso/availability");
  return available;
}

/** The workspace sign-in page for an e-mail's company, or null when its domain has none. */
export async function companySignInFor(email: string): Promise<string | null> {
  const { sign_in_url } = await request<{ sign_in_url: string | null }>("/api/sso/discover", {
    method: "POST",
    json: { email },
  });
  return sign_in_url;
}
