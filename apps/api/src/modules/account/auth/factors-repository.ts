import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import {
  authChallenges,
  passkeys,
  recoveryCodes,
  totpFactors,
  type AuthChallengeRow,
  type PasskeyRow,
} from "./schema.ts";

// The second factors' rows (ADR 0053): authenticator apps, recovery codes, passkeys and the
// challenges of the steps between.

// Authenticator apps

export async function findTotp(orm: Orm, userId: string) {
  const [row] = await orm.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces an earlier one that never was confirmed. */
export async function savePendingTotp(orm: Orm, userId: string, sealedSecret: string, now: Date) {
  const rows = await orm
    .insert(totpFactors)
    .values({ userId, sealedSecret, createdAt: now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { sealedSecret, createdAt: now, lastStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Spends the time step `step`: true when no code of this step or a later one was accepted
 * before (the update is the check, so two requests with one code cannot both pass).
 */
export async function spendTotpStep(
  orm: Orm,
  userId: string,
  step: number,
  confirmAt?: Date,
): Promise<boolean> {
  const rows = await orm
    .update(totpFactors)
    .set({ lastStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
        confirmAt ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(orm: Orm, userId: string) {
  const rows = await orm
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

// Recovery codes

export async function countRecoveryCodesLeft(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function replaceRecoveryCodes(
  orm: Orm,
  userId: string,
  codeHashes: readonly string[],
  now: Date,
) {
  await orm.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await orm
    .insert(recoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function deleteRecoveryCodes(orm: Orm, userId: string) {
  await orm.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks the code used; false when it is not one of the user's unused codes. */
export async function spendRecoveryCode(orm: Orm, userId: string, codeHash: string, now: Date) {
  const rows = await orm
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

// Passkeys

export async function listPasskeys(orm: Orm, userId: string): Promise<PasskeyRow[]> {
  return orm
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(orm: Orm, credentialId: string) {
  const [row] = await orm.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(orm: Orm, passkey: typeof passkeys.$inferInsert) {
  return insertedRow(await orm.insert(passkeys).values(passkey).returning(), "passkeys");
}

export async function renamePasskeyRow(orm: Orm, userId: string, id: string, name: string) {
  const [row] = await orm
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function deletePasskeyRow(orm: Orm, userId: string, id: string) {
  const [row] = await orm
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

/** Every second factor of the account: passkeys, authenticator app and recovery codes. */
export async function deleteAllFactors(orm: Orm, userId: string) {
  await orm.delete(passkeys).where(eq(passkeys.userId, userId));
  await deleteTotp(orm, userId);
  await deleteRecoveryCodes(orm, userId);
}

/** After a verified assertion: the authenticator's counter and when the passkey was used. */
export async function recordPasskeyUse(orm: Orm, id: string, signCount: number, now: Date) {
  await orm.update(passkeys).set({ signCount, lastUsedAt: now }).where(eq(passkeys.id, id));
}

// Challenges

/**
 * Opens a challenge, first deleting those expired for a day (of no use then, not even to
 * refuse a replay): each new one sweeps, so the table holds about a day of sign-ins.
 */
export async function insertChallenge(orm: Orm, challenge: typeof authChallenges.$inferInsert) {
  const dayBefore = new Date(challenge.createdAt.getTime() - 24 * 60 * 60 * 1000);
  await orm.delete(authChallenges).where(lt(authChallenges.expiresAt, dayBefore));
  await orm.insert(authChallenges).values(challenge);
}

/** A challenge still open: not used and not expired. */
export async function findOpenChallenge(
  orm: Orm,
  tokenHash: string,
  purpose: AuthChallengeRow["purpose"],
  now: Date,
): Promise<AuthChallengeRow | undefined> {
  const [row] = await orm
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, tokenHash),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Closes the challenge; false when another request closed it first. */
export async function closeChallenge(orm: Orm, id: string, now: Date): Promise<boolean> {
  const rows = await orm
    .update(authChallenges)
    .set({ usedAt: now })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}

/** One more wrong answer; the attempt that reaches `max` closes the challenge. */
export async function countChallengeMiss(orm: Orm, id: string, max: number, now: Date) {
  await orm
    .update(authChallenges)
    .set({
      attempts: sql`${authChallenges.attempts} + 1`,
      usedAt: sql`case when ${authChallenges.attempts} + 1 >= ${max} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)));
}

/**
 * Records a used passkey sign-in challenge; false when it was already recorded, i.e. the
 * same signed answer is presented again.
 */
export async function recordUsedSignInChallenge(
  orm: Orm,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await orm
    .insert(authChallenges)
    .values({ tokenHash, purpose: "passkey_sign_in", createdAt: now, expiresAt, usedAt: now })
    .onConflictDoNothing({ target: authChallenges.tokenHash })
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}
