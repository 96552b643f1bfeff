import { notificationCategories } from "@fleetward/contracts/account";
import { boolean, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "../../../db/columns.ts";
import { users } from "../users/schema.ts";

/** The categories a user can receive notices about; e-mail can be switched off per category. */
export { notificationCategories };
export type NotificationCategory = (typeof notificationCategories)[number];

/** The in-app feed (unread count in the header). Written in the transaction of the event. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category", { enum: notificationCategories }).notNull(),
    /** What happened, e.g. "trial.approved"; the web app may pick an icon by it. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where "open" leads: a site path or an absolute app URL. */
    link: text("link"),
    createdAt: at("created_at").notNull(),
    readAt: at("read_at"),
  },
  (table) => [index("notifications_user_idx").on(table.userId, table.createdAt)],
);

/** Absent row = e-mail on (security e-mails are always sent). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category", { enum: notificationCategories }).notNull(),
    email: boolean("email").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
