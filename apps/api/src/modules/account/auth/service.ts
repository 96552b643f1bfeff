import { randomUUID } from "node:crypto";
import type {
  CurrentUser,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
} from "@fleetward/contracts/auth";
import { passwordChangedAlert, signupAttemptAlert } from "@fleetward/emails/alert-email";
import type { LocaleCode } from "@fleetward/contracts/locale";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import type { SessionRow, UserRow } from "../../../db/schema.ts";
import { addMs, days, hours, type Clock, type Sleep } from "../../../lib/clock.ts";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { queueMail } from "../../platform/mail/service.ts";
import {
  accountAlertMail,
  confirmationMail,
  describeClient,
  formatMoment,
  passwordResetMail,
} from "../../platform/mail/templates.ts";
import {
  findUserByEmail,
  findUserById,
  insertUserIfAbsent,
  isUsernameTaken,
  markEmailConfirmed,
  updatePasswordHash,
} from "../users/repository.ts";
import { mailLocale, recipientName, toCurrentUser } from "../users/service.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
import {
  clearThrottleEvents,
  consumeEmailToken,
  countThrottleEvents,
  findSessionByTokenHash,
  findUsableEmailToken,
  insertEmailToken,
  insertSession,
  recordThrottleEvents,
  retireEmailTokens,
  revokeSessionByTokenHash,
  revokeUserSessions,
  touchSession,
} from "./repository.ts";
import { recordSignInFailure, spendFromLimit, throttleSignIn } from "./throttle.ts";
import { generateToken, hashToken, isWellFormedToken } from "./tokens.ts";

/** Single-use link tokens, for other modules' links (workspace invitations). */
export { generateToken, hashToken, isWellFormedToken };
/** Database-kept limits for other modules (invitation e-mails per workspace). */
export { spendFromLimit };

/** What the account rules need from the app; routes build it from the Fastify instance. */
export type AuthDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  sleep: Sleep;
  /** Origin of the links in e-mails. */
  publicUrl: string;
};

/**
 * Who is asking: recorded on sessions, shown in reset e-mails, keyed for throttling. The
 * Accept-Language header picks the language of a new account that states none.
 */
export type ClientInfo = {
  ip: string;
  userAgent: string | undefined;
  acceptLanguage?: string | undefined;
};

export type AuthenticatedSession = {
  id: string;
  user: UserRow;
  remember: boolean;
  expiresAt: Date;
};

export const messages = {
  usernameTaken: "That username is taken",
  addressTaken: "An account with this e-mail address exists; sign in to continue",
  badCredentials: "Incorrect e-mail or password",
  noToken: "No auth token found",
  sessionEnded: "Your session has ended. Please sign in again.",
  badConfirmation: "This confirmation link is invalid or has expired",
  badReset: "This reset link is invalid or has expired",
  wrongPassword: "Incorrect password",
  wrongCurrentPassword: "current_password: The current password is not correct",
} as const;

const confirmationLifetime = hours(48);
const resetLifetime = hours(1);
/** Reset e-mails to one address per hour; more requests are answered the same and dropped. */
const resetEmailsPerHour = 3;

/** Absolute lifetime, and how long the session survives without a request. */
const sessionLifetimes = {
  standard: { absolute: hours(12), idle: hours(2) },
  remember: { absolute: days(30), idle: days(7) },
};
/** last_seen_at is written at most this often, to spare a write on every request. */
const touchInterval = 60_000;

const bearerChallenge = { "www-authenticate": 'Bearer realm="fleetward"' };

// Registration

/**
 * Creates an account and sends the confirmation e-mail. An address that already has an
 * account gets the same answer (a made-up user) and its owner an e-mail instead, so the
 * form cannot be used to find out who has an account. The account's e-mails are in the
 * language the request states, else the best match of Accept-Language, else English.
 */
