import type { Orm } from "../../../db/client.ts";
import { addMs, days, minutes, type Clock, type Sleep } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { verifyPassword } from "./password.ts";
import {
  clearThrottleEvents,
  hasSignedInFrom,
  pruneThrottleEvents,
  recordThrottleEvents,
  throttleEventTimes,
  type ThrottleBucket,
} from "./repository.ts";

/**
 * Sign-in throttling (docs/decisions/0007, 0035). Failures are rows in the database, so every
 * instance counts the same. Within a sliding 15-minute window:
 * - from the third failure for an account, each attempt waits a little longer (at most 2 s),
 *   before the password is checked;
 * - 10 failures for one account from one address, or 30 from one address in all, refuse that
 *   address's further attempts with 429 until enough failures have left the window;
 * - 100 failures for one account from everywhere refuse addresses the user has not signed in
 *   from in the last 30 days: a crowd of addresses cannot guess on, the owner still gets in.
 * Nobody else's failures can refuse the owner's right password at their usual address: an
 * attacker slows it down, never locks it out. Refused attempts are not counted.
 */
export const signInWindow = minutes(15);
/** Failures for one account from one address (Fleet's fix after its 2022 test: 10). */
export const pairFailureLimit = 10;
export const addressFailureLimit = 30;
/** Failures for one account from every address, before unknown addresses are refused. */
export const accountFailureLimit = 100;
/** How recent a session from an address must be for the address to count as the owner's. */
export const knownAddressAge = days(30);
const maxDelayMs = 2_000;

type ThrottleDeps = { orm: Orm; clock: Clock; sleep: Sleep };

/** Who tries to sign in as whom; `userId` is null for an address without an account. */
export type SignInAttempt = { email: string; userId: string | null; address: string };

/** The key of one account's failures from one address. */
const pairKey = (attempt: SignInAttempt) => `${attempt.email} ${attempt.address}`;

/** Throws 429 while this address may not try this account; otherwise waits the growing delay. */
export async function throttleSignIn(deps: ThrottleDeps, attempt: SignInAttempt): Promise<void> {
  const now = deps.clock();
  const since = addMs(now, -signInWindow);
  const accountFailures = await throttleEventTimes(deps.orm, "login_account", attempt.email, since);
  const addressFailures = await throttleEventTimes(deps.orm, "login_ip", attempt.address, since);
  const pairFailures = await throttleEventTimes(deps.orm, "login_pair", pairKey(attempt), since);

  let blockedUntil = Math.max(
    blockEnd(pairFailures, pairFailureLimit),
    blockEnd(addressFailures, addressFailureLimit),
  );
  const crowdBlockEnd = blockEnd(accountFailures, accountFailureLimit);
  // Only under a crowd's attack: is this an address the owner signed in from?
  if (crowdBlockEnd > now.getTime() && !(await isKnownAddress(deps, attempt, now))) {
    blockedUntil = Math.max(blockedUntil, crowdBlockEnd);
  }
  if (blockedUntil > now.getTime()) {
    const seconds = Math.ceil((blockedUntil - now.getTime()) / 1000);
    const minutesLeft = Math.max(1, Math.ceil(seconds / 60));
    throw new HttpError(
      429,
      `Too many sign-in attempts. Try again in ${minutesLeft} ${minutesLeft === 1 ? "minute" : "minutes"}.`,
      { "retry-after": String(seconds) },
    );
  }
  await deps.sleep(signInDelayMs(accountFailures.length, addressFailures.length));
}

/** The same query for an unknown e-mail, so its answer takes as long. */
async function isKnownAddress(deps: ThrottleDeps, attempt: SignInAttempt, now: Date) {
  const userId = attempt.userId ?? "00000000-0000-0000-0000-000000000000";
  return hasSignedInFrom(deps.orm, userId, attempt.address, addMs(now, -knownAddressAge));
}

/** 0 for the first two attempts, then 0.5 s, 1 s, 1.5 s…; an address's many failures add up to 2 s too. */
export function signInDelayMs(accountFailures: number, addressFailures: number): number {
  const forAccount = accountFailures >= 2 ? 500 * (accountFailures - 1) : 0;
  const forAddress = addressFailures >= 10 ? 100 * (addressFailures - 9) : 0;
  return Math.min(maxDelayMs, Math.max(forAccount, forAddress));
}

/** When the count falls below the limit again: the deciding failure leaves the window. */
function blockEnd(failures: readonly Date[], limit: number): number {
  if (failures.length < limit) return 0;
  const deciding = failures[failures.length - limit];
  return deciding ? deciding.getTime() + signInWindow : 0;
}

export async function recordSignInFailure(
  deps: ThrottleDeps,
  attempt: SignInAttempt,
): Promise<void> {
  const now = deps.clock();
  const events: { bucket: ThrottleBucket; key: string }[] = [
    { bucket: "login_account", key: attempt.email },
    { bucket: "login_ip", key: attempt.address },
    { bucket: "login_pair", key: pairKey(attempt) },
  ];
  await recordThrottleEvents(deps.orm, events, now);
  // Reset requests count per hour: keep that long, drop the rest.
  await pruneThrottleEvents(deps.orm, addMs(now, -minutes(60)));
}

/**
 * The right password from this address: its own failures for the account start again from
 * zero. The account's count from everywhere stays until it leaves the window, so the owner
 * signing in does not hand a crowd of guessers a fresh allowance.
 */
export async function recordSignInSuccess(deps: ThrottleDeps, attempt: SignInAttempt) {
  await clearThrottleEvents(deps.orm, "login_pair", pairKey(attempt));
}

/**
 * Confirms a signed-in user's own password the way sign-in does: throttled, and a wrong one
 * counts as a failed sign-in and is answered with `refusal`.
 */
export async function checkOwnPassword(
  deps: ThrottleDeps,
  user: { id: string; email: string; passwordHash: string },
  password: string,
  client: ClientInfo,
  refusal: HttpError,
): Promise<void> {
  const attempt = { email: user.email, userId: user.id, address: client.ip };
  await throttleSignIn(deps, attempt);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordSignInFailure(deps, attempt);
    throw refusal;
  }
}

/**
 * A limit kept in the database, so every instance counts the same: records one event for `key`
 * and answers 429 (recording nothing) when `max` are already in the sliding window.
 */
export async function spendFromLimit(
  orm: Orm,
  event: { bucket: ThrottleBucket; key: string },
  limit: { max: number; windowMs: number; detail: string },
  now: Date,
): Promise<void> {
  const recent = await throttleEventTimes(
    orm,
    event.bucket,
    event.key,
    addMs(now, -limit.windowMs),
  );
  if (recent.length >= limit.max) {
    const deciding = recent[recent.length - limit.max] as Date;
    const retryAfter = Math.max(
      1,
      Math.ceil((deciding.getTime() + limit.windowMs - now.getTime()) / 1000),
    );
    throw new HttpError(429, limit.detail, { "retry-after": String(retryAfter) });
  }
  await recordThrottleEvents(orm, [event], now);
}
