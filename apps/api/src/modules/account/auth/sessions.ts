import type { LoginRequest, LoginResponse } from "@fleetward/contracts/auth";
import type { SessionRow } from "./schema.ts";
import { addMs, days, hours } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { findUserByEmail, findUserById, type UserRow } from "../users/service.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import {
  clearThrottleEvents,
  findSessionByTokenHash,
  insertSession,
  revokeSessionByTokenHash,
  touchSession,
} from "./repository.ts";
import { checkOwnPassword, recordSignInFailure, throttleSignIn } from "./throttle.ts";
import { generateToken, hashToken, isWellFormedToken } from "../../../lib/tokens.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { messages, type AuthDeps, type AuthenticatedSession } from "./common.ts";

// Signing in and out: sessions, bearer tokens and the lock screen.

/** Absolute lifetime, and how long the session survives without a request. */
const sessionLifetimes = {
  standard: { absolute: hours(12), idle: hours(2) },
  remember: { absolute: days(30), idle: days(7) },
};
/** last_seen_at is written at most this often, to spare a write on every request. */
const touchInterval = 60_000;

const bearerChallenge = { "www-authenticate": 'Bearer realm="fleetward"' };

/**
 * Checks the e-mail and password and opens a session. Unknown e-mail and wrong password
 * take the same path — the same queries, one argon2 verification, the same answer. An
 * unconfirmed address may sign in; the account pages remind the user to confirm it.
 */
export async function login(
  deps: AuthDeps,
  request: LoginRequest,
  client: ClientInfo,
): Promise<LoginResponse> {
  const email = request.username.trim().toLowerCase();
  await throttleSignIn(deps, email, client.ip);

  const user = await findUserByEmail(deps.orm, email);
  const matches = await verifyPassword(request.password, user?.passwordHash ?? dummyPasswordHash);
  if (!user || !matches) {
    await recordSignInFailure(deps, email, client.ip);
    throw new HttpError(401, messages.badCredentials);
  }
  await clearThrottleEvents(deps.orm, "login_account", email);

  const remember = request.remember === "true" || request.remember === "on";
  return startSession(deps, user, remember, client);
}

/** Opens a session for `user` and answers as sign-in does. */
export async function startSession(
  deps: Pick<AuthDeps, "orm" | "clock">,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
): Promise<LoginResponse> {
  const { token, session } = await openSession(deps, user, remember, client);
  return {
    access_token: token,
    token_type: "bearer",
    role: user.role,
    expires_at: session.expiresAt.toISOString(),
  };
}

async function openSession(
  deps: Pick<AuthDeps, "orm" | "clock">,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
): Promise<{ token: string; session: SessionRow }> {
  const now = deps.clock();
  const lifetime = remember ? sessionLifetimes.remember : sessionLifetimes.standard;
  const token = generateToken();
  const session = await insertSession(deps.orm, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: addMs(now, lifetime.idle),
    expiresAt: addMs(now, lifetime.absolute),
    remember,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
  });
  return { token, session };
}

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^\s*bearer(?:\s+(.*?))?\s*$/i.exec(authorization ?? "");
  return match?.[1] || undefined;
}

/**
 * The live session an Authorization header presents. 401 "No auth token found" without a
 * bearer token; 401 "Your session has ended…" for a malformed, unknown, revoked or expired one.
 * Slides the idle expiry, writing at most once a minute.
 */
export async function authenticate(
  deps: Pick<AuthDeps, "orm" | "clock">,
  authorization: string | undefined,
): Promise<AuthenticatedSession> {
  const token = bearerToken(authorization);
  if (!token) throw new HttpError(401, messages.noToken, bearerChallenge);
  const ended = new HttpError(401, messages.sessionEnded, {
    "www-authenticate": `${bearerChallenge["www-authenticate"]}, error="invalid_token"`,
  });
  if (!isWellFormedToken(token)) throw ended;

  const session = await findSessionByTokenHash(deps.orm, hashToken(token));
  const now = deps.clock();
  if (!session || session.revokedAt || session.expiresAt <= now || session.idleExpiresAt <= now) {
    throw ended;
  }
  const user = await findUserById(deps.orm, session.userId);
  if (!user) throw ended;

  if (now.getTime() - session.lastSeenAt.getTime() >= touchInterval) {
    const lifetime = session.remember ? sessionLifetimes.remember : sessionLifetimes.standard;
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + lifetime.idle, session.expiresAt.getTime()),
    );
    await touchSession(deps.orm, session.id, now, idleExpiresAt);
  }
  return { id: session.id, user, remember: session.remember, expiresAt: session.expiresAt };
}

/** Revokes the presented token, if it is one; logging out never fails. */
export async function logout(deps: AuthDeps, authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (!token || !isWellFormedToken(token)) return;
  await revokeSessionByTokenHash(deps.orm, hashToken(token), deps.clock());
}

/** The lock screen: the session stays, only its user's password reopens it. Throttled like login. */
export async function unlock(
  deps: AuthDeps,
  session: AuthenticatedSession,
  password: string,
  client: ClientInfo,
): Promise<void> {
  const refusal = new HttpError(401, messages.wrongPassword);
  await checkOwnPassword(deps, session.user, password, client, refusal);
  await clearThrottleEvents(deps.orm, "login_account", session.user.email);
}
