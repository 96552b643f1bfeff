import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { notificationPreferences, notifications, type NotificationCategory } from "./schema.ts";

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(orm: Orm, row: typeof notifications.$inferInsert) {
  return insertedRow(await orm.insert(notifications).values(row).returning(), "notifications");
}

/** Newest first; id breaks ties between notices of the same moment. */
export async function listNotifications(orm: Orm, userId: string, limit: number, offset: number) {
  return orm
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(orm: Orm, userId: string, unreadOnly: boolean) {
  const [row] = await orm
    .select({ n: count() })
    .from(notifications)
    .where(
      unreadOnly
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId),
    );
  return row?.n ?? 0;
}

/** Keeps the first read time; answers the row, or undefined when it is not the user's. */
export async function markNotificationRead(orm: Orm, userId: string, id: string, now: Date) {
  const [row] = await orm
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.readAt)),
    )
    .returning();
  if (row) return row;
  const [existing] = await orm
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return existing;
}

export async function markAllNotificationsRead(orm: Orm, userId: string, now: Date) {
  const rows = await orm
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listPreferences(orm: Orm, userId: string) {
  return orm
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  orm: Orm,
  userId: string,
  category: NotificationCategory,
  email: boolean,
) {
  await orm
    .insert(notificationPreferences)
    .values({ userId, category, email })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { email },
    });
}
