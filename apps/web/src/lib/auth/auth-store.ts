import type { CurrentUser, LoginResponse, RoleName } from "@fleetward/contracts/auth";
import type {
  PasskeySignInOptions,
  SecondFactorChallenge,
  SecondFactorRequest,
  SignInResponse,
} from "@fleetward/contracts/second-factors";
import { useSyncExternalStore } from "react";
import { readStoredToken, removeStoredToken, storeToken } from "../auth-token.ts";
import { request } from "../http/http-client.ts";
import { answerWithPasskey } from "./passkeys.ts";

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
): Promise<CurrentUser | SecondFactorChallenge> {
  const answer = await request<SignInResponse>("/api/customer/auth/login", {
    form: { username: email, password, remember: remember ? "true" : "false" },
  });
  // The account has a second factor: no session yet, the login page asks for it (ADR 0053).
  return "second_factor_required" in answer ? answer : adoptSession(answer);
}

/** The sign-in step after the password: a code, a recovery code or a passkey's answer. */
export async function completeSecondFactor(answer: SecondFactorRequest): Promise<CurrentUser> {
  return adoptSession(
    await request<LoginResponse>("/api/customer/auth/second-factor", {
      method: "POST",
      json: answer,
    }),
  );
}

/** Signing in with a passkey alone: a challenge, the passkey's answer, then the session. */
export async function signInWithPasskey(remember: boolean): Promise<CurrentUser> {
  const { token, options } = await request<PasskeySignInOptions>(
    "/api/customer/auth/passkey/options",
    { method: "POST" },
  );
  const passkey = await answerWithPasskey(options);
  return adoptSession(
    await request<LoginResponse>("/api/customer/auth/passkey", {
      method: "POST",
      json: { token, passkey, remember },
    }),
  );
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
