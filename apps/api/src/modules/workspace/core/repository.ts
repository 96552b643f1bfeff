import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { workspaces } from "./schema.ts";

/*
 * The workspace row. Its lookups by label, id, trial or owner find a workspace before its
 * tenant is known, so the service runs those across workspaces (ADR 0034).
 */

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceValues = Pick<
  typeof workspaces.$inferInsert,
  "trialId" | "ownerUserId" | "appDomain" | "name" | "createdAt"
>;

/** The workspace answering at `appDomain`, open or closed. */
export async function findWorkspaceByDomain(orm: Orm, appDomain: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from its host (a unique domain)
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.appDomain, appDomain));
  return row;
}

/** The workspace with this id, open or closed (an API token names its workspace by id). */
export async function findWorkspaceById(orm: Orm, id: string) {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.id, id));
  return row;
}

export async function findWorkspaceOfTrial(orm: Orm, trialId: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- a workspace by its trial (unique), when the trial deploys
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.trialId, trialId));
  return row;
}

/** A workspace holding `appDomain` that belongs to another trial (should never exist). */
export async function findForeignWorkspace(orm: Orm, appDomain: string, trialId: string) {
  const row = await findWorkspaceByDomain(orm, appDomain);
  return row && row.trialId !== trialId ? { id: row.id, trialId: row.trialId } : undefined;
}

/** The trial's new workspace; undefined when the trial already has one (a retried deployment). */
export async function insertWorkspace(orm: Orm, values: WorkspaceValues) {
  const [created] = await orm
    .insert(workspaces)
    .values(values)
    .onConflictDoNothing({ target: workspaces.trialId })
    .returning();
  return created;
}

/** Every workspace not closed, oldest first (the daily reminders go through them all). */
export async function listOpenWorkspaces(orm: Orm): Promise<WorkspaceRow[]> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- jobs (reminders, policy alerts) go through every workspace
  return orm
    .select()
    .from(workspaces)
    .where(isNull(workspaces.closedAt))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
}

/** When the owner deletes their account: their workspaces refuse everything from then on. */
export async function closeOwnedWorkspaces(orm: Orm, userId: string, now: Date) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- closing an account closes every workspace it owns
  await orm
    .update(workspaces)
    .set({ closedAt: now })
    .where(and(eq(workspaces.ownerUserId, userId), isNull(workspaces.closedAt)));
}

/**
 * The devices the customer's own workspace tracks: its assets, leaving out the provisioned
 * samples and retired ones, which are not devices anyone would pay for. A count joined over
 * the assets module's table (docs/architecture.md, "Import rules").
 */
export async function countBillableAssets(orm: Orm, userId: string): Promise<number> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- billing counts the assets of every workspace the user owns
  const [row] = await orm
    .select({ total: count() })
    .from(assets)
    .innerJoin(workspaces, eq(workspaces.id, assets.tenantId))
    .where(
      and(
        eq(workspaces.ownerUserId, userId),
        isNull(workspaces.closedAt),
        eq(assets.isSample, false),
        isNull(assets.retiredAt),
      ),
    );
  return row?.total ?? 0;
}

/** Keeps the owner column in step with the owner member (account closure and billing read it). */
export async function updateWorkspaceOwner(orm: Orm, workspaceId: string, ownerUserId: string) {
  await orm.update(workspaces).set({ ownerUserId }).where(eq(workspaces.id, workspaceId));
}
