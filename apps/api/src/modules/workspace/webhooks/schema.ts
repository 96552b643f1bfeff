import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, tenantReference, tenantRowKey } from "../../../db/columns.ts";
import { users } from "../../account/users/schema.ts";
import { workspaces } from "../core/schema.ts";

/** Endpoints an admin registered to receive the workspace's events (docs/decisions/0029). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * The signing secret, sealed by lib/secret-box.ts with the row's tenant and id as context:
     * it must be read to sign, so it is encrypted rather than hashed (docs/decisions/0021).
     */
    secretEncrypted: text("secret_encrypted").notNull(),
    /** The secret's first characters, shown so an admin can tell which one a receiver has. */
    secretHint: text("secret_hint").notNull(),
    /** Who added it, so removing that member can offer to disable or delete it. */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    check("webhook_endpoints_secret_sealed", sql`secret_encrypted like 'v1:%'`),
    index("webhook_endpoints_tenant_idx").on(table.tenantId, table.createdAt),
    tenantRowKey("webhook_endpoints_tenant_id_id_unique", table),
  ],
);

/**
 * The outbox: one row per event, written in the transaction of the change that caused it.
 * `dedupe_key` (when given) makes an event happen once per tenant, e.g. one licence's
 * "expiring" per expiry date however often the daily job runs.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    dedupeKey: text("dedupe_key"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("webhook_events_dedupe_unique")
      .on(table.tenantId, table.dedupeKey)
      .where(sql`dedupe_key is not null`),
    // A tenant's events by age: deleting a workspace (its cascade) and pruning old events.
    index("webhook_events_tenant_idx").on(table.tenantId, table.createdAt),
    tenantRowKey("webhook_events_tenant_id_id_unique", table),
  ],
);

/**
 * One event to one endpoint: attempted until it succeeds or its window (24 h) closes. A
 * sender leases a due row (`lease_until`) before sending, so several instances never send
 * the same attempt at once; a lease that outlives its sender's crash simply expires.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id").notNull(),
    eventId: uuid("event_id").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    leaseUntil: at("lease_until"),
    /** After this moment a failed attempt is the last: the delivery is given up. */
    givesUpAt: at("gives_up_at").notNull(),
    lastAttemptAt: at("last_attempt_at"),
    durationMs: integer("duration_ms"),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    error: text("error"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    check("webhook_deliveries_status", sql`status in ('pending', 'succeeded', 'failed')`),
    check(
      "webhook_deliveries_pending_scheduled",
      sql`(status = 'pending') = (next_attempt_at is not null)`,
    ),
    // What the sender sweeps: due pending rows, oldest first.
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // The delivery log of an endpoint, newest first: the tenant leads, as in the query.
    index("webhook_deliveries_tenant_endpoint_idx").on(
      table.tenantId,
      table.endpointId,
      table.createdAt,
      table.id,
    ),
    // Deleting an endpoint or an event cascades here by that column alone: without these,
    // each deleted row (a workspace's deletion deletes all its events) scans the table.
    index("webhook_deliveries_endpoint_idx").on(table.endpointId),
    index("webhook_deliveries_event_idx").on(table.eventId),
    tenantReference(
      "webhook_deliveries_endpoint_id_fk",
      table,
      table.endpointId,
      webhookEndpoints,
    ).onDelete("cascade"),
    tenantReference("webhook_deliveries_event_id_fk", table, table.eventId, webhookEvents).onDelete(
      "cascade",
    ),
  ],
);
