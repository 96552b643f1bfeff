import {
  NOTIFICATION_PAGE_SIZE,
  notificationCategories,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
} from "@fleetward/contracts/account";
import type { Orm } from "../../../db/client.ts";
import type { NotificationCategory } from "./schema.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { isUuid } from "../../../lib/ids.ts";
import {
  countNotifications,
  insertNotification,
  listNotifications,
  listPreferences,
  markAllNotificationsRead,
  markNotificationRead,
  upsertPreference,
  type NotificationRow,
} from "./repository.ts";

export type NewNotification = {
  userId: string;
  category: NotificationCategory;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
  now: Date;
};

/**
 * Adds a notice to the user's feed. Call it inside the transaction of the event it reports,
 * so the feed never shows something that did not happen.
 */
export async function notify(tx: Orm, notice: NewNotification) {
  return insertNotification(tx, {
    userId: notice.userId,
    category: notice.category,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
    createdAt: notice.now,
  });
}

/** Whether the user wants e-mail about `category`; security e-mails always go out. */
export async function wantsEmail(orm: Orm, userId: string, category: NotificationCategory) {
  if (category === "security") return true;
  const preferences = await readPreferences(orm, userId);
  return preferences[category];
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function notificationFeed(
  orm: Orm,
  userId: string,
  page: number,
): Promise<NotificationList> {
  const [rows, total, unread] = await Promise.all([
    listNotifications(orm, userId, NOTIFICATION_PAGE_SIZE, (page - 1) * NOTIFICATION_PAGE_SIZE),
    countNotifications(orm, userId, false),
    countNotifications(orm, userId, true),
  ]);
  return {
    items: rows.map(toNotification),
    page,
    page_size: NOTIFICATION_PAGE_SIZE,
    total,
    unread,
  };
}

export async function unreadCount(orm: Orm, userId: string) {
  return countNotifications(orm, userId, true);
}

export async function readNotification(orm: Orm, userId: string, id: string, now: Date) {
  const row = isUuid(id) ? await markNotificationRead(orm, userId, id, now) : undefined;
  if (!row) throw new HttpError(404, "No such notification");
  return toNotification(row);
}

export async function readAllNotifications(orm: Orm, userId: string, now: Date) {
  return { marked: await markAllNotificationsRead(orm, userId, now) };
}

/** A missing row means e-mail on; security is always on. */
export async function readPreferences(orm: Orm, userId: string): Promise<NotificationPreferences> {
  const rows = await listPreferences(orm, userId);
  const preferences = {
    trial: true,
    billing: true,
    security: true,
    product: true,
    workspace: true,
  };
  for (const row of rows) preferences[row.category] = row.email;
  preferences.security = true;
  return preferences;
}

export async function savePreferences(
  orm: Orm,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await orm.transaction(async (tx) => {
    for (const category of notificationCategories) {
      await upsertPreference(
        tx,
        userId,
        category,
        category === "security" || preferences[category],
      );
    }
  });
  return readPreferences(orm, userId);
}
