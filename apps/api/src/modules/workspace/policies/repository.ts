import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  policyResultChanges,
  policyResults,
  posturePolicies,
  type PolicyStatusValue,
} from "./schema.ts";

/* Every query here is scoped by its tenant id. */

export type PolicyRow = typeof posturePolicies.$inferSelect;
export type PolicyValues = typeof posturePolicies.$inferInsert;
/** A result as written; its sort_key is the trigger's (ADR 0050, "a policy's devices by a kept key"). */
export type ResultRow = Omit<typeof policyResults.$inferSelect, "sortKey">;
export type ChangeRow = typeof policyResultChanges.$inferSelect;
export type PolicyCounts = { passing: number; failing: number; unknown: number };

/** Results of one status, as an int: a CTE's column keeps the type without Drizzle's mapping. */
export const countOf = (status: PolicyStatusValue) =>
  sql<number>`(count(*) filter (where ${policyResults.status} = ${status}))::int`.mapWith(Number);

/** A policy's kept counts of its latest results (ADR 0050, "Amended: kept counts"). */
export const countsOf = (row: PolicyRow): PolicyCounts => ({
  passing: row.passingCount,
  failing: row.failingCount,
  unknown: row.unknownCount,
});

export async function listPolicies(orm: Orm, tenantId: string) {
  const rows = await orm
    .select()
    .from(posturePolicies)
    .where(eq(posturePolicies.tenantId, tenantId))
    .orderBy(asc(sql`lower(${posturePolicies.name})`), asc(posturePolicies.id));
  return rows.map((row) => ({ row, counts: countsOf(row) }));
}

