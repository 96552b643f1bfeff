import { historyActions, historySubjectTypes } from "@fleetward/contracts/workspace-history";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, sqlList } from "../../../db/columns.ts";
import { workspaces } from "../core/schema.ts";

/**
 * Append-only: a trigger (migration `history_append_only`) refuses every UPDATE and every
 * DELETE except the cascade of deleting the whole workspace. The identity id orders events
 * as they were recorded, and is the cursor of the history pages.
 */
export const historyEvents = pgTable(
  "history_events",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    subjectType: text("subject_type", { enum: historySubjectTypes }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    /**
     * No foreign key: removing an account must not rewrite history (set null would be an
     * UPDATE the trigger refuses). `actor_name` keeps who it was.
     */
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull(),
    at: at("at").notNull(),
    action: text("action", { enum: historyActions }).notNull(),
    field: text("field"),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    note: text("note"),
  },
  (table) => [
    check(
      "history_events_subject_type_check",
      sql`subject_type in ${sqlList(historySubjectTypes)}`,
    ),
    check("history_events_action_check", sql`action in ${sqlList(historyActions)}`),
    // A subject's timeline, newest first.
    index("history_events_subject_idx").on(
      table.tenantId,
      table.subjectType,
      table.subjectId,
      table.id.desc(),
    ),
    // The workspace's latest events (the dashboard's recent activity).
    index("history_events_tenant_idx").on(table.tenantId, table.id.desc()),
  ],
);
