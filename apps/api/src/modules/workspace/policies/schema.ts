import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { devices } from "../devices/schema.ts";
import { workspaces } from "../core/schema.ts";

export const policyPlatformValues = ["windows", "macos", "linux"] as const;
export const policyStatusValues = ["pass", "fail", "unknown"] as const;
export type PolicyStatusValue = (typeof policyStatusValues)[number];

/**
 * A posture policy: a yes/no osquery query for some platforms (docs/decisions/0026). A row
 * answered means pass, none fail, an error unknown.
 */
export const posturePolicies = pgTable(
  "posture_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    platforms: text("platforms").array().notNull(),
    query: text("query").notNull(),
    resolution: text("resolution"),
    critical: boolean("critical").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    /** The library entry it was switched on from; null for a custom policy. */
    libraryKey: text("library_key"),
    /** Its latest results by status (enabled or not), kept by triggers on policy_results. */
    passingCount: integer("passing_count").notNull().default(0),
    failingCount: integer("failing_count").notNull().default(0),
    unknownCount: integer("unknown_count").notNull().default(0),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check(
      "posture_policies_platforms",
      sql`cardinality(platforms) > 0 and platforms <@ ${sql.raw(`'{${policyPlatformValues.join(",")}}'`)}::text[]`,
    ),
    uniqueIndex("posture_policies_tenant_name_unique").on(
      table.tenantId,
      sql`lower(${table.name})`,
    ),
    uniqueIndex("posture_policies_tenant_library_unique")
      .on(table.tenantId, table.libraryKey)
      .where(sql`library_key is not null`),
    tenantRowKey("posture_policies_tenant_id_id_unique", table),
  ],
);

/** The latest result of each policy on each device. */
export const policyResults = pgTable(
  "policy_results",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").notNull(),
    deviceId: uuid("device_id").notNull(),
    status: text("status").$type<PolicyStatusValue>().notNull(),
    /** The last pass or fail, kept through unknown results: flips are counted between these. */
    lastDefinite: text("last_definite").$type<"pass" | "fail">(),
    checkedAt: at("checked_at").notNull(),
    error: text("error"),
    /**
     * The policy's devices order: the status's rank (fail 0, unknown 1, pass 2) then the
     * device's `hostname_sort`, collation "C"; kept by triggers (ADR 0050, "Amended: a
     * policy's devices by a kept key").
     */
    sortKey: text("sort_key").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.policyId, table.deviceId] }),
    check("policy_results_status", sql`status in ${sqlList(policyStatusValues)}`),
    index("policy_results_tenant_device_idx").on(table.tenantId, table.deviceId),
    index("policy_results_policy_status_idx").on(table.policyId, table.status),
    index("policy_results_policy_sort_idx").on(
      table.tenantId,
      table.policyId,
      table.sortKey,
      table.deviceId,
    ),
    tenantReference("policy_results_policy_id_fk", table, table.policyId, posturePolicies).onDelete(
      "cascade",
    ),
    tenantReference("policy_results_device_id_fk", table, table.deviceId, devices).onDelete(
      "cascade",
    ),
  ],
);

/**
 * Append-only: every change of a device's result of a policy. A flip between pass and fail
 * is `alertable`; the alert job claims it once (`alerted_at`) for notices, e-mails and hooks.
 */
export const policyResultChanges = pgTable(
  "policy_result_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    policyId: uuid("policy_id").notNull(),
    deviceId: uuid("device_id").notNull(),
    /** Null for a device's first result of the policy. */
    fromStatus: text("from_status").$type<PolicyStatusValue>(),
    toStatus: text("to_status").$type<PolicyStatusValue>().notNull(),
    changedAt: at("changed_at").notNull(),
    alertable: boolean("alertable").notNull(),
    alertedAt: at("alerted_at"),
  },
  (table) => [
    check("policy_result_changes_to_status", sql`to_status in ${sqlList(policyStatusValues)}`),
    index("policy_result_changes_device_idx").on(table.tenantId, table.deviceId, table.changedAt),
    index("policy_result_changes_pending_idx")
      .on(table.tenantId, table.id)
      .where(sql`alertable and alerted_at is null`),
    tenantReference(
      "policy_result_changes_policy_id_fk",
      table,
      table.policyId,
      posturePolicies,
    ).onDelete("cascade"),
    tenantReference("policy_result_changes_device_id_fk", table, table.deviceId, devices).onDelete(
      "cascade",
    ),
  ],
);
