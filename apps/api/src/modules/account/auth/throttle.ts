import type { Orm } from "../../../db/client.ts";
import { addMs, minutes, type Clock, type Sleep } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { verifyPassword } from "./password.ts";
import {
  pruneThrottleEvents,
  recordThrottleEvents,
  throttleEventTimes,
  type ThrottleBucket,
} from "./repository.ts";

/**
 * Sign-in throttling (docs/decisions/0007). Failures are rows in the database, so every
 * instance counts the same. Within a sliding 15-minute window:
 * - from the third failure on, each attempt waits a little longer (at most 2 s);
 * - 5 failures for one account, or 30 from one client address, refuse further attempts
 *   with 429 until enough failures have left the window — never more than 15 minutes;
 * - attempts refused that way are not counted, and a success clears the account's count,
 *   so an attacker cannot keep a real user locked out.
 */
export const signInWindow = minutes(15);
export const accountFailureLimit = 5;
export const addressFailureLimit = 30;
const maxDelayMs = 2_000;

type ThrottleDeps = { orm: Orm; clock: Clock; sleep: Sleep };

/** Throws 429 while the account or address is blocked; otherwise waits the growing delay. */
export async function throttleSignIn(
  deps: ThrottleDeps,
  accountKey: string,
  address: string,
): Promise<void> {
  const now = deps.clock();
  const since = addMs(now, -signInWindow);
  const accountFailures = await throttleEventTimes(deps.orm, "login_account", accountKey, since);
  const addressFailures = await throttleEventTimes(deps.orm, "login_ip", address, since);

  const blockedUntil = Math.max(
    blockEnd(accountFailures, accountFailureLimit),
    blockEnd(addressFailures, addressFailureLimit),
  );
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
  accountKey: string,
  address: string,
): Promise<void> {
  const now = deps.clock();
  const events: { bucket: ThrottleBucket; key: string }[] = [
    { bucket: "login_account", key: accountKey },
    { bucket: "login_ip", key: address },
  ];
  await recordThrottleEvents(deps.orm, events, now);
  // Reset requests count per hour: keep that long, drop the rest.
  await pruneThrottleEvents(deps.orm, addMs(now, -minutes(60)));
}

/**
 * Confirms a signed-in user's own password the way sign-in does: throttled, and a wrong one
 * counts as a failed sign-in and is answered with `refusal`.
 */
export async function checkOwnPassword(
  deps: ThrottleDeps,
  user: { email: string; passwordHash: string },
  password: string,
  client: ClientInfo,
  refusal: HttpError,
): Promise<void> {
  await throttleSignIn(deps, user.email, client.ip);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordSignInFailure(deps, user.email, client.ip);
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
    const retryAfter = Math.max(
      1,
      Math.ceil(((recent[0] as Date).getTime() + limit.windowMs - now.getTime()) / 1000),
    );
    throw new HttpError(429, limit.detail, { "retry-after": String(retryAfter) });
  }
  await recordThrottleEvents(orm, [event], now);
}
