import { changeTags } from "../../../db/change-feed.ts";
import { AccessCache, type ChangeSource } from "../../../lib/access-cache.ts";
import type { UserRow } from "../users/service.ts";
import type { SessionRow } from "./schema.ts";

/**
 * Validated sessions by token hash, with their user (ADR 0020). An entry goes the moment its
 * session or user row changes (revocation, sign-out everywhere, a new password, new details,
 * deletion), on every instance; expiry is still checked against the clock on every request.
 */
export type CachedSession = Pick<
  SessionRow,
  | "id"
  | "userId"
  | "remember"
  | "expiresAt"
  | "idleExpiresAt"
  | "lastSeenAt"
  | "signInMethod"
  | "ssoWorkspaceId"
> & { user: UserRow };

export type SessionCache = AccessCache<CachedSession>;

/** What the session check needs besides the database; without it every request reads it. */
export type SessionCaching = {
  cache: SessionCache;
  /** True once the cache reflects every change committed before this request arrived. */
  settled: () => Promise<boolean>;
};

export function createSessionCache(changes: ChangeSource): SessionCache {
  return new AccessCache(changes, { ttlMs: 30_000, maxEntries: 10_000 });
}

export const sessionTags = (session: CachedSession) => [changeTags.user(session.userId)];

/** The cached session, if there is one and nothing committed since says otherwise. */
export async function cachedSession(
  caching: SessionCaching | undefined,
  tokenHash: string,
): Promise<CachedSession | undefined> {
  if (!caching?.cache.get(tokenHash)) return undefined;
  if (!(await caching.settled())) return undefined;
  // Changes that arrived while we waited have removed the entry: look again.
  return caching.cache.get(tokenHash);
}
