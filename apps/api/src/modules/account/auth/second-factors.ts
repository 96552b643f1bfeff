import {
  recoveryCodeUsedAlert,
  secondFactorAlert,
  type SecondFactorNamed,
} from "@fleetward/emails/alert-email";
import type {
  AccountSecurity,
  Passkey,
  RecoveryCodes,
  TotpEnrolment,
} from "@fleetward/contracts/second-factors";
import QRCode from "qrcode";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { accountAlertMail, describeClient, queueMail } from "../../platform/mail/service.ts";
import { mailLocale, recipientName, type UserRow } from "../users/service.ts";
import type { AuthDeps } from "./common.ts";
import {
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteTotp,
  findTotp,
  listPasskeys,
  replaceRecoveryCodes,
  savePendingTotp,
  spendTotpStep,
} from "./factors-repository.ts";
import type { PasskeyRow } from "./schema.ts";
import { checkOwnPassword } from "./throttle.ts";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStepOf, totpUri } from "./totp.ts";

// The account's second factors as its owner manages them (ADR 0053): the authenticator app,
// recovery codes, and what both share with passkeys (passkeys.ts).

export const factorMessages = {
  totpExists: "An authenticator app is already set up. Remove it first to set up another.",
  noPendingTotp: "Start setting up the authenticator app again: the code was not asked for.",
  wrongSetupCode: "That code is not right. Check that your phone's clock is set automatically.",
  noTotp: "No authenticator app is set up on this account.",
  noFactor:
    "Recovery codes come with a second factor: set up an authenticator app or a passkey first.",
  wrongPassword: "Incorrect password",
} as const;

/** The TOTP secret is sealed for its account: copied onto another row, it does not open. */
const totpContext = (userId: string) => `totp:${userId}`;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

/** Which factors the account has; what sign-in asks and the security page shows. */
export async function factorsOf(orm: Orm, userId: string) {
  const totp = await findTotp(orm, userId);
  const passkeys = await listPasskeys(orm, userId);
  return { totp: totp?.confirmedAt ? totp : null, passkeys };
}

export async function accountSecurity(deps: AuthDeps, user: UserRow): Promise<AccountSecurity> {
  const { totp, passkeys } = await factorsOf(deps.orm, user.id);
  return {
    totp: { enabled: totp !== null, enabled_at: totp?.confirmedAt?.toISOString() ?? null },
    recovery_codes_left: await countRecoveryCodesLeft(deps.orm, user.id),
    passkeys: passkeys.map(toPasskey),
  };
}

/** Step one: a new secret, kept unconfirmed until a code from the app proves it was added. */
export async function startTotpEnrolment(deps: AuthDeps, user: UserRow): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const sealed = deps.secretBox.seal(secret, totpContext(user.id));
  if (!(await savePendingTotp(deps.orm, user.id, sealed, deps.clock()))) {
    throw new HttpError(409, factorMessages.totpExists);
  }
  const uri = totpUri(secret, user.email);
  return {
    secret,
    otpauth_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: "svg", margin: 1 }),
  };
}

/** Step two: the first code switches the app on; the first factor brings recovery codes. */
export async function confirmTotpEnrolment(
  deps: AuthDeps,
  user: UserRow,
  code: string,
): Promise<RecoveryCodes> {
  const pending = await findTotp(deps.orm, user.id);
  if (pending?.confirmedAt) throw new HttpError(409, factorMessages.totpExists);
  if (!pending) throw new HttpError(409, factorMessages.noPendingTotp);
  const now = deps.clock();
  const secret = deps.secretBox.open(pending.sealedSecret, totpContext(user.id));
  const step = totpStepOf(secret, code, now);
  if (step === null) throw new HttpError(422, factorMessages.wrongSetupCode);
  return deps.orm.transaction(async (tx) => {
    if (!(await spendTotpStep(tx, user.id, step, now))) {
      throw new HttpError(409, factorMessages.totpExists);
    }
    await mailFactorEvent(tx, deps, user, "added", { kind: "totp" });
    return { recovery_codes: await issueFirstRecoveryCodes(tx, user.id, now) };
  });
}

