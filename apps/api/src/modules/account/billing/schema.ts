import { at } from "../../../db/columns.ts";
import type { BillingAddress } from "@fleetward/contracts/billing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/schema.ts";

/**
 * A saved card. Only what a person needs to recognise it, plus the provider's reference to
 * charge it: never the full number or the security code.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holder: text("holder").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    /** Which provider issued `provider_reference` ("test" for the built-in TEST MODE). */
    provider: text("provider").notNull(),
    providerReference: text("provider_reference").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    index("payment_methods_user_idx").on(table.userId, table.createdAt),
    // At most one default per user, whatever two requests do at once.
    uniqueIndex("payment_methods_one_default")
      .on(table.userId)
      .where(sql`is_default`),
    check("payment_methods_last4_check", sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The plan a customer pays for (an id of the `plans` table); one row per customer, replaced
 * when they change plan. Plans are priced per device, so it records how many were bought.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    billingCycle: text("billing_cycle", { enum: ["monthly", "yearly"] }).notNull(),
    devices: integer("devices").notNull(),
    startedAt: at("started_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [check("subscriptions_devices_check", sql`${table.devices} > 0`)],
);

/** The last invoice number used per calendar year: FW-INV-YYYY-NNNNN, no gaps, no repeats. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    /**
     * Invoices are kept when the account is deleted (German law keeps them 10 years), so the
     * owner becomes null and the address snapshot is the record of whom it was for.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    issuedAt: at("issued_at").notNull(),
    dueAt: at("due_at").notNull(),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    status: text("status", { enum: ["paid", "open", "void"] }).notNull(),
    billingAddress: jsonb("billing_address").$type<BillingAddress>().notNull(),
    /** The provider's charge id, when the invoice was paid on issue. */
    chargeId: text("charge_id"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    index("invoices_user_idx").on(table.userId, table.issuedAt),
    check("invoices_status_check", sql`${table.status} in ('paid', 'open', 'void')`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [uniqueIndex("invoice_lines_position_unique").on(table.invoiceId, table.position)],
);

/**
 * Charges the provider took but whose invoice could not be written (the database failed after
 * the charge). Someone refunds or invoices them by hand; kept apart so the failure survives
 * the rolled-back transaction.
 */
export const unreconciledCharges = pgTable("unreconciled_charges", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  chargeId: text("charge_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  createdAt: at("created_at").notNull(),
  resolvedAt: at("resolved_at"),
});
