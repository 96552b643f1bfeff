import { and, asc, eq, isNull } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { scimGroupRoles, scimTokens } from "./schema.ts";

/** The SCIM token and the group → role mapping: what admins manage. */

export type ScimTokenRow = typeof scimTokens.$inferSelect;

export async function liveScimToken(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.tenantId, tenantId), isNull(scimTokens.revokedAt)));
  return row;
}

export async function revokeLiveScimToken(orm: Orm, tenantId: string, now: Date) {
  const rows = await orm
    .update(scimTokens)
    .set({ revokedAt: now })
    .where(and(eq(scimTokens.tenantId, tenantId), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id });
  return rows.length;
}

export async function insertScimToken(
  orm: Orm,
  values: Omit<typeof scimTokens.$inferInsert, "id">,
): Promise<ScimTokenRow> {
  const [row] = await orm.insert(scimTokens).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The live token with this hash, whichever workspace it belongs to. */
export async function scimTokenByHash(orm: Orm, tokenHash: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from a SCIM token hash
  const [row] = await orm
    .select({ id: scimTokens.id, tenantId: scimTokens.tenantId, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)));
  return row;
}

export async function touchScimToken(orm: Orm, tenantId: string, id: string, now: Date) {
  await orm
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(scimTokens.tenantId, tenantId), eq(scimTokens.id, id)));
}

export async function listGroupRoles(orm: Orm, tenantId: string) {
  return orm
    .select({ group: scimGroupRoles.groupName, role: scimGroupRoles.role })
    .from(scimGroupRoles)
    .where(eq(scimGroupRoles.tenantId, tenantId))
    .orderBy(asc(scimGroupRoles.createdAt), asc(scimGroupRoles.groupName));
}

export async function replaceGroupRoles(
  tx: Orm,
  tenantId: string,
  mappings: { group: string; role: "admin" | "technician" | "viewer" }[],
  now: Date,
) {
  await tx.delete(scimGroupRoles).where(eq(scimGroupRoles.tenantId, tenantId));
  if (mappings.length === 0) return;
  await tx.insert(scimGroupRoles).values(
    mappings.map((mapping, index) => ({
      tenantId,
      groupName: mapping.group,
      role: mapping.role,
      // Keeps the admin's order.
      createdAt: new Date(now.getTime() + index),
    })),
  );
}
