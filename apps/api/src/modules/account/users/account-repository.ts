import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { sessions } from "../auth/schema.ts";
import { socialLinks, users } from "./schema.ts";
import { workspaces } from "../../workspace/assets/schema.ts";

export type SocialLinksRow = typeof socialLinks.$inferSelect;

export async function findSocialLinks(orm: Orm, userId: string) {
  const [row] = await orm.select().from(socialLinks).where(eq(socialLinks.userId, userId));
  return row;
}

export async function upsertSocialLinks(orm: Orm, row: typeof socialLinks.$inferInsert) {
  const { userId: _userId, ...values } = row;
  await orm
    .insert(socialLinks)
    .values(row)
    .onConflictDoUpdate({ target: socialLinks.userId, set: values });
}

/** Sessions that can still be used: not revoked, not past either expiry. Most recent first. */
export async function listLiveSessions(orm: Orm, userId: string, now: Date) {
  return orm
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one of the user's own live sessions; false when there is no such session. */
export async function revokeOwnSession(orm: Orm, userId: string, sessionId: string, now: Date) {
  const rows = await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function updateUserDetails(
  orm: Orm,
  userId: string,
  details: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "locale">>,
) {
  const [row] = await orm.update(users).set(details).where(eq(users.id, userId)).returning();
  return row;
}

export async function closeOwnedWorkspaces(orm: Orm, userId: string, now: Date) {
  await orm
    .update(workspaces)
    .set({ closedAt: now })
    .where(and(eq(workspaces.ownerUserId, userId), isNull(workspaces.closedAt)));
}

export async function deleteUser(orm: Orm, userId: string) {
  await orm.delete(users).where(eq(users.id, userId));
}
