import { passwordChangedAlert } from "@fleetward/emails/alert-email";
import type { Orm } from "../../../db/client.ts";
import { addMs, hours } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  accountAlertMail,
  describeClient,
  formatMoment,
  passwordResetMail,
  queueMail,
} from "../../platform/mail/service.ts";
import {
  findUserByEmail,
  findUserById,
  mailLocale,
  markEmailConfirmed,
  recipientName,
  updatePasswordHash,
  type UserRow,
} from "../users/service.ts";
import { hashPassword } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
import {
  clearAccountSignInFailures,
  consumeEmailToken,
  countThrottleEvents,
  findUsableEmailToken,
  insertEmailToken,
  recordThrottleEvents,
  retireEmailTokens,
  revokeUserSessions,
} from "./repository.ts";
import { checkOwnPassword } from "./throttle.ts";
import { generateToken, hashToken, isWellFormedToken } from "../../../lib/tokens.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { messages, type AuthDeps, type AuthenticatedSession } from "./common.ts";

// Passwords: the reset link and changing the password while signed in.

const resetLifetime = hours(1);
/** Reset e-mails to one address per hour; more requests are answered the same and dropped. */
const resetEmailsPerHour = 3;

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
  // The owner proved control of the address: let them sign in right away, from anywhere.
  await clearAccountSignInFailures(deps.orm, user.email);
}

/** Changes the password of the signed-in user; their other sessions end. */
export async function changePassword(
  deps: AuthDeps,
  session: AuthenticatedSession,
  request: { current_password: string; new_password: string },
  client: ClientInfo,
): Promise<void> {
  const { user } = session;
  const refusal = new HttpError(422, messages.wrongCurrentPassword);
  await checkOwnPassword(deps, user, request.current_password, client, refusal);
  const problem = passwordProblem(request.new_password, user);
  if (problem) throw new HttpError(422, `new_password: ${problem}`);
  const passwordHash = await hashPassword(request.new_password);

  const now = deps.clock();
  await deps.orm.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, now, session.id);
    await queuePasswordChangedMail(tx, deps, user, now, "others");
  });
  // Guesses at the old password are moot now.
  await clearAccountSignInFailures(deps.orm, user.email);
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
