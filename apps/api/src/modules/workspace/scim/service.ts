import {
  scimTokenPrefix,
  type ScimGroupMappings,
  type ScimStatus,
  type ScimToken,
  type ScimTokenCreated,
} from "@fleetward/contracts/workspace-scim";
import type { Orm } from "../../../db/client.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { findScimUserIds } from "./user-repository.ts";
import {
  insertScimToken,
  listGroupRoles,
  liveScimToken,
  replaceGroupRoles,
  revokeLiveScimToken,
  scimTokenByHash,
  touchScimToken,
  type ScimTokenRow,
} from "./token-repository.ts";
import { syncMembership } from "./users.ts";

/*
 * The workspace's SCIM token (ADR 0054): `fws_` and 43 base64url characters; only its SHA-256
 * is kept and the secret is answered once. Creating one revokes the one before (rotation).
 */

const tokenShape = /^fws_[A-Za-z0-9_-]{43}$/;
const touchInterval = 60_000;

function toToken(row: ScimTokenRow): ScimToken {
  return {
    prefix: row.prefix,
    last_four: row.lastFour,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function scimStatus(orm: Orm, tenantId: string, baseUrl: string): Promise<ScimStatus> {
  const [token, mappings] = await Promise.all([
    liveScimToken(orm, tenantId),
    listGroupRoles(orm, tenantId),
  ]);
  return { base_url: baseUrl, token: token ? toToken(token) : null, mappings };
}

/** Creates the workspace's SCIM token, revoking the one before in the same transaction. */
export async function rotateScimToken(
  request: WriteRequest,
  creator: { userId: string },
  baseUrl: string,
): Promise<ScimTokenCreated> {
  const secret = `${scimTokenPrefix}${generateToken()}`;
  const row = await inWorkspaceWrite(request, async ({ tx, tenantId, actor, now }) => {
    await revokeLiveScimToken(tx, tenantId, now);
    return insertScimToken(tx, {
      tenantId,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, 8),
      lastFour: secret.slice(-4),
      createdByUserId: creator.userId,
      createdByName: actor.name,
      createdAt: now,
    });
  });
  return { ...toToken(row), token: secret, base_url: baseUrl };
}

/** Revokes the live token (if any): its next call answers 401. Works in a read-only workspace. */
export async function revokeScimToken(orm: Orm, tenantId: string, now: Date) {
  await orm.transaction((tx) => revokeLiveScimToken(tx, tenantId, now));
}

/** Replaces the group → role mapping and re-derives every SCIM user's membership. */
export async function saveGroupMappings(request: WriteRequest, input: ScimGroupMappings) {
  return inWorkspaceWrite(request, async (scope) => {
    await replaceGroupRoles(scope.tx, scope.tenantId, input.mappings, scope.now);
    for (const personId of await findScimUserIds(scope.tx, scope.tenantId)) {
      await syncMembership(scope, personId);
    }
    return listGroupRoles(scope.tx, scope.tenantId);
  });
}

/** The workspace a SCIM bearer token belongs to, or undefined (unknown, malformed, revoked). */
export async function scimTokenGrant(orm: Orm, token: string, now: Date) {
  if (!tokenShape.test(token)) return undefined;
  const grant = await scimTokenByHash(orm, hashToken(token));
  if (!grant) return undefined;
  if (!grant.lastUsedAt || now.getTime() - grant.lastUsedAt.getTime() > touchInterval) {
    await touchScimToken(orm, grant.tenantId, grant.id, now);
  }
  return { id: grant.id, tenantId: grant.tenantId };
}
