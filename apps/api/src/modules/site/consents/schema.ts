import { sqlList } from "../../../db/columns.ts";
import { consentChoices } from "@fleetward/contracts/consents";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The record of cookie choices: which anonymous browser chose what, on which policy, when.
 * Deliberately nothing else — no IP address, no user agent, no account.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("subject_id").notNull(),
    choice: text("choice", { enum: consentChoices }).notNull(),
    policyVersion: text("policy_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("cookie_consents_choice_check", sql`choice in ${sqlList(consentChoices)}`),
    index("cookie_consents_subject_idx").on(table.subjectId, table.createdAt),
  ],
);
