import { at, sqlList } from "../../../db/columns.ts";
import { trialStatuses, type TrialStatus } from "@fleetward/contracts/trials";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/**
 * The trial lifecycle (issue 5). Only these transitions exist:
 * pending_approval → approved | rejected; approved → deploying; deploying → active;
 * active → expired | upgraded; expired → upgraded. Each is one conditional UPDATE
 * (`… where status = <from>`) plus an audit_log row, in one transaction.
 */
export { trialStatuses, type TrialStatus };

export const trials = pgTable(
  "trials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One trial per account. */
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: trialStatuses }).notNull().default("pending_approval"),
    companyName: text("company_name").notNull(),
    appName: text("app_name").notNull(),
    /** The subdomain label: the workspace answers at https://{app_domain}.{APP_HOST}. */
    appDomain: text("app_domain").notNull().unique(),
    companyEmail: text("company_email").notNull(),
    phone: text("phone").notNull(),
    fax: text("fax"),
    streetAddress: text("street_address").notNull(),
    building: text("building").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title", { enum: ["Mr", "Ms", "Dr", "Prof", "Other"] }).notNull(),
    position: text("position").notNull(),
    department: text("department").notNull(),
    newsletter: boolean("newsletter").notNull().default(false),
    rejectionReason: text("rejection_reason"),
    /** The paid plan after an upgrade (plans.id); null during the trial. */
    planId: text("plan_id"),
    /** Deployment progress shown on the profile: step n of m. */
    deployStep: integer("deploy_step").notNull().default(0),
    deploySteps: integer("deploy_steps").notNull().default(0),
    requestedAt: at("requested_at").notNull(),
    decidedAt: at("decided_at"),
    activatedAt: at("activated_at"),
    /** activated_at + 90 days; null before activation and after an upgrade. */
    expiresAt: at("expires_at"),
    expiredAt: at("expired_at"),
    upgradedAt: at("upgraded_at"),
    /** Set when the "expires in 7 days" notice went out, so the sweep sends it once. */
    expiryWarningSentAt: at("expiry_warning_sent_at"),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("trials_status_check", sql`status in ${sqlList(trialStatuses)}`),
    index("trials_status_expires_idx").on(table.status, table.expiresAt),
  ],
);

/** Who changed what and when: every trial transition writes one row. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** Null for the system (jobs, the expiry sweep). */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt)],
);
