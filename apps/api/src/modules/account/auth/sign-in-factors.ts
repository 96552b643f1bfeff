import type { LoginResponse } from "@fleetward/contracts/auth";
import type {
  PasskeyAssertion,
  SecondFactorChallenge,
  SecondFactorMethod,
  SecondFactorAnswer,
} from "@fleetward/contracts/second-factors";
import { addMs, minutes } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { SecretBoxError } from "../../../lib/secret-box.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import { findUserById, type UserRow } from "../users/service.ts";
import type { AuthDeps } from "./common.ts";
import {
  closeChallenge,
  countChallengeMiss,
  findOpenChallenge,
  findPasskeyByCredentialId,
  insertChallenge,
  recordPasskeyUse,
  recordUsedSignInChallenge,
  spendRecoveryCode,
} from "./factors-repository.ts";
import type { AuthChallengeRow, PasskeyRow } from "./schema.ts";
import { acceptTotpCode, factorsOf, mailRecoveryCodeUsed } from "./second-factors.ts";
import { startSession } from "./session-open.ts";
import { recordSignInFailure, recordSignInSuccess, throttleSignIn } from "./throttle.ts";
import { recoveryCodeHash } from "./totp.ts";
import { authenticationOptions, relyingPartyOf, verifiedAssertion } from "./webauthn.ts";

// The sign-in steps after the password, and signing in with a passkey alone (ADR 0053).

/** The second step: ten minutes and five wrong answers, then the password again. */
const challengeLifetime = minutes(10);
const maxMisses = 5;
/** A passkey sign-in's options are sealed, not stored: asking for them writes nothing. */
const passkeySignInLifetime = minutes(5);
const passkeySignInContext = "passkey-sign-in";

export const signInFactorMessages = {
  expired: "This sign-in has expired. Enter your e-mail and password again.",
  wrongCode: "That code is not right. Try the current code, or a recovery code.",
  wrongPasskey: "This passkey could not be verified. Try again, or use another device.",
  unknownPasskey: "This passkey is not registered to a Fleetward account.",
} as const;

/**
 * After the right password: the second step's challenge when the account has a factor, else
 * null (the session opens at once). The address's failures for the account are cleared only
 * once the second factor answers, so a known password gives no fresh allowance of codes.
 */
export async function secondFactorChallenge(
  deps: AuthDeps,
  user: UserRow,
  remember: boolean,
): Promise<SecondFactorChallenge | null> {
  const { totp, passkeys } = await factorsOf(deps.orm, user.id);
  if (!totp && passkeys.length === 0) return null;
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push("totp");
  methods.push("recovery_code");
  const options = passkeys.length
    ? await authenticationOptions(relyingPartyOf(deps), passkeys)
    : null;
  if (options) methods.push("passkey");

  const token = generateToken();
  const now = deps.clock();
  const expiresAt = addMs(now, challengeLifetime);
  await insertChallenge(deps.orm, {
    tokenHash: hashToken(token),
    purpose: "second_factor",
    userId: user.id,
    webauthnChallenge: options?.challenge ?? null,
    remember,
    createdAt: now,
    expiresAt,
  });
  return {
    second_factor_required: true,
    token,
    methods,
    passkey_options: options,
    expires_at: expiresAt.toISOString(),
  };
}

/** The second step: a code, a recovery code or a passkey; a session when it is right. */
export async function completeSecondFactor(
  deps: AuthDeps,
  request: SecondFactorAnswer,
  client: ClientInfo,
): Promise<LoginResponse> {
  const now = deps.clock();
  const challenge = await findOpenChallenge(
    deps.orm,
    hashToken(request.token),
    "second_factor",
    now,
  );
  const user = challenge?.userId ? await findUserById(deps.orm, challenge.userId) : undefined;
  if (!challenge || !user) throw new HttpError(401, signInFactorMessages.expired);
  const attempt = { email: user.email, userId: user.id, address: client.ip };
  await throttleSignIn(deps, attempt);

  const answer = await answerOf(deps, user, challenge, request);
  if (!answer) {
    await countChallengeMiss(deps.orm, challenge.id, maxMisses, now);
    await recordSignInFailure(deps, attempt);
    const wrong =
      "passkey" in request ? signInFactorMessages.wrongPasskey : signInFactorMessages.wrongCode;
    throw new HttpError(401, wrong);
  }
  if (!(await closeChallenge(deps.orm, challenge.id, now))) {
    throw new HttpError(401, signInFactorMessages.expired);
  }
  await recordSignInSuccess(deps, attempt);
  if (answer === "recovery_code") {
    await deps.orm.transaction((tx) => mailRecoveryCodeUsed(tx, deps, user, client));
  }
  return startSession(deps, user, challenge.remember, client, "second_factor");
}