export async function findPolicy(orm: Orm, tenantId: string, policyId: string, lock = false) {
  const query = orm
    .select()
    .from(posturePolicies)
    .where(and(eq(posturePolicies.tenantId, tenantId), eq(posturePolicies.id, policyId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertPolicy(tx: Orm, values: PolicyValues) {
  const [row] = await tx.insert(posturePolicies).values(values).returning();
  if (!row) throw new Error("policy insert returned no row");
  return row;
}

export async function updatePolicy(
  tx: Orm,
  tenantId: string,
  policyId: string,
  values: Partial<PolicyValues>,
) {
  const [row] = await tx
    .update(posturePolicies)
    .set(values)
    .where(and(eq(posturePolicies.tenantId, tenantId), eq(posturePolicies.id, policyId)))
    .returning();
  return row;
}

export async function deletePolicy(tx: Orm, tenantId: string, policyId: string) {
  await tx
    .delete(posturePolicies)
    .where(and(eq(posturePolicies.tenantId, tenantId), eq(posturePolicies.id, policyId)));
}

export async function libraryKeysInUse(orm: Orm, tenantId: string) {
  const rows = await orm
    .select({ id: posturePolicies.id, key: posturePolicies.libraryKey })
    .from(posturePolicies)
    .where(eq(posturePolicies.tenantId, tenantId));
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}

/** Forgets a policy's results (its query or platforms changed): devices are asked again. */
export async function deleteResultsOf(tx: Orm, tenantId: string, policyId: string) {
  await tx
    .delete(policyResults)
    .where(and(eq(policyResults.tenantId, tenantId), eq(policyResults.policyId, policyId)));
}

const appliesTo = (platform: string) =>
  and(eq(posturePolicies.enabled, true), sql`${platform} = any(${posturePolicies.platforms})`);

/**
 * The enabled policies for `platform` the device has no fresh result of: never asked, or
 * last checked before `staleBefore`.
 */
export async function policiesDue(
  orm: Orm,
  device: { tenantId: string; deviceId: string; platform: string },
  staleBefore: Date,
) {
  return orm
    .select({ id: posturePolicies.id, query: posturePolicies.query })
    .from(posturePolicies)
    .leftJoin(
      policyResults,
      and(
        eq(policyResults.policyId, posturePolicies.id),
        eq(policyResults.deviceId, device.deviceId),
        eq(policyResults.tenantId, device.tenantId),
      ),
    )
    .where(
      and(
        eq(posturePolicies.tenantId, device.tenantId),
        appliesTo(device.platform),
        or(isNull(policyResults.checkedAt), lt(policyResults.checkedAt, staleBefore)),
      ),
    );
}

/** The policies of `ids` in the tenant that are enabled (a disabled one's answer is dropped). */
export async function enabledPolicies(tx: Orm, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: posturePolicies.id })
    .from(posturePolicies)
    .where(
      and(
        eq(posturePolicies.tenantId, tenantId),
        inArray(posturePolicies.id, [...ids]),
        eq(posturePolicies.enabled, true),
      ),
    );
}

/** The device's current results of `ids`, locked until the transaction ends. */
export async function lockedResults(
  tx: Orm,
  tenantId: string,
  deviceId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(policyResults)
    .where(
      and(
        eq(policyResults.tenantId, tenantId),
        eq(policyResults.deviceId, deviceId),
        inArray(policyResults.policyId, [...ids]),
      ),
    )
    .for("update");
}

export async function upsertResults(tx: Orm, rows: ResultRow[]) {
  if (rows.length === 0) return;
  await tx
    .insert(policyResults)
    .values(rows)
    .onConflictDoUpdate({
      target: [policyResults.policyId, policyResults.deviceId],
      set: {
        status: sql`excluded.status`,
        lastDefinite: sql`excluded.last_definite`,
        checkedAt: sql`excluded.checked_at`,
        error: sql`excluded.error`,
      },
    });
}

export async function insertChanges(tx: Orm, rows: (typeof policyResultChanges.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(policyResultChanges).values(rows);
}

/** The enabled policies of the device's platform, with its result where there is one. */
export async function policiesOfDevice(
  orm: Orm,
  device: { tenantId: string; deviceId: string; platform: string },
) {
  return orm
    .select({
      policyId: posturePolicies.id,
      name: posturePolicies.name,
      status: policyResults.status,
      checkedAt: policyResults.checkedAt,
    })
    .from(posturePolicies)
    .leftJoin(
      policyResults,
      and(
        eq(policyResults.policyId, posturePolicies.id),
        eq(policyResults.deviceId, device.deviceId),
        eq(policyResults.tenantId, device.tenantId),
      ),
    )
    .where(and(eq(posturePolicies.tenantId, device.tenantId), appliesTo(device.platform)))
    .orderBy(asc(sql`lower(${posturePolicies.name})`));
}

export async function policyEnabledCount(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(posturePolicies)
    .where(and(eq(posturePolicies.tenantId, tenantId), eq(posturePolicies.enabled, true)));
  return row?.count ?? 0;
}

/* Alerts */

/** Workspaces with flips not alerted yet. */
export async function tenantsWithPendingFlips(orm: Orm) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the alert job looks for flips in every workspace
  const rows = await orm
    .selectDistinct({ tenantId: policyResultChanges.tenantId })
    .from(policyResultChanges)
    .where(and(eq(policyResultChanges.alertable, true), isNull(policyResultChanges.alertedAt)));
  return rows.map((row) => row.tenantId);
}

/**
 * Claims the tenant's pending flips for this run: marks them alerted and answers them. Run it
 * first in the transaction that alerts; a concurrent run waits on the rows, then finds none.
 */
export async function claimPendingFlips(tx: Orm, tenantId: string, now: Date) {
  return tx
    .update(policyResultChanges)
    .set({ alertedAt: now })
    .where(
      and(
        eq(policyResultChanges.tenantId, tenantId),
        eq(policyResultChanges.alertable, true),
        isNull(policyResultChanges.alertedAt),
      ),
    )
    .returning();
}

export async function policyNames(orm: Orm, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await orm
    .select({ id: posturePolicies.id, name: posturePolicies.name })
    .from(posturePolicies)
    .where(and(eq(posturePolicies.tenantId, tenantId), inArray(posturePolicies.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
