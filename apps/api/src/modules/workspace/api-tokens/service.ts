import {
  apiTokenPrefix,
  tokenLifetimeDetail,
  type ApiToken,
  type ApiTokenCreate,
  type ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import {
  inWorkspaceWrite,
  record,
  type Actor,
  type WriteRequest,
  type WriteScope,
} from "../history/service.ts";
import { maxTokenLifetimeDaysOf } from "../settings/service.ts";
import { checkQuota } from "../quotas/service.ts";
import {
  countWorkingApiTokens,
  findApiToken,
  findUnrevokedByHash,
  insertApiToken,
  listApiTokens,
  listLiveApiTokens,
  revokeApiToken,
  revokeApiTokens,
  setApiTokensExpiry,
  tokensOutliving,
  touchApiToken,
} from "./repository.ts";
import type { ApiTokenRow } from "./schema.ts";

/*
 * Workspace API tokens (ADR 0028): `fwk_` and 43 base64url characters (256 random bits). Only
 * the SHA-256 is stored, like sessions' (lib/tokens.ts), and the secret is answered once.
 */

const tokenShape = /^fwk_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often, to spare a write on every call. */
const touchInterval = 60_000;

export const tokenNotFoundDetail = "No API token with this id in this workspace";

/** Is this bearer token meant as a workspace API token (rather than a session)? */
export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(apiTokenPrefix);
}

/** Anything else cannot be one of our API tokens; refusing it early spares a lookup. */
export function isWellFormedApiToken(token: string): boolean {
  return tokenShape.test(token);
}

export function hashApiToken(token: string): string {
  return hashToken(token);
}

function toApiToken(row: ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    last_four: row.lastFour,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/**
 * The workspace's audit trail (its history) names who created or revoked which token: the
 * token's name, its scope and its expiry, never its secret.
 */
async function recordTokenEvent(
  tx: Orm,
  row: ApiTokenRow,
  actor: Actor,
  at: Date,
  action: "created" | "revoked",
) {
  await record(tx, [
    {
      tenantId: row.tenantId,
      subjectType: "api_token",
      subjectId: row.id,
      actor,
      at,
      action,
      newValue: row.name,
      note:
        action === "created"
          ? `scope ${row.scope}${row.expiresAt ? `, expires ${row.expiresAt.toISOString()}` : ""}`
          : null,
    },
  ]);
}

const dayMs = 86_400_000;
/** A minute's grace: the form counts its expiry from when it was filled in, not sent. */
const clockGraceMs = 60_000;

const latestExpiry = (now: Date, maxDays: number) =>
  new Date(now.getTime() + maxDays * dayMs + clockGraceMs);

/** Creates a token and answers its secret: the only time anyone sees it. */
export async function createApiToken(
  write: WriteRequest,
  creator: { userId: string },
  input: ApiTokenCreate,
  /** The workspace's quota of working tokens. */
  limit: number,
): Promise<ApiTokenCreated> {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= write.now) {
    throw new HttpError(422, "expires_at: Choose a time in the future");
  }
  const secret = `${apiTokenPrefix}${generateToken()}`;
  return inWorkspaceWrite(write, async ({ tx, tenantId, actor, now }) => {
    const maxDays = await maxTokenLifetimeDaysOf(tx, tenantId, now);
    if (maxDays !== null && (!expiresAt || expiresAt > latestExpiry(now, maxDays))) {
      throw new HttpError(422, tokenLifetimeDetail(maxDays));
    }
    checkQuota("api_tokens", await countWorkingApiTokens(tx, tenantId, now), limit);
    const row = await insertApiToken(tx, {
      tenantId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, apiTokenPrefix.length + 4),
      lastFour: secret.slice(-4),
      createdByUserId: creator.userId,
      createdByName: actor.name,
      createdAt: now,
      expiresAt,
    });
    await recordTokenEvent(tx, row, actor, now, "created");
    return { ...toApiToken(row, now), token: secret };
  });
}

