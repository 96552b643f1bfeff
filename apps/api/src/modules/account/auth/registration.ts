import { randomUUID } from "node:crypto";
import type { CurrentUser, RegisterRequest } from "@fleetward/contracts/auth";
import type { LocaleCode } from "@fleetward/contracts/locale";
import { signupAttemptAlert } from "@fleetward/emails/alert-email";
import type { Orm } from "../../../db/client.ts";
import { addMs, hours } from "../../../lib/clock.ts";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  accountAlertMail,
  confirmationMail,
  describeClient,
  queueMail,
} from "../../platform/mail/service.ts";
import {
  findUserByEmail,
  insertUserIfAbsent,
  isUsernameTaken,
  mailLocale,
  markEmailConfirmed,
  recipientName,
  toCurrentUser,
  updatePasswordHash,
  type UserRow,
} from "../users/service.ts";
import { deleteAllFactors } from "./factors-repository.ts";
import { generatePassword, hashPassword } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
import { consumeEmailToken, insertEmailToken, revokeUserSessions } from "./repository.ts";
import { generateToken, hashToken, isWellFormedToken } from "../../../lib/tokens.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { messages, type AuthDeps } from "./common.ts";

// Registration: creating an account and confirming its address.

const confirmationLifetime = hours(48);

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

/**
 * An unconfirmed account that a company's identity provider now vouches for (ADR 0055): whoever
 * registered it never proved the address, so its password, sessions and second factors go
 * and the address counts as confirmed. Closes the pre-hijack in which someone registers a
 * colleague's address first and waits for the company sign-in to make it a member.
 */
export async function claimUnconfirmedAccount(tx: Orm, user: UserRow, now: Date) {
  if (user.emailConfirmedAt) return user;
  await updatePasswordHash(tx, user.id, await hashPassword(generatePassword()));
  await revokeUserSessions(tx, user.id, now);
  await deleteAllFactors(tx, user.id);
  await markEmailConfirmed(tx, user.id, now);
  return { ...user, emailConfirmedAt: now };
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
