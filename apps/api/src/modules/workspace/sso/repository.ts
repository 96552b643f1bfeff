import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  ssoConnections,
  ssoDomains,
  ssoHandovers,
  ssoIdentities,
  ssoUsedAssertions,
} from "./schema.ts";

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type NewSsoConnection = typeof ssoConnections.$inferInsert;
export type SsoDomainRow = typeof ssoDomains.$inferSelect;

export async function findConnection(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.tenantId, tenantId));
  return row;
}

/** Creates the workspace's connection, or replaces its settings (one per workspace). */
export async function upsertConnection(orm: Orm, values: NewSsoConnection) {
  const { tenantId, createdAt: _created, id: _id, ...settings } = values;
  const [row] = await orm
    .insert(ssoConnections)
    .values(values)
    .onConflictDoUpdate({ target: ssoConnections.tenantId, set: settings })
    .returning();
  if (!row) throw new Error(`no SSO connection written for ${tenantId}`);
  return row;
}

export async function setConnectionRequired(
  orm: Orm,
  tenantId: string,
  required: boolean,
  now: Date,
) {
  const [row] = await orm
    .update(ssoConnections)
    .set({ required, updatedAt: now })
    .where(eq(ssoConnections.tenantId, tenantId))
    .returning({ id: ssoConnections.id });
  return row !== undefined;
}

export async function deleteConnection(orm: Orm, tenantId: string) {
  const rows = await orm
    .delete(ssoConnections)
    .where(eq(ssoConnections.tenantId, tenantId))
    .returning({ id: ssoConnections.id });
  return rows.length > 0;
}

export function listDomains(orm: Orm, tenantId: string) {
  return orm
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.tenantId, tenantId))
    .orderBy(ssoDomains.domain);
}

export async function insertDomain(orm: Orm, values: typeof ssoDomains.$inferInsert) {
  const [row] = await orm.insert(ssoDomains).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDomain(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.tenantId, tenantId), eq(ssoDomains.id, id)));
  return row;
}

export async function markDomainVerified(orm: Orm, tenantId: string, id: string, now: Date) {
  const [row] = await orm
    .update(ssoDomains)
    .set({ verifiedAt: now })
    .where(and(eq(ssoDomains.tenantId, tenantId), eq(ssoDomains.id, id)))
    .returning();
  return row;
}

/** Removes a domain; answers the row that was removed, if any. */
export async function deleteDomain(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .delete(ssoDomains)
    .where(and(eq(ssoDomains.tenantId, tenantId), eq(ssoDomains.id, id)))
    .returning();
  return row;
}

/** The verified domains of a workspace, lower-case. */
export async function verifiedDomains(orm: Orm, tenantId: string): Promise<string[]> {
  const rows = await orm
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.tenantId, tenantId), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((row) => row.domain);
}

/** The verified domains whose members must sign in by SSO: none unless the connection requires. */
export async function requiredDomains(orm: Orm, tenantId: string): Promise<string[]> {
  const rows = await orm
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .innerJoin(
      ssoConnections,
      and(eq(ssoConnections.tenantId, ssoDomains.tenantId), eq(ssoConnections.required, true)),
    )
    .where(and(eq(ssoDomains.tenantId, tenantId), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((row) => row.domain);
}

/** The workspace that verified `domain` and has a connection (a lookup across workspaces). */
export async function workspaceOfDomain(orm: Orm, domain: string): Promise<string | undefined> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from an e-mail domain
  const [row] = await orm
    .select({ tenantId: ssoDomains.tenantId })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.tenantId, ssoDomains.tenantId))
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt)));
  return row?.tenantId;
}

export async function findIdentity(
  orm: Orm,
  connection: { tenantId: string; id: string },
  subject: string,
) {
  const [row] = await orm
    .select()
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.tenantId, connection.tenantId),
        eq(ssoIdentities.connectionId, connection.id),
        eq(ssoIdentities.subject, subject),
      ),
    );
  return row;
}

export async function linkIdentity(orm: Orm, values: typeof ssoIdentities.$inferInsert) {
  await orm
    .insert(ssoIdentities)
    .values(values)
    .onConflictDoUpdate({
      target: [ssoIdentities.connectionId, ssoIdentities.subject],
      set: { lastSignInAt: values.lastSignInAt, grantedRole: values.grantedRole },
    });
}

export async function insertHandover(
  orm: Orm,
  values: typeof ssoHandovers.$inferInsert,
  now: Date,
) {
  // Codes left unexchanged go when the next one is written: the table holds a minute's worth.
  await orm
    .delete(ssoHandovers)
    .where(and(eq(ssoHandovers.tenantId, values.tenantId), lt(ssoHandovers.expiresAt, now)));
  await orm.insert(ssoHandovers).values(values);
}

/** Uses up a hand-over code: answers its row once, while it is fresh; never again. */
export async function consumeHandover(orm: Orm, tenantId: string, codeHash: string, now: Date) {
  const [row] = await orm
    .delete(ssoHandovers)
    .where(and(eq(ssoHandovers.tenantId, tenantId), eq(ssoHandovers.codeHash, codeHash)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

/**
 * Records an assertion as used; false when it already was (a replay). Expired entries are
 * swept first: an assertion past its NotOnOrAfter is refused anyway.
 */
export async function useAssertion(
  orm: Orm,
  values: typeof ssoUsedAssertions.$inferInsert,
  now: Date,
): Promise<boolean> {
  await orm
    .delete(ssoUsedAssertions)
    .where(
      and(eq(ssoUsedAssertions.tenantId, values.tenantId), lt(ssoUsedAssertions.expiresAt, now)),
    );
  const rows = await orm
    .insert(ssoUsedAssertions)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: ssoUsedAssertions.assertionKey });
  return rows.length > 0;
}