export { countWorkingApiTokens } from "./repository.ts";

export async function listWorkspaceApiTokens(
  orm: Orm,
  tenantId: string,
  now: Date,
): Promise<ApiToken[]> {
  return (await listApiTokens(orm, tenantId)).map((row) => toApiToken(row, now));
}

/**
 * Revokes a token: its next call answers 401, on every instance (the trigger notifies the
 * caches, ADR 0020). Allowed in a read-only workspace too. Revoking twice is harmless.
 */
export async function revokeWorkspaceApiToken(
  orm: Orm,
  tenantId: string,
  id: string,
  by: { actor: Actor; now: Date },
): Promise<void> {
  await orm.transaction(async (tx) => {
    const token = await findApiToken(tx, tenantId, id);
    if (!token) throw new HttpError(404, tokenNotFoundDetail);
    const revoked = await revokeApiToken(tx, tenantId, id, by.now);
    // Only the revocation that took effect is recorded.
    if (revoked) await recordTokenEvent(tx, revoked, by.actor, by.now, "revoked");
  });
}

/** What the access check keeps of a token (cached, ADR 0020). */
export type TokenGrant = {
  id: string;
  tenantId: string;
  name: string;
  scope: ApiTokenRow["scope"];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/** The unrevoked token with this hash, or undefined; its expiry is the caller's to judge. */
export async function tokenGrantOf(orm: Orm, tokenHash: string): Promise<TokenGrant | undefined> {
  const row = await findUnrevokedByHash(orm, tokenHash);
  if (!row) return undefined;
  const { id, tenantId, name, scope, expiresAt, lastUsedAt } = row;
  return { id, tenantId, name, scope, expiresAt, lastUsedAt };
}

/** Records that the token was used, at most once a minute; updates `grant` in place. */
export async function noteTokenUse(orm: Orm, grant: TokenGrant, now: Date): Promise<void> {
  if (grant.lastUsedAt && now.getTime() - grant.lastUsedAt.getTime() < touchInterval) return;
  grant.lastUsedAt = now;
  await touchApiToken(orm, grant, now);
}

/**
 * A maximum lifetime was set: every live token that never expires or expires later than now +
 * the maximum now expires then, each change recorded in the history (`updated`, expires_at).
 * Runs in the settings' transaction; the trigger tells the token caches (ADR 0020).
 */
export async function capApiTokenLifetimes(scope: WriteScope, maxDays: number): Promise<void> {
  const { tx, tenantId, actor, now } = scope;
  const until = new Date(now.getTime() + maxDays * dayMs);
  const rows = await tokensOutliving(tx, tenantId, until, now);
  if (rows.length === 0) return;
  await setApiTokensExpiry(
    tx,
    tenantId,
    rows.map((row) => row.id),
    until,
  );
  await record(
    tx,
    rows.map((row) => ({
      tenantId,
      subjectType: "api_token" as const,
      subjectId: row.id,
      actor,
      at: now,
      action: "updated" as const,
      field: "expires_at",
      oldValue: row.expiresAt?.toISOString() ?? null,
      newValue: until.toISOString(),
      note: `${row.name}: shortened to the workspace's maximum token lifetime of ${maxDays} days`,
    })),
  );
}

/** The live (unrevoked, unexpired) tokens a member created: what removing them may revoke. */
export async function liveApiTokensCreatedBy(
  orm: Orm,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<ApiToken[]> {
  return (await listLiveApiTokens(orm, tenantId, now, userId)).map((row) => toApiToken(row, now));
}

/** Revokes these tokens inside the caller's transaction, recording each revocation. */
export async function revokeApiTokensIn(scope: WriteScope, ids: string[]): Promise<void> {
  const { tx, tenantId, actor, now } = scope;
  for (const row of await revokeApiTokens(tx, tenantId, ids, now)) {
    await recordTokenEvent(tx, row, actor, now, "revoked");
  }
}
