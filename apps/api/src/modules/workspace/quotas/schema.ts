import { bigint, date, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "../core/schema.ts";

/**
 * osquery log bytes a workspace stored (and refused) per UTC day: the daily log quota counts
 * here, one row per workspace and day, added to in the transaction that stores the lines.
 */
export const deviceLogUsage = pgTable(
  "device_log_usage",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    droppedBytes: bigint("dropped_bytes", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day] })],
);
