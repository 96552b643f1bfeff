import type {
  Passkey,
  PasskeyAttestation,
  RecoveryCodes,
} from "@fleetward/contracts/second-factors";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { addMs, minutes } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import { displayName, type UserRow } from "../users/service.ts";
import type { AuthDeps } from "./common.ts";
import {
  closeChallenge,
  deletePasskeyRow,
  findOpenChallenge,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  renamePasskeyRow,
} from "./factors-repository.ts";
import {
  factorMessages,
  forgetCodesWithoutFactor,
  issueFirstRecoveryCodes,
  mailFactorEvent,
  toPasskey,
} from "./second-factors.ts";
import { checkOwnPassword } from "./throttle.ts";
import { registrationOptions, relyingPartyOf, verifiedRegistration } from "./webauthn.ts";

// An account's passkeys as its owner manages them: register, rename, remove (ADR 0053).

/** How long the browser has to create the passkey after asking for options. */
const registrationLifetime = minutes(5);
/** A person's phone, laptop and security keys; enough for anyone, bounded for the row count. */
const maxPasskeys = 20;

const messages = {
  tooMany: `An account can have at most ${maxPasskeys} passkeys. Remove one first.`,
  expired: "The passkey was not created in time. Try again.",
  refused: "This passkey could not be verified. Try again, or use another device.",
  notFound: "Passkey not found",
} as const;

const duplicate = { passkeys_credential_id_unique: "This passkey is already registered." };

/** Options for `navigator.credentials.create`, and the token that ties the answer to them. */
export async function passkeyRegistrationOptions(deps: AuthDeps, user: UserRow) {
  const existing = await listPasskeys(deps.orm, user.id);
  if (existing.length >= maxPasskeys) throw new HttpError(409, messages.tooMany);
  const rp = relyingPartyOf(deps);
  const options = await registrationOptions(
    rp,
    { id: user.id, email: user.email, displayName: displayName(user) },
    existing,
  );
  const token = generateToken();
  const now = deps.clock();
  await insertChallenge(deps.orm, {
    tokenHash: hashToken(token),
    purpose: "passkey_registration",
    userId: user.id,
    webauthnChallenge: options.challenge,
    createdAt: now,
    expiresAt: addMs(now, registrationLifetime),
  });
  return { token, options };
}

/** Keeps the new passkey when its attestation answers this account's open challenge. */
export async function addPasskey(
  deps: AuthDeps,
  user: UserRow,
  request: { token: string; name: string; passkey: PasskeyAttestation },
): Promise<RecoveryCodes & { passkey: Passkey }> {
  const now = deps.clock();
  const challenge = await findOpenChallenge(
    deps.orm,
    hashToken(request.token),
    "passkey_registration",
    now,
  );
  if (!challenge?.webauthnChallenge || challenge.userId !== user.id) {
    throw new HttpError(409, messages.expired);
  }
  const rp = relyingPartyOf(deps);
  const info = await verifiedRegistration(rp, request.passkey, challenge.webauthnChallenge);
  if (!info) throw new HttpError(422, messages.refused);
  return deps.orm.transaction(async (tx) => {
    if (!(await closeChallenge(tx, challenge.id, now))) throw new HttpError(409, messages.expired);
    const row = await uniqueConflictsAs409(duplicate, () =>
      insertPasskey(tx, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
        signCount: info.credential.counter,
        transports: info.credential.transports ?? [],
        backedUp: info.credentialBackedUp,
        name: request.name,
        createdAt: now,
      }),
    );
    await mailFactorEvent(tx, deps, user, "added", { kind: "passkey", name: row.name });
    return {
      passkey: toPasskey(row),
      recovery_codes: await issueFirstRecoveryCodes(tx, user.id, now),
    };
  });
}

export async function renamePasskey(deps: AuthDeps, user: UserRow, id: string, name: string) {
  const row = await renamePasskeyRow(deps.orm, user.id, id, name);
  if (!row) throw new HttpError(404, messages.notFound);
  return toPasskey(row);
}

/** Removing a passkey takes the password again, like removing the authenticator app. */
export async function removePasskey(
  deps: AuthDeps,
  user: UserRow,
  id: string,
  password: string,
  client: ClientInfo,
): Promise<void> {
  await checkOwnPassword(
    deps,
    user,
    password,
    client,
    new HttpError(401, factorMessages.wrongPassword),
  );
  await deps.orm.transaction(async (tx) => {
    const row = await deletePasskeyRow(tx, user.id, id);
    if (!row) throw new HttpError(404, messages.notFound);
    await forgetCodesWithoutFactor(tx, user.id);
    await mailFactorEvent(tx, deps, user, "removed", { kind: "passkey", name: row.name });
  });
}
