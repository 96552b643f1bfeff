import { and, count, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { apiTokens, type ApiTokenRow } from "./schema.ts";

export async function insertApiToken(
  orm: Orm,
  values: Omit<typeof apiTokens.$inferInsert, "id">,
): Promise<ApiTokenRow> {
  const [row] = await orm.insert(apiTokens).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function listApiTokens(orm: Orm, tenantId: string): Promise<ApiTokenRow[]> {
  return orm
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tenantId, tenantId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function findApiToken(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id)));
  return row;
}

/** Sets revoked_at once; a second revocation keeps the first time. */
export async function revokeApiToken(orm: Orm, tenantId: string, id: string, now: Date) {
  const [row] = await orm
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}

/** The token with this hash unless revoked (expiry is judged by the caller, per request). */
export async function findUnrevokedByHash(orm: Orm, tokenHash: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from a token hash
  const [row] = await orm
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  return row;
}

/** Notifies no one (the trigger ignores last_used_at): only a record for the list. */
export async function touchApiToken(orm: Orm, token: { id: string; tenantId: string }, now: Date) {
  await orm
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.tenantId, token.tenantId), eq(apiTokens.id, token.id)));
}

/** A token neither revoked nor expired at `now`. */
const isLive = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** How many live tokens the workspace has (the token quota counts these). */
export async function countWorkingApiTokens(orm: Orm, tenantId: string, now: Date) {
  const [row] = await orm
    .select({ total: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), isLive(now)));
  return row?.total ?? 0;
}

/** Tokens neither revoked nor expired, newest first; those `userId` created if given. */
export async function listLiveApiTokens(
  orm: Orm,
  tenantId: string,
  now: Date,
  userId?: string,
): Promise<ApiTokenRow[]> {
  return orm
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        isLive(now),
        userId === undefined ? undefined : eq(apiTokens.createdByUserId, userId),
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes these tokens (those not revoked yet); answers the ones it revoked. */
export async function revokeApiTokens(orm: Orm, tenantId: string, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  return orm
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        inArray(apiTokens.id, ids),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning();
}

/** Live tokens that never expire or expire after `until`, locked for the shortening. */
export async function tokensOutliving(orm: Orm, tenantId: string, until: Date, now: Date) {
  return orm
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tenantId, tenantId),
        isLive(now),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, until)),
      ),
    )
    .for("update");
}

export async function setApiTokensExpiry(orm: Orm, tenantId: string, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await orm
    .update(apiTokens)
    .set({ expiresAt: at })
    .where(and(eq(apiTokens.tenantId, tenantId), inArray(apiTokens.id, ids)));
}