/** A right code from the account's confirmed app, spent once: false when wrong or replayed. */
export async function acceptTotpCode(deps: AuthDeps, userId: string, code: string) {
  const factor = await findTotp(deps.orm, userId);
  if (!factor?.confirmedAt) return false;
  const secret = deps.secretBox.open(factor.sealedSecret, totpContext(userId));
  const step = totpStepOf(secret, code, deps.clock());
  return step !== null && (await spendTotpStep(deps.orm, userId, step));
}

/** Removing the app takes the password again; the last factor takes the recovery codes with it. */
export async function disableTotp(
  deps: AuthDeps,
  user: UserRow,
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
    if (!(await deleteTotp(tx, user.id))) throw new HttpError(404, factorMessages.noTotp);
    await forgetCodesWithoutFactor(tx, user.id);
    await mailFactorEvent(tx, deps, user, "removed", { kind: "totp" });
  });
}

/** Ten new codes in place of the old ones (used or not), after the password. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  user: UserRow,
  password: string,
  client: ClientInfo,
): Promise<RecoveryCodes> {
  await checkOwnPassword(
    deps,
    user,
    password,
    client,
    new HttpError(401, factorMessages.wrongPassword),
  );
  const { totp, passkeys } = await factorsOf(deps.orm, user.id);
  if (!totp && passkeys.length === 0) throw new HttpError(409, factorMessages.noFactor);
  const now = deps.clock();
  const codes = newRecoveryCodes();
  await deps.orm.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash), now);
    await mailFactorEvent(tx, deps, user, "added", { kind: "recovery_codes" });
  });
  return { recovery_codes: codes };
}

/** The account's first factor comes with recovery codes; a later one keeps those it has. */
export async function issueFirstRecoveryCodes(
  tx: Orm,
  userId: string,
  now: Date,
): Promise<string[] | null> {
  if ((await countRecoveryCodesLeft(tx, userId)) > 0) return null;
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash), now);
  return codes;
}

/** Recovery codes stand in for a second factor: with none left, they would open a bare password. */
export async function forgetCodesWithoutFactor(tx: Orm, userId: string): Promise<void> {
  const { totp, passkeys } = await factorsOf(tx, userId);
  if (!totp && passkeys.length === 0) await deleteRecoveryCodes(tx, userId);
}

/** The security e-mail of a factor added or removed, queued in the change's transaction. */
export async function mailFactorEvent(
  tx: Orm,
  deps: Pick<AuthDeps, "jobs" | "clock" | "publicUrl">,
  user: UserRow,
  event: "added" | "removed",
  factor: SecondFactorNamed,
): Promise<void> {
  const now = deps.clock();
  const mail = accountAlertMail(
    secondFactorAlert({
      recipientName: recipientName(user),
      at: now,
      event,
      factor,
      securityUrl: securityUrl(deps.publicUrl),
      locale: mailLocale(user),
    }),
  );
  await queueMail(tx, deps.jobs, { ...mail, to: user.email }, now);
}

/** "A recovery code was used", with who signed in and how many codes are left. */
export async function mailRecoveryCodeUsed(
  tx: Orm,
  deps: Pick<AuthDeps, "jobs" | "clock" | "publicUrl">,
  user: UserRow,
  client: ClientInfo,
): Promise<void> {
  const now = deps.clock();
  const locale = mailLocale(user);
  const mail = accountAlertMail(
    recoveryCodeUsedAlert({
      recipientName: recipientName(user),
      at: now,
      client: describeClient(client.userAgent, client.ip, locale),
      remaining: await countRecoveryCodesLeft(tx, user.id),
      securityUrl: securityUrl(deps.publicUrl),
      locale,
    }),
  );
  await queueMail(tx, deps.jobs, { ...mail, to: user.email }, now);
}

const securityUrl = (publicUrl: string) => `${publicUrl}/user-setting#security`;