/** Which factor answered rightly, or null. A code or recovery code is spent by the check. */
async function answerOf(
  deps: AuthDeps,
  user: UserRow,
  challenge: AuthChallengeRow,
  request: SecondFactorAnswer,
): Promise<SecondFactorMethod | null> {
  if ("code" in request) {
    return (await acceptTotpCode(deps, user.id, request.code)) ? "totp" : null;
  }
  if ("recovery_code" in request) {
    const hash = recoveryCodeHash(request.recovery_code);
    return (await spendRecoveryCode(deps.orm, user.id, hash, deps.clock()))
      ? "recovery_code"
      : null;
  }
  if ("passkey" in request && challenge.webauthnChallenge) {
    const passkey = await findPasskeyByCredentialId(deps.orm, request.passkey.id);
    if (passkey?.userId !== user.id) return null;
    const verified = await checkAssertion(
      deps,
      request.passkey,
      challenge.webauthnChallenge,
      passkey,
    );
    return verified ? "passkey" : null;
  }
  return null;
}

/** Options for signing in with a passkey alone; the challenge travels sealed in the token. */
export async function passkeySignInOptions(deps: AuthDeps) {
  const options = await authenticationOptions(relyingPartyOf(deps));
  const expiresAt = addMs(deps.clock(), passkeySignInLifetime).getTime();
  const sealed = JSON.stringify({ challenge: options.challenge, expiresAt });
  return { token: deps.secretBox.seal(sealed, passkeySignInContext), options };
}

/**
 * A passkey alone signs in: it is both factors (the device verified its user). The sealed
 * challenge is recorded as used when it verifies, so the same answer cannot sign in twice.
 */
export async function passkeySignIn(
  deps: AuthDeps,
  request: { token: string; passkey: PasskeyAssertion; remember?: boolean },
  client: ClientInfo,
): Promise<LoginResponse> {
  const now = deps.clock();
  const sealed = openSignInToken(deps, request.token);
  if (!sealed || sealed.expiresAt <= now.getTime()) {
    throw new HttpError(401, signInFactorMessages.expired);
  }
  const passkey = await findPasskeyByCredentialId(deps.orm, request.passkey.id);
  if (!passkey) throw new HttpError(401, signInFactorMessages.unknownPasskey);
  const user = await findUserById(deps.orm, passkey.userId);
  if (!user || !(await checkAssertion(deps, request.passkey, sealed.challenge, passkey))) {
    throw new HttpError(401, signInFactorMessages.wrongPasskey);
  }
  const fresh = await recordUsedSignInChallenge(
    deps.orm,
    hashToken(request.token),
    new Date(sealed.expiresAt),
    now,
  );
  if (!fresh) throw new HttpError(401, signInFactorMessages.expired);
  return startSession(deps, user, request.remember === true, client, "passkey");
}

function openSignInToken(deps: AuthDeps, token: string) {
  try {
    const value: unknown = JSON.parse(deps.secretBox.open(token, passkeySignInContext));
    const { challenge, expiresAt } = value as { challenge?: unknown; expiresAt?: unknown };
    if (typeof challenge !== "string" || typeof expiresAt !== "number") return null;
    return { challenge, expiresAt };
  } catch (error) {
    if (error instanceof SecretBoxError || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Verifies the assertion against the passkey and records its use (counter, time). */
async function checkAssertion(
  deps: AuthDeps,
  assertion: PasskeyAssertion,
  challenge: string,
  passkey: PasskeyRow,
): Promise<boolean> {
  const verified = await verifiedAssertion(relyingPartyOf(deps), assertion, challenge, passkey);
  if (!verified) return false;
  await recordPasskeyUse(deps.orm, passkey.id, verified.signCount, deps.clock());
  return true;
}
