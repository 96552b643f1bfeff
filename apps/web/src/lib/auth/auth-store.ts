import type { CurrentUser, LoginResponse, RoleName } from "@fleetward/contracts/auth";
import { useSyncExternalStore } from "react";
import { readStoredToken, removeStoredToken, storeToken } from "../auth-token.ts";
import { request } from "../http/http-client.ts";

/**
 * The auth session of spec §3: the token is persisted (localStorage `token`); role, e-mail,
 * username and user live in memory and are reloaded from the token at start.
 */
export type AuthSession = {
  token: string | null;
  role: RoleName | null;
  email: string | null;
  username: string | null;
  user: CurrentUser | null;
};

const signedOut: AuthSession = { token: null, role: null, email: null, username: null, user: null };

let session: AuthSession = { ...signedOut, token: readStoredToken() };
const listeners = new Set<() => void>();

function publish(next: AuthSession): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getAuthSession(): AuthSession {
  return session;
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: AuthSession = signedOut;

export function useAuthSession(): AuthSession {
  return useSyncExternalStore(subscribeToAuth, getAuthSession, () => serverSnapshot);
}

/** Spec §7/§8: without a token the call is not even attempted. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  if (!session.token) throw new Error("No auth token found");
  try {
    const user = await request<CurrentUser>("/api/user/me/details");
    publish({
      ...session,
      user,
      role: user.role.role_name,
      email: user.email,
      username: user.username,
    });
    return user;
  } catch (error) {
    console.error("Loading the current user failed", error); // spec §8: logged and rethrown
    throw error;
  }
}

/** Spec §4: store token and role, then load the current user. */
export async function signIn(
  email: string,
  password: string,
  remember: boolean,
): Promise<CurrentUser> {
  const answer = await request<LoginResponse>("/api/customer/auth/login", {
    form: { username: email, password, remember: remember ? "true" : "false" },
  });
  return adoptSession(answer);
}

/** Keeps a session the API opened (sign-in, accepting an invitation), then loads the user. */
export async function adoptSession(answer: LoginResponse): Promise<CurrentUser> {
  storeToken(answer.access_token);
  publish({ ...signedOut, token: answer.access_token, role: answer.role });
  return loadCurrentUser();
}

/** Forget the session on this device: token, role, e-mail and user, and the stored token. */
export function clearSession(): void {
  removeStoredToken();
  publish({ ...signedOut });
}

/** Spec §4: the logout call is attempted and its failure ignored; the session is cleared either way. */
export async function signOut(): Promise<void> {
  if (session.token) {
    await request("/api/customer/auth/logout", { method: "POST" }).catch(() => undefined);
  }
  clearSession();
}
