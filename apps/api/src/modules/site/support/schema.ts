import { supportSeverities } from "@fleetward/contracts/support";
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, sqlList } from "../../../db/columns.ts";

/**
 * Support tickets from the public form. Texts are stored exactly as validated (trimmed, never
 * escaped or rewritten); whoever displays them escapes them for their medium.
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Tickets are numbered in order, across years. */
    number: bigint("number", { mode: "number" }).generatedAlwaysAsIdentity().unique(),
    /** `FW-<year of created_at, UTC>-<number, at least 6 digits>`: what the customer quotes. */
    reference: text("reference")
      .notNull()
      .unique()
      .generatedAlwaysAs(
        sql`'FW-' || extract(year from created_at at time zone 'UTC')::text || '-' || lpad(number::text, greatest(6, length(number::text)), '0')`,
      ),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    severity: text("severity", { enum: supportSeverities }).notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "support_requests_severity_check",
      sql`${table.severity} in ${sqlList(supportSeverities)}`,
    ),
    check("support_requests_email_lower_case", sql`${table.email} = lower(${table.email})`),
  ],
);