export async function register(
  deps: AuthDeps,
  request: RegisterRequest,
  client: ClientInfo,
): Promise<CurrentUser> {
  const { username, email, password } = request;
  const problem = passwordProblem(password, { username, email });
  if (problem) throw new HttpError(422, `password: ${problem}`);

  // Every outcome pays for one hash, so timing does not tell a new address from a known one.
  const passwordHash = await hashPassword(password);
  if (await isUsernameTaken(deps.orm, username)) throw new HttpError(409, messages.usernameTaken);

  const now = deps.clock();
  const owner = await findUserByEmail(deps.orm, email);
  if (owner) return answerForTakenAddress(deps, owner, request, now, client);

  const locale = request.locale ?? localeFromAcceptLanguage(client.acceptLanguage) ?? "en";
  const token = generateToken();
  const created = await deps.orm.transaction(async (tx) => {
    const user = await insertUserIfAbsent(tx, {
      username,
      email,
      passwordHash,
      role: "customer",
      locale,
      createdAt: now,
    });
    if (!user) return undefined;
    await insertEmailToken(tx, {
      userId: user.id,
      purpose: "confirm_email",
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: addMs(now, confirmationLifetime),
    });
    const confirmUrl = `${deps.publicUrl}/auth-signup-success?confirm=${token}`;
    const mail = confirmationMail({
      recipientName: recipientName(user),
      confirmUrl,
      expiresInHours: confirmationLifetime / hours(1),
      locale: mailLocale(user),
    });
    await queueMail(tx, deps.jobs, { ...mail, to: user.email }, now);
    return user;
  });
  if (created) return toCurrentUser(created);

  // Lost a race with a concurrent sign-up for the same username or address.
  if (await isUsernameTaken(deps.orm, username)) throw new HttpError(409, messages.usernameTaken);
  const winner = await findUserByEmail(deps.orm, email);
  if (winner) return answerForTakenAddress(deps, winner, request, now, client);
  throw new Error("sign-up conflicted on neither the username nor the e-mail address");
}

async function answerForTakenAddress(
  deps: AuthDeps,
  owner: UserRow,
  request: RegisterRequest,
  now: Date,
  client: ClientInfo,
): Promise<CurrentUser> {
  // In the owner's language, not the one of whoever tried.
  const locale = mailLocale(owner);
  const mail = accountAlertMail(
    signupAttemptAlert({
      recipientName: recipientName(owner),
      at: now,
      client: describeClient(client.userAgent, client.ip, locale),
      signInUrl: `${deps.publicUrl}/login`,
      locale,
    }),
  );
  await deps.orm.transaction(async (tx) => {
    await queueMail(tx, deps.jobs, { ...mail, to: owner.email }, now);
  });
  // Exactly the shape a new account gets; the id belongs to no one.
  return {
    id: randomUUID(),
    username: request.username,
    email: request.email,
    role: { role_name: "customer" },
    first_name: null,
    last_name: null,
    email_confirmed: false,
    created_at: now.toISOString(),
  };
}

/** The hash of a new password that meets the policy; 422 naming `password` otherwise. */
export async function hashNewPassword(
  password: string,
  who: { username: string; email: string },
): Promise<string> {
  const problem = passwordProblem(password, who);
  if (problem) throw new HttpError(422, `password: ${problem}`);
  return hashPassword(password);
}

/**
 * Creates an account whose address a link sent to it has already proven (an invitation):
 * confirmed at once, so no confirmation e-mail. Run it inside the transaction that uses the
 * link up. 409 when the username or the address is taken.
 */
export async function createConfirmedAccount(
  tx: Orm,
  account: { username: string; email: string; passwordHash: string; locale: LocaleCode },
  now: Date,
): Promise<UserRow> {
  const user = await insertUserIfAbsent(tx, {
    ...account,
    role: "customer",
    createdAt: now,
    emailConfirmedAt: now,
  });
  if (user) return user;
  const usernameTaken = await isUsernameTaken(tx, account.username);
  throw new HttpError(409, usernameTaken ? messages.usernameTaken : messages.addressTaken);
}

/** Uses up a confirmation link. Answers the same for unknown, used and expired links. */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<void> {
  const invalid = new HttpError(400, messages.badConfirmation);
  if (!isWellFormedToken(token)) throw invalid;
  const now = deps.clock();
  const confirmed = await deps.orm.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, "confirm_email", hashToken(token), now);
    if (!used) return false;
    await markEmailConfirmed(tx, used.userId, now);
    return true;
  });
  if (!confirmed) throw invalid;
}

// Signing in and out

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

  const found = await findSessionByTokenHash(deps.orm, hashToken(token));
  const now = deps.clock();
  if (!found) throw ended;
  const { session, user } = found;
  if (session.revokedAt || session.expiresAt <= now || session.idleExpiresAt <= now) throw ended;

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
  const { email } = session.user;
  await throttleSignIn(deps, email, client.ip);
  if (!(await verifyPassword(password, session.user.passwordHash))) {
    await recordSignInFailure(deps, email, client.ip);
    throw new HttpError(401, messages.wrongPassword);
  }
  await clearThrottleEvents(deps.orm, "login_account", email);
}

