import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { isUuid } from "../../../lib/ids.ts";
import {
  invoiceCounters,
  invoiceLines,
  invoices,
  paymentMethods,
  subscriptions,
  unreconciledCharges,
} from "./schema.ts";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// Payment methods — every query is scoped to the owner.

export async function listPaymentMethods(orm: Orm, userId: string) {
  return orm
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findPaymentMethod(orm: Orm, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
  return row;
}

export async function findDefaultPaymentMethod(orm: Orm, userId: string) {
  const [row] = await orm
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row;
}

export async function insertPaymentMethod(orm: Orm, row: typeof paymentMethods.$inferInsert) {
  return insertedRow(await orm.insert(paymentMethods).values(row).returning(), "payment_methods");
}

export async function deletePaymentMethod(orm: Orm, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

/** Clears the user's default first: the partial unique index allows one default at a time. */
export async function makeDefaultPaymentMethod(orm: Orm, userId: string, id: string) {
  await orm
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  const [row] = await orm
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

/** The oldest remaining card becomes the default when the default one is removed. */
export async function promoteOldestPaymentMethod(orm: Orm, userId: string) {
  const [oldest] = await listPaymentMethods(orm, userId);
  if (oldest && !oldest.isDefault) await makeDefaultPaymentMethod(orm, userId, oldest.id);
}

// Subscriptions

export async function findSubscription(orm: Orm, userId: string) {
  const [row] = await orm.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function upsertSubscription(orm: Orm, row: typeof subscriptions.$inferInsert) {
  await orm
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planId: row.planId,
        billingCycle: row.billingCycle,
        devices: row.devices,
        updatedAt: row.updatedAt,
      },
    });
}

// Invoices

/** The next number of `year`: one atomic upsert, so concurrent issues never share a number. */
export async function nextInvoiceNumber(orm: Orm, year: number): Promise<string> {
  const [row] = await orm
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("invoice counter returned no row");
  return `FW-INV-${year}-${String(row.last).padStart(5, "0")}`;
}

export async function insertInvoice(
  orm: Orm,
  invoice: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLines.$inferInsert, "invoiceId">[],
) {
  const row = insertedRow(await orm.insert(invoices).values(invoice).returning(), "invoices");
  await orm.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

export async function listInvoices(orm: Orm, userId: string) {
  return orm
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
}

/** One of the user's invoices with its lines; another user's id finds nothing. */
export async function findInvoice(orm: Orm, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return loadInvoice(orm, and(eq(invoices.userId, userId), eq(invoices.id, id)));
}

/** Any invoice by id, for the server itself (the PDF attached to the invoice e-mail). */
export async function findInvoiceById(orm: Orm, id: string) {
  if (!isUuid(id)) return undefined;
  return loadInvoice(orm, eq(invoices.id, id));
}

async function loadInvoice(orm: Orm, where: SQL | undefined) {
  const [invoice] = await orm.select().from(invoices).where(where);
  if (!invoice) return undefined;
  const lines = await orm
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}

export async function recordUnreconciledCharge(
  orm: Orm,
  row: typeof unreconciledCharges.$inferInsert,
) {
  await orm.insert(unreconciledCharges).values(row);
}
