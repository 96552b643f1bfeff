import { naturalSortKey } from "../../../db/natural-sort.ts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, sqlList, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { assets } from "../assets/schema.ts";
import { workspaces } from "../core/schema.ts";

export const devicePlatformValues = ["windows", "macos", "linux", "other"] as const;

/** Named enrolment secrets of a workspace; only the sha-256 of the secret is kept. */
export const enrollSecrets = pgTable(
  "enroll_secrets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex sha-256 of the whole secret; the secret decides the workspace on enrolment. */
    secretHash: text("secret_hash").notNull(),
    hint: text("hint").notNull(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("enroll_secrets_hash_unique").on(table.secretHash),
    index("enroll_secrets_tenant_idx").on(table.tenantId, table.createdAt),
    tenantRowKey("enroll_secrets_tenant_id_id_unique", table),
  ],
);

/** A host running osquery, enrolled in one workspace; one row per piece of hardware. */
export const devices = pgTable(
  "devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Hex sha-256 of the node key osquery sends on every call; null once revoked. */
    nodeKeyHash: text("node_key_hash"),
    enrollSecretId: uuid("enroll_secret_id"),
    hostIdentifier: text("host_identifier").notNull(),
    hostname: text("hostname").notNull(),
    platform: text("platform").notNull(),
    osName: text("os_name"),
    osVersion: text("os_version"),
    osBuild: text("os_build"),
    kernelVersion: text("kernel_version"),
    hardwareVendor: text("hardware_vendor"),
    hardwareModel: text("hardware_model"),
    hardwareSerial: text("hardware_serial"),
    hardwareUuid: text("hardware_uuid"),
    cpuBrand: text("cpu_brand"),
    cpuCores: integer("cpu_cores"),
    memoryBytes: bigint("memory_bytes", { mode: "number" }),
    diskTotalBytes: bigint("disk_total_bytes", { mode: "number" }),
    diskFreeBytes: bigint("disk_free_bytes", { mode: "number" }),
    uptimeSeconds: bigint("uptime_seconds", { mode: "number" }),
    primaryIp: text("primary_ip"),
    primaryMac: text("primary_mac"),
    loggedInUsers: jsonb("logged_in_users").$type<LoggedInUser[]>().notNull().default([]),
    osqueryVersion: text("osquery_version"),
    assetId: uuid("asset_id"),
    /*
     * Its latest results of enabled policies by status, kept by triggers on policy_results
     * and posture_policies in the writing transaction (ADR 0050, "Amended: kept counts").
     */
    passingPolicies: integer("passing_policies").notNull().default(0),
    failingPolicies: integer("failing_policies").notNull().default(0),
    unknownPolicies: integer("unknown_policies").notNull().default(0),
    enrolledAt: at("enrolled_at").notNull(),
    /** Enrolled with the serial of another device seen in the hour before (ADR 0039). */
    identityConflictAt: at("identity_conflict_at"),
    lastSeenAt: at("last_seen_at"),
    /** When the detail queries last answered; null while a new host's details are unknown. */
    detailsUpdatedAt: at("details_updated_at"),
    /** The next time detail queries are due (interval plus jitter). */
    detailsDueAt: at("details_due_at"),
    /** The next time other modules' queries (policies) are due; null asks at the next check-in. */
    queriesDueAt: at("queries_due_at"),
    softwareUpdatedAt: at("software_updated_at"),
    /** Set when the housekeeping job reported the device offline; cleared on check-in. */
    offlineSince: at("offline_since"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(hostname || ' ' || coalesce(hardware_serial, '') || ' ' || coalesce(hardware_model, '') || ' ' || coalesce(primary_ip, '') || ' ' || coalesce(os_name, '') || ' ' || coalesce(os_version, ''))`,
      ),
    /**
     * `lower(hostname)`, collation "C" in the migration: the order of the software search and
     * of a policy's devices. Stored so a cursor on it is an index condition under row-level
     * security (lower() is not LEAKPROOF; ADR 0051, "Amended: pages walked in hostname order").
     */
    hostnameSort: text("hostname_sort")
      .notNull()
      .generatedAlwaysAs(sql`lower(hostname)`),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("devices_platform", sql`platform in ${sqlList(devicePlatformValues)}`),
    uniqueIndex("devices_node_key_unique").on(table.nodeKeyHash),
    uniqueIndex("devices_tenant_uuid_unique")
      .on(table.tenantId, table.hardwareUuid)
      .where(sql`hardware_uuid is not null`),
    uniqueIndex("devices_tenant_asset_unique")
      .on(table.tenantId, table.assetId)
      .where(sql`asset_id is not null`),
    // The list order (natural, case-insensitive hostname, byte order on every engine) and
    // its paging.
    index("devices_tenant_hostname_natural_idx").on(
      table.tenantId,
      sql`${naturalSortKey(table.hostname)} collate "C"`,
      table.id,
    ),
    // The posture's worst devices: most failures first, then hostname (byte order), id.
    index("devices_tenant_worst_idx")
      .on(
        table.tenantId,
        // NULLS FIRST as a plain DESC in ORDER BY: drizzle's desc() alone says NULLS LAST.
        table.failingPolicies.desc().nullsFirst(),
        sql`lower(${table.hostname}) collate "C"`,
        table.id,
      )
      .where(sql`failing_policies > 0`),
    // The software search walks devices in this order (ADR 0051, amended).
    index("devices_tenant_hostname_sort_idx").on(table.tenantId, table.hostnameSort, table.id),
    // The dashboard's and the posture's counts, read as index-only scans (ADR 0050, amended):
    // narrow entries instead of the wide rows. last_seen_at is written at most every 30 s.
    index("devices_tenant_last_seen_idx").on(table.tenantId, table.lastSeenAt),
    index("devices_tenant_policy_counts_idx").on(
      table.tenantId,
      table.failingPolicies,
      table.passingPolicies,
    ),
    index("devices_tenant_serial_idx").on(table.tenantId, table.hardwareSerial),
    index("devices_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    tenantRowKey("devices_tenant_id_id_unique", table),
    // ON DELETE SET NULL (enroll_secret_id), (asset_id) in the database (see tenantReference).
    tenantReference(
      "devices_enroll_secret_id_fk",
      table,
      table.enrollSecretId,
      enrollSecrets,
    ).onDelete("set null"),
    tenantReference("devices_asset_id_fk", table, table.assetId, assets).onDelete("set null"),
  ],
);

export type LoggedInUser = {
  user: string;
  type: string | null;
  tty: string | null;
  host: string | null;
  time: string | null;
};

/** The software a device last reported (replaced as a whole by each snapshot). */
export const deviceSoftware = pgTable(
  "device_software",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id").notNull(),
    name: text("name").notNull(),
    version: text("version").notNull(),
    source: text("source").notNull(),
    /**
     * `version_sort_key(version)` (ADR 0051), collation "C": compared with the key of a
     * version the "below version" filter is given, so the comparison is an index condition.
     */
    versionKey: text("version_key")
      .notNull()
      .generatedAlwaysAs(sql`version_sort_key(version)`),
  },
  (table) => [
    // tenant_id first: the software search probes a device's rows by (tenant_id, device_id)
    // and reads them off the key alone (an index-only scan; ADR 0051, amended).
    primaryKey({
      columns: [table.tenantId, table.deviceId, table.name, table.version, table.source],
    }),
    index("device_software_tenant_name_idx").on(table.tenantId, table.name, table.version),
    index("device_software_tenant_name_key_idx").on(
      table.tenantId,
      table.name,
      table.versionKey,
      table.deviceId,
    ),
    tenantReference("device_software_device_id_fk", table, table.deviceId, devices).onDelete(
      "cascade",
    ),
  ],
);

/**
 * Every software name the workspace's devices have reported, kept by triggers on
 * device_software (migration 0047, ADR 0051 "Amended: names first"): the software search
 * matches its fragment against these few hundred names, then reads device_software by the
 * exact names, an index condition, instead of testing `ILIKE` on every row it walks. A name
 * no device reports any more stays; it matches no row.
 */
export const softwareNames = pgTable(
  "software_names",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.name] }),
    // `name ILIKE '%…%'`: ILIKE's function is LEAKPROOF (ADR 0034), so under the policy the
    // pattern is an index condition once a workspace has thousands of names.
    index("software_names_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
  ],
);

export const deviceLogTypes = ["result", "status"] as const;

/** osquery `result` and `status` log rows, kept for the workspace's retention days. */
export const deviceLogs = pgTable(
  "device_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id").notNull(),
    logType: text("log_type").notNull(),
    /** The scheduled query's name for results; the source file for status lines. */
    name: text("name"),
    severity: smallint("severity"),
    message: text("message"),
    data: jsonb("data").$type<unknown>().notNull(),
    receivedAt: at("received_at").notNull(),
  },
  (table) => [
    check("device_logs_type", sql`log_type in ${sqlList(deviceLogTypes)}`),
    index("device_logs_device_idx").on(table.tenantId, table.deviceId, table.receivedAt),
    index("device_logs_received_idx").on(table.receivedAt),
    tenantReference("device_logs_device_id_fk", table, table.deviceId, devices).onDelete("cascade"),
  ],
);

/** Per-workspace device settings; a workspace without a row uses the defaults. */
export const deviceSettings = pgTable(
  "device_settings",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    onlineMinutes: integer("online_minutes").notNull(),
    missingDays: integer("missing_days").notNull(),
    logRetentionDays: integer("log_retention_days").notNull(),
    detailIntervalMinutes: integer("detail_interval_minutes").notNull(),
    distributedIntervalSeconds: integer("distributed_interval_seconds").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  () => [
    check("device_settings_positive", sql`online_minutes > 0 and missing_days > 0`),
    check("device_settings_retention", sql`log_retention_days between 1 and 90`),
  ],
);