// Passwords

/**
 * Sends a reset link when the address has an account. The caller answers 202 either way;
 * more than a few requests an hour for one address are dropped silently.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  client: ClientInfo,
): Promise<void> {
  const now = deps.clock();
  const recent = await countThrottleEvents(deps.orm, "reset_email", email, addMs(now, -hours(1)));
  await recordThrottleEvents(deps.orm, [{ bucket: "reset_email", key: email }], now);
  if (recent >= resetEmailsPerHour) return;

  const user = await findUserByEmail(deps.orm, email);
  if (!user) return;
  const token = generateToken();
  await deps.orm.transaction(async (tx) => {
    await insertEmailToken(tx, {
      userId: user.id,
      purpose: "password_reset",
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: addMs(now, resetLifetime),
    });
    const locale = mailLocale(user);
    const mail = passwordResetMail({
      recipientName: recipientName(user),
      resetUrl: `${deps.publicUrl}/auth-re-password?token=${token}`,
      expiresInMinutes: resetLifetime / 60_000,
      requestedAt: formatMoment(now, locale),
      requestedFrom: describeClient(client.userAgent, client.ip, locale),
      locale,
    });
    await queueMail(tx, deps.jobs, { ...mail, to: user.email }, now);
  });
}

/**
 * Sets a new password with a reset link: uses the link up, signs out every session of the
 * user and tells them by e-mail — all in one transaction. Following the link also proves
 * the address, so it counts as confirmed.
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  request: { token: string; password: string },
): Promise<void> {
  const invalid = new HttpError(400, messages.badReset);
  if (!isWellFormedToken(request.token)) throw invalid;
  const tokenHash = hashToken(request.token);
  const pending = await findUsableEmailToken(deps.orm, "password_reset", tokenHash, deps.clock());
  const user = pending && (await findUserById(deps.orm, pending.userId));
  if (!user) throw invalid;

  const problem = passwordProblem(request.password, user);
  if (problem) throw new HttpError(422, `password: ${problem}`);
  const passwordHash = await hashPassword(request.password);

  const now = deps.clock();
  const changed = await deps.orm.transaction(async (tx) => {
    if (!(await consumeEmailToken(tx, "password_reset", tokenHash, now))) return false;
    await updatePasswordHash(tx, user.id, passwordHash);
    await retireEmailTokens(tx, user.id, "password_reset", now);
    await markEmailConfirmed(tx, user.id, now);
    await revokeUserSessions(tx, user.id, now);
    await queuePasswordChangedMail(tx, deps, user, now, "all");
    return true;
  });
  if (!changed) throw invalid;
  // The owner proved control of the address: let them sign in right away.
  await clearThrottleEvents(deps.orm, "login_account", user.email);
}

/** Changes the password of the signed-in user; their other sessions end. */
export async function changePassword(
  deps: AuthDeps,
  session: AuthenticatedSession,
  request: { current_password: string; new_password: string },
  client: ClientInfo,
): Promise<void> {
  const { user } = session;
  await throttleSignIn(deps, user.email, client.ip);
  if (!(await verifyPassword(request.current_password, user.passwordHash))) {
    await recordSignInFailure(deps, user.email, client.ip);
    throw new HttpError(422, messages.wrongCurrentPassword);
  }
  const problem = passwordProblem(request.new_password, user);
  if (problem) throw new HttpError(422, `new_password: ${problem}`);
  const passwordHash = await hashPassword(request.new_password);

  const now = deps.clock();
  await deps.orm.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, now, session.id);
    await queuePasswordChangedMail(tx, deps, user, now, "others");
  });
  await clearThrottleEvents(deps.orm, "login_account", user.email);
}

async function queuePasswordChangedMail(
  tx: Orm,
  deps: AuthDeps,
  user: UserRow,
  now: Date,
  /** Which sessions ended: all of them (a reset), or all but the current one (a change). */
  signedOut: "all" | "others",
) {
  const mail = accountAlertMail(
    passwordChangedAlert({
      recipientName: recipientName(user),
      at: now,
      signedOut,
      resetUrl: `${deps.publicUrl}/auth-re-password`,
      locale: mailLocale(user),
    }),
  );
  await queueMail(tx, deps.jobs, { ...mail, to: user.email }, now);
}
