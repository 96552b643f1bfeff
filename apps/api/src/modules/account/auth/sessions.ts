import type { LoginRequest } from "@fleetward/contracts/auth";
import type { SignInResponse } from "@fleetward/contracts/second-factors";
import type { SessionRow } from "./schema.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { findUserByEmail, findUserById } from "../users/service.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { findSessionByTokenHash, revokeSessionByTokenHash, touchSession } from "./repository.ts";
import {
  checkOwnPassword,
  recordSignInFailure,
  recordSignInSuccess,
  throttleSignIn,
} from "./throttle.ts";
import { hashToken, isWellFormedToken } from "../../../lib/tokens.ts";
import { sessionLifetimes, startSession } from "./session-open.ts";
import { secondFactorChallenge } from "./sign-in-factors.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { messages, type AuthDeps, type AuthenticatedSession } from "./common.ts";
import {
  cachedSession,
  sessionTags,
  type CachedSession,
  type SessionCaching,
} from "./session-cache.ts";

// Signing in and out: sessions, bearer tokens and the lock screen.

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
): Promise<SignInResponse> {
  const email = request.username.trim().toLowerCase();
  const user = await findUserByEmail(deps.orm, email);
  const attempt = { email, userId: user?.id ?? null, address: client.ip };
  await throttleSignIn(deps, attempt);

  const matches = await verifyPassword(request.password, user?.passwordHash ?? dummyPasswordHash);
  if (!user || !matches) {
    await recordSignInFailure(deps, attempt);
    throw new HttpError(401, messages.badCredentials);
  }
  const remember = request.remember === "true" || request.remember === "on";
  const secondStep = await secondFactorChallenge(deps, user, remember);
  if (secondStep) return secondStep;
  await recordSignInSuccess(deps, attempt);
  return startSession(deps, user, remember, client);
}

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^\s*bearer(?:\s+(.*?))?\s*$/i.exec(authorization ?? "");
  return match?.[1] || undefined;
}

/** What the session check needs: the database, the clock and, in the app, the cache. */
export type SessionCheckDeps = Pick<AuthDeps, "orm" | "clock"> & { caching?: SessionCaching };

/** Built only when needed: an Error captures a stack trace, too dear for every request. */
const sessionEnded = () =>
  new HttpError(401, messages.sessionEnded, {
    "www-authenticate": `${bearerChallenge["www-authenticate"]}, error="invalid_token"`,
  });

/**
 * The live session an Authorization header presents. 401 "No auth token found" without a
 * bearer token; 401 "Your session has ended…" for a malformed, unknown, revoked or expired one.
 * Answers from the cache when it can (ADR 0020), else from the database, and then caches it.
 * Slides the idle expiry, writing at most once a minute.
 */
export async function authenticate(
  deps: SessionCheckDeps,
  authorization: string | undefined,
): Promise<AuthenticatedSession> {
  const token = bearerToken(authorization);
  if (!token) throw new HttpError(401, messages.noToken, bearerChallenge);
  if (!isWellFormedToken(token)) throw sessionEnded();

  const tokenHash = hashToken(token);
  const now = deps.clock();
  const cached = await cachedSession(deps.caching, tokenHash);
  // An entry past its idle expiry may be behind another instance's touch: ask the database.
  const session = cached && isLive(cached, now) ? cached : await loadSession(deps, tokenHash, now);
  if (!session) {
    if (cached) deps.caching?.cache.delete(tokenHash);
    throw sessionEnded();
  }

  if (now.getTime() - session.lastSeenAt.getTime() >= touchInterval) {
    const lifetime = session.remember ? sessionLifetimes.remember : sessionLifetimes.standard;
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + lifetime.idle, session.expiresAt.getTime()),
    );
    await touchSession(deps.orm, session.id, now, idleExpiresAt);
    // The cached entry is this object: it slides too (a touch notifies no one, ADR 0020).
    session.lastSeenAt = now;
    session.idleExpiresAt = idleExpiresAt;
  }
  const { id, user, remember, expiresAt, signInMethod, ssoWorkspaceId } = session;
  return { id, user, remember, expiresAt, signInMethod, ssoWorkspaceId };
}

function isLive(session: Pick<SessionRow, "expiresAt" | "idleExpiresAt">, now: Date) {
  return session.expiresAt > now && session.idleExpiresAt > now;
}

async function loadSession(
  deps: SessionCheckDeps,
  tokenHash: string,
  now: Date,
): Promise<CachedSession | undefined> {
  // Read before the database: a change arriving after this makes `store` drop the answer.
  const version = deps.caching?.cache.version;
  const row = await findSessionByTokenHash(deps.orm, tokenHash);
  if (!row || row.revokedAt || !isLive(row, now)) return undefined;
  const user = await findUserById(deps.orm, row.userId);
  if (!user) return undefined;
  const { id, userId, remember, expiresAt, idleExpiresAt, lastSeenAt, signInMethod } = row;
  const { ssoWorkspaceId } = row;
  const session = {
    id,
    userId,
    remember,
    expiresAt,
    idleExpiresAt,
    lastSeenAt,
    signInMethod,
    ssoWorkspaceId,
    user,
  };
  if (deps.caching && version !== undefined) {
    deps.caching.cache.store(tokenHash, session, sessionTags(session), version);
  }
  return session;
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
  const { user } = session;
  await checkOwnPassword(deps, user, password, client, refusal);
  await recordSignInSuccess(deps, { email: user.email, userId: user.id, address: client.ip });
}
