import { and, eq, inArray } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { auditLog, trials, type TrialStatus } from "./schema.ts";

/** The only transitions of the trial lifecycle: to-state ← allowed from-states. */
export const allowedFrom: Record<TrialStatus, readonly TrialStatus[]> = {
  pending_approval: [],
  approved: ["pending_approval"],
  rejected: ["pending_approval"],
  deploying: ["approved"],
  active: ["deploying"],
  expired: ["active"],
  upgraded: ["active", "expired"],
};

export type TrialRow = typeof trials.$inferSelect;
type TrialPatch = Partial<Omit<TrialRow, "id" | "userId" | "status" | "updatedAt">>;

/**
 * Moves a trial to `to` with one conditional UPDATE (`… where status in (allowed from-states)`)
 * and writes the audit entry, both through `tx`. Returns null when the trial was not in an
 * allowed state (someone else — another instance, a retried job — got there first or the
 * move is not allowed), so callers decide whether that is a 409 or a no-op.
 */
export async function transitionTrial(
  tx: Orm,
  change: {
    trialId: string;
    to: TrialStatus;
    now: Date;
    actorUserId?: string | null;
    patch?: TrialPatch;
    details?: Record<string, unknown>;
  },
): Promise<TrialRow | null> {
  const from = allowedFrom[change.to];
  if (from.length === 0) return null;
  const [before] = await tx
    .select({ status: trials.status })
    .from(trials)
    .where(eq(trials.id, change.trialId));
  const [updated] = await tx
    .update(trials)
    .set({ ...change.patch, status: change.to, updatedAt: change.now })
    .where(and(eq(trials.id, change.trialId), inArray(trials.status, [...from])))
    .returning();
  if (!updated) return null;
  await tx.insert(auditLog).values({
    entityType: "trial",
    entityId: updated.id,
    action: `trial.${change.to}`,
    fromStatus: before?.status ?? null,
    toStatus: change.to,
    actorUserId: change.actorUserId ?? null,
    details: change.details ?? null,
    createdAt: change.now,
  });
  return updated;
}

/** The API's version: a refused transition is a 409 the caller can show. */
export async function requireTransition(tx: Orm, change: Parameters<typeof transitionTrial>[1]) {
  const updated = await transitionTrial(tx, change);
  if (!updated) {
    throw new HttpError(409, `This trial cannot move to "${change.to}" from its current state`);
  }
  return updated;
}
