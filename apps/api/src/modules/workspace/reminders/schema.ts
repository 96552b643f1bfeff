import { boolean, date, index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { at } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";

/**
 * One row per daily digest given to a member: (workspace, member, day) is the key. It is
 * inserted in the transaction that writes the in-app notice and queues the e-mail, so however
 * many runs and instances race on one day, each member gets at most one digest per workspace
 * (docs/decisions/0024). Rows older than a month are pruned by the run itself.
 */
export const reminderDigests = pgTable(
  "reminder_digests",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day the digest is for. */
    day: date("day").notNull(),
    /** How many items it reported (warranties, licences and overdue check-ins together). */
    items: integer("items").notNull(),
    /** False when the member had switched workspace e-mails off: only the notice was written. */
    emailed: boolean("emailed").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.day] }),
    index("reminder_digests_day_idx").on(table.day),
    index("reminder_digests_user_idx").on(table.userId),
  ],
);
