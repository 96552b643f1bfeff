import type {
  BillingOverview,
  InvoiceDetail,
  InvoiceSummary,
  PaymentMethod,
  addPaymentMethodSchema,
} from "@fleetward/contracts/billing";
import {
  defaultDevices,
  expiryProblem,
  maxDevices,
  minDevices,
  type BillingPlan,
  type CardBrand,
} from "@fleetward/contracts/billing";
import type { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Orm } from "../../../db/client.ts";
import { days, type Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { MailFile } from "../../platform/mail/service.ts";
import { listPlans, toPlan, type PlanRow } from "../../site/plans/service.ts";
import { countBillableAssets } from "../../workspace/core/service.ts";
import { trialOfUser } from "../trials/service.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { PaymentDeclinedError, type PaymentProvider } from "./provider.ts";
import {
  deletePaymentMethod,
  findDefaultPaymentMethod,
  findInvoice,
  findInvoiceById,
  findPaymentMethod,
  findSubscription,
  insertPaymentMethod,
  listInvoices,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  promoteOldestPaymentMethod,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentMethodRow,
} from "./repository.ts";

export type BillingDeps = {
  orm: Orm;
  jobs: PgBoss;
  clock: Clock;
  provider: PaymentProvider;
  publicUrl: string;
  log: { error(details: object, message: string): void };
};

/** Who issues every invoice. */
export const seller = {
  name: "Fleetward GmbH",
  address: ["Torstraße 140", "10119 Berlin", "Germany"],
  vat_id: "DE318274650",
};

/**
 * German VAT for every customer. Reverse charge for EU businesses with a VAT id is not
 * handled yet: the trial form does not collect a VAT id.
 */
export const vatPercent = 19;

// Payment methods

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    holder: row.holder,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export async function paymentMethodList(deps: BillingDeps, userId: string) {
  const rows = await listPaymentMethods(deps.orm, userId);
  return { items: rows.map(toPaymentMethod), test_mode: deps.provider.testMode };
}

/**
 * Validates the card, has the provider tokenise it and keeps only brand, last four digits,
 * expiry, holder and the provider's reference. The first card becomes the default.
 */
export async function addPaymentMethod(
  deps: BillingDeps,
  userId: string,
  card: z.output<typeof addPaymentMethodSchema>,
): Promise<PaymentMethod> {
  const now = deps.clock();
  const expired = expiryProblem(card.exp_month, card.exp_year, now);
  if (expired) throw new HttpError(422, `exp_year: ${expired}`);

  let token;
  try {
    token = await deps.provider.tokenize({
      number: card.number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
      holder: card.holder,
    });
  } catch (error) {
    throw declined(error);
  }

  const row = await deps.orm.transaction(async (tx) => {
    const existing = await listPaymentMethods(tx, userId);
    const makeDefault = existing.length === 0 || card.make_default === true;
    const inserted = await insertPaymentMethod(tx, {
      userId,
      brand: token.brand,
      last4: token.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      holder: card.holder,
      isDefault: false,
      provider: deps.provider.name,
      providerReference: token.reference,
      createdAt: now,
    });
    if (!makeDefault) return inserted;
    return (await makeDefaultPaymentMethod(tx, userId, inserted.id)) ?? inserted;
  });
  return toPaymentMethod(row);
}

export function declined(error: unknown): HttpError {
  if (error instanceof PaymentDeclinedError) {
    return error.field
      ? new HttpError(422, `${error.field}: ${error.message}`)
      : new HttpError(402, error.message);
  }
  throw error;
}

export async function removePaymentMethod(deps: BillingDeps, userId: string, id: string) {
  await deps.orm.transaction(async (tx) => {
    const removed = await deletePaymentMethod(tx, userId, id);
    if (!removed) throw new HttpError(404, "No such payment method");
    if (removed.isDefault) await promoteOldestPaymentMethod(tx, userId);
  });
}

export async function setDefaultPaymentMethod(deps: BillingDeps, userId: string, id: string) {
  const row = await deps.orm.transaction(async (tx) => {
    const found = await findPaymentMethod(tx, userId, id);
    if (!found) throw new HttpError(404, "No such payment method");
    return makeDefaultPaymentMethod(tx, userId, id);
  });
  if (!row) throw new HttpError(404, "No such payment method");
  return toPaymentMethod(row);
}

// Overview

/** A plan can be bought when it has a price and is not the free trial; Enterprise is quoted. */
export function isPurchasable(plan: PlanRow): boolean {
  return !plan.isTrial && plan.priceMonthlyCents !== null && plan.priceYearlyCents !== null;
}

function toBillingPlan(plan: PlanRow): BillingPlan {
  return { ...toPlan(plan), purchasable: isPurchasable(plan) };
}

/** The upgrade form's suggestion: the workspace's own assets, else a small team's fleet. */
function suggestedDevices(inWorkspace: number): number {
  if (inWorkspace === 0) return defaultDevices;
  return Math.min(maxDevices, Math.max(minDevices, inWorkspace));
}

export async function billingOverview(deps: BillingDeps, userId: string): Promise<BillingOverview> {
  const now = deps.clock();
  const [subscription, trial, card, plans, inWorkspace] = await Promise.all([
    findSubscription(deps.orm, userId),
    trialOfUser(deps.orm, userId),
    findDefaultPaymentMethod(deps.orm, userId),
    listPlans(deps.orm),
    countBillableAssets(deps.orm, userId),
  ]);
  const daysLeft =
    trial?.status === "active" && trial.expiresAt
      ? Math.max(0, Math.ceil((trial.expiresAt.getTime() - now.getTime()) / days(1)))
      : null;
  return {
    plan: subscription
      ? {
          kind: "paid",
          plan_id: subscription.planId,
          billing_cycle: subscription.billingCycle,
          since: subscription.startedAt.toISOString(),
          devices: subscription.devices,
        }
      : {
          kind: trial ? "trial" : "none",
          plan_id: null,
          billing_cycle: null,
          since: null,
          devices: null,
        },
    trial: trial
      ? {
          status: trial.status,
          expires_at: trial.expiresAt?.toISOString() ?? null,
          days_left: daysLeft,
        }
      : null,
    plans: plans.map(toBillingPlan),
    devices: {
      in_workspace: inWorkspace,
      suggested: suggestedDevices(inWorkspace),
      min: minDevices,
      max: maxDevices,
    },
    default_payment_method: card ? toPaymentMethod(card) : null,
    test_mode: deps.provider.testMode,
  };
}

// Invoices

export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    currency: row.currency,
    subtotal_cents: row.subtotalCents,
    tax_rate: row.taxRate,
    tax_cents: row.taxCents,
    total_cents: row.totalCents,
    status: row.status,
  };
}

function toInvoiceDetail(invoice: InvoiceRow, lines: InvoiceLineRow[]): InvoiceDetail {
  return {
    ...toInvoiceSummary(invoice),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      amount_cents: line.amountCents,
    })),
    billing_address: invoice.billingAddress,
    seller: { ...seller, address: [...seller.address] },
  };
}

export async function invoiceList(orm: Orm, userId: string) {
  return { items: (await listInvoices(orm, userId)).map(toInvoiceSummary) };
}

/** The invoice e-mail's PDF, drawn when the message is delivered; the same file as the download. */
export async function invoicePdfAttachment(orm: Orm, id: string): Promise<MailFile | undefined> {
  const found = await findInvoiceById(orm, id);
  if (!found) return undefined;
  const invoice = toInvoiceDetail(found.invoice, found.lines);
  return {
    filename: `${invoice.number}.pdf`,
    contentType: "application/pdf",
    content: await renderInvoicePdf(invoice),
  };
}

export async function invoiceDetail(orm: Orm, userId: string, id: string): Promise<InvoiceDetail> {
  const found = await findInvoice(orm, userId, id);
  if (!found) throw new HttpError(404, "No such invoice");
  return toInvoiceDetail(found.invoice, found.lines);
}
