import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { emailTokens, sessions, throttleEvents, type SessionRow } from "./schema.ts";

// Sessions

export async function insertSession(orm: Orm, session: typeof sessions.$inferInsert) {
  return insertedRow(await orm.insert(sessions).values(session).returning(), "sessions");
}

/** The session with this token hash, whatever its state; the caller judges it. */
export async function findSessionByTokenHash(
  orm: Orm,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await orm.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(
  orm: Orm,
  sessionId: string,
  lastSeenAt: Date,
  idleExpiresAt: Date,
) {
  await orm
    .update(sessions)
    .set({ lastSeenAt, idleExpiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByTokenHash(orm: Orm, tokenHash: string, now: Date) {
  await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  orm: Orm,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const rows = await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Sessions that can still be used: not revoked, not past either expiry. Most recent first. */
export async function listLiveSessions(orm: Orm, userId: string, now: Date) {
  return orm
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one of the user's own live sessions; false when there is no such session. */
export async function revokeOwnSession(orm: Orm, userId: string, sessionId: string, now: Date) {
  const rows = await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

// Single-use e-mail tokens

type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export async function insertEmailToken(orm: Orm, token: typeof emailTokens.$inferInsert) {
  await orm.insert(emailTokens).values(token);
}

/** The user a still-usable token belongs to, without using it up. */
export async function findUsableEmailToken(
  orm: Orm,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await orm
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(purpose, tokenHash, now));
  return row;
}

/**
 * Uses the token up if it is still usable, in one conditional UPDATE: of two concurrent
 * requests with the same link, exactly one gets the user id back.
 */
export async function consumeEmailToken(
  orm: Orm,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await orm
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(purpose, tokenHash, now))
    .returning({ userId: emailTokens.userId });
  return row;
}

/** Retires the user's other outstanding links of this purpose (e.g. older reset e-mails). */
export async function retireEmailTokens(
  orm: Orm,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  await orm
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

function usable(purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  return and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

// Throttling

export type ThrottleBucket =
  "login_account" | "login_ip" | "login_pair" | "reset_email" | "workspace_invitation";

export async function recordThrottleEvents(
  orm: Orm,
  events: { bucket: ThrottleBucket; key: string }[],
  now: Date,
) {
  if (events.length === 0) return;
  await orm.insert(throttleEvents).values(events.map((event) => ({ ...event, createdAt: now })));
}

/**
 * Times of the newest events in the window (at most 100), oldest first: enough to decide any
 * limit up to 100, and the first of them is the one whose leaving ends a block.
 */
export async function throttleEventTimes(
  orm: Orm,
  bucket: ThrottleBucket,
  key: string,
  since: Date,
): Promise<Date[]> {
  const rows = await orm
    .select({ createdAt: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.createdAt, since),
      ),
    )
    .orderBy(desc(throttleEvents.createdAt))
    // An attacker's millions of rows are never all read.
    .limit(100);
  return rows.map((row) => row.createdAt).reverse();
}

export async function countThrottleEvents(
  orm: Orm,
  bucket: ThrottleBucket,
  key: string,
  since: Date,
): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function clearThrottleEvents(orm: Orm, bucket: ThrottleBucket, key: string) {
  await orm
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}

/** Every failed sign-in counted against an account: from everywhere, and per address. */
export async function clearAccountSignInFailures(orm: Orm, email: string) {
  const pairPrefix = `${email} `;
  await orm
    .delete(throttleEvents)
    .where(
      or(
        and(eq(throttleEvents.bucket, "login_account"), eq(throttleEvents.key, email)),
        and(
          eq(throttleEvents.bucket, "login_pair"),
          sql`left(${throttleEvents.key}, ${pairPrefix.length}) = ${pairPrefix}`,
        ),
      ),
    );
}

/** Has the user opened a session from this address since `since`? (Sessions keep their `ip`.) */
export async function hasSignedInFrom(
  orm: Orm,
  userId: string,
  ip: string,
  since: Date,
): Promise<boolean> {
  const rows = await orm
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Events older than every window are useless; dropped as new ones arrive. */
export async function pruneThrottleEvents(orm: Orm, before: Date) {
  await orm.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
}
