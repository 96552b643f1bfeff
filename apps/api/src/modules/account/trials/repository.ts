import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { userIdsWithEmailLike } from "../users/service.ts";
import { auditLog, trials, type TrialStatus } from "./schema.ts";

export type TrialRow = typeof trials.$inferSelect;

export async function findTrialById(orm: Orm, id: string): Promise<TrialRow | undefined> {
  const [row] = await orm.select().from(trials).where(eq(trials.id, id));
  return row;
}

export async function findTrialByUser(orm: Orm, userId: string): Promise<TrialRow | undefined> {
  const [row] = await orm.select().from(trials).where(eq(trials.userId, userId));
  return row;
}

export async function findTrialByDomain(orm: Orm, appDomain: string) {
  const [row] = await orm
    .select({ id: trials.id })
    .from(trials)
    .where(eq(trials.appDomain, appDomain));
  return row;
}

/** Inserts the request; undefined when the account or the address already has a trial. */
export async function insertTrial(orm: Orm, values: typeof trials.$inferInsert) {
  const [row] = await orm.insert(trials).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertAudit(orm: Orm, values: typeof auditLog.$inferInsert) {
  await orm.insert(auditLog).values(values);
}

/**
 * Moves deployment progress from step `from` to `from + 1`, only while the trial is still
 * deploying at that step; false means another run of the job got there first.
 */
export async function advanceDeployStep(orm: Orm, trialId: string, from: number, now: Date) {
  const updated = await orm
    .update(trials)
    .set({ deployStep: from + 1, updatedAt: now })
    .where(and(eq(trials.id, trialId), eq(trials.status, "deploying"), eq(trials.deployStep, from)))
    .returning({ id: trials.id });
  return updated.length === 1;
}

export async function activeTrialsExpiringBy(orm: Orm, moment: Date, limit: number) {
  return orm
    .select()
    .from(trials)
    .where(and(eq(trials.status, "active"), lte(trials.expiresAt, moment)))
    .orderBy(asc(trials.expiresAt))
    .limit(limit);
}

export async function activeTrialsToWarn(orm: Orm, warnFrom: Date, limit: number) {
  return orm
    .select()
    .from(trials)
    .where(
      and(
        eq(trials.status, "active"),
        isNull(trials.expiryWarningSentAt),
        lte(trials.expiresAt, warnFrom),
      ),
    )
    .orderBy(asc(trials.expiresAt))
    .limit(limit);
}

/** Claims the "expires in 7 days" notice: true for exactly one caller. */
export async function claimExpiryWarning(orm: Orm, trialId: string, now: Date) {
  const updated = await orm
    .update(trials)
    .set({ expiryWarningSentAt: now })
    .where(
      and(eq(trials.id, trialId), eq(trials.status, "active"), isNull(trials.expiryWarningSentAt)),
    )
    .returning({ id: trials.id });
  return updated.length === 1;
}

/** Deployments that are due or stalled: approved or deploying, untouched since `before`. */
export async function unfinishedDeployments(orm: Orm, before?: Date) {
  const unfinished = inArray(trials.status, ["approved", "deploying"] satisfies TrialStatus[]);
  return orm
    .select({ id: trials.id })
    .from(trials)
    .where(before ? and(unfinished, lte(trials.updatedAt, before)) : unfinished);
}

export const adminPageSize = 20;

export async function listTrials(
  orm: Orm,
  filter: { status?: TrialStatus; q?: string; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(trials.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matches = or(
      ilike(trials.companyName, pattern),
      ilike(trials.appName, pattern),
      ilike(trials.appDomain, pattern),
      inArray(trials.userId, userIdsWithEmailLike(orm, pattern)),
      ilike(sql`${trials.firstName} || ' ' || ${trials.lastName}`, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await orm
    .select()
    .from(trials)
    .where(where)
    .orderBy(desc(trials.requestedAt), asc(trials.id))
    .limit(adminPageSize)
    .offset((filter.page - 1) * adminPageSize);
  const [total] = await orm.select({ n: count() }).from(trials).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function auditTrailOf(orm: Orm, trialId: string) {
  return orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "trial"), eq(auditLog.entityId, trialId)))
    .orderBy(asc(auditLog.createdAt));
}
