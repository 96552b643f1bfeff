import type {
  BillingAddress,
  BillingOverview,
  InvoiceDetail,
  InvoiceSummary,
  PaymentMethod,
  UpgradeRequest,
  UpgradeResponse,
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
import { formatDate, formatMoney, formatMonth } from "@fleetward/emails/format";
import { invoiceTotals } from "@fleetward/emails/invoice-email";
import { billingNotices } from "@fleetward/emails/notices/billing";
import { interpolate } from "@fleetward/emails/i18n";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Orm } from "../../../db/client.ts";
import { trials } from "../trials/schema.ts";
import type { UserRow } from "../users/schema.ts";
import { days, type Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { invoiceMail, type MailFile, queueMail } from "../../platform/mail/service.ts";
import { notify, wantsEmail } from "../notifications/service.ts";
import { upgradeTrial } from "../trials/service.ts";
import { mailLocale, recipientName } from "../users/service.ts";
import { findPlanById, listPlans } from "../../site/plans/repository.ts";
import type { PlanRow } from "../../site/plans/schema.ts";
import { toPlan } from "../../site/plans/service.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { PaymentDeclinedError, type PaymentProvider } from "./provider.ts";
import {
  countWorkspaceAssets,
  deletePaymentMethod,
  findDefaultPaymentMethod,
  findInvoice,
  findInvoiceById,
  findPaymentMethod,
  findSubscription,
  insertInvoice,
  insertPaymentMethod,
  listInvoices,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  nextInvoiceNumber,
  promoteOldestPaymentMethod,
  recordUnreconciledCharge,
  upsertSubscription,
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

function declined(error: unknown): HttpError {
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

// Overview and upgrade

async function findTrial(orm: Orm, userId: string) {
  const [row] = await orm.select().from(trials).where(eq(trials.userId, userId));
  return row;
}

/** A plan can be bought when it has a price and is not the free trial; Enterprise is quoted. */
function isPurchasable(plan: PlanRow): boolean {
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
    findTrial(deps.orm, userId),
    findDefaultPaymentMethod(deps.orm, userId),
    listPlans(deps.orm),
    countWorkspaceAssets(deps.orm, userId),
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

/** The plan of the plans table the request names, if it can be bought at all (else a 422). */
async function purchasablePlan(orm: Orm, request: UpgradeRequest) {
  const plan = await findPlanById(orm, request.plan_id);
  if (!plan) throw new HttpError(422, "plan_id: Choose one of the plans on offer");
  if (plan.isTrial) {
    throw new HttpError(422, "plan_id: The free trial cannot be bought; request it instead");
  }
  const unitPrice =
    request.billing_cycle === "yearly" ? plan.priceYearlyCents : plan.priceMonthlyCents;
  if (!isPurchasable(plan) || unitPrice === null) {
    throw new HttpError(
      422,
      `plan_id: The ${plan.name} plan is quoted on request; contact our sales team`,
    );
  }
  if (plan.deviceLimit !== null && request.devices > plan.deviceLimit) {
    throw new HttpError(
      422,
      `devices: The ${plan.name} plan covers at most ${plan.deviceLimit} devices`,
    );
  }
  return { plan, unitPrice };
}

/** "Business plan — 25 devices × €4.00 / month": what the invoice line says. */
function lineDescription(plan: PlanRow, request: UpgradeRequest, unitPrice: number): string {
  const devices = request.devices.toLocaleString("en-GB");
  const per = request.billing_cycle === "yearly" ? "year" : "month";
  return `${plan.name} plan — ${devices} devices × ${formatMoney(unitPrice, plan.currency, "en")} / ${per}`;
}

/**
 * The trial side of a purchase: an active or expired trial becomes `upgraded` (no expiry,
 * the paid plan), which re-opens an expired workspace. Other trial states are left alone: a
 * customer may buy a plan before or without a trial.
 */
export async function onPlanPurchased(
  tx: Orm,
  purchase: { userId: string; planId: string; now: Date },
) {
  const trial = await findTrial(tx, purchase.userId);
  if (!trial || (trial.status !== "active" && trial.status !== "expired")) return;
  // In-app notice only: the invoice e-mail already tells the customer about the purchase.
  await upgradeTrial(tx, purchase, null);
}

/**
 * Buys a plan: charges the payment method, then — in one transaction — issues the paid
 * invoice with its e-mail and notice, records the subscription and upgrades the trial.
 * The charge cannot join the transaction: if the database fails after it, the charge is
 * recorded in `unreconciled_charges` and logged for a person to refund or invoice by hand.
 */
export async function upgrade(
  deps: BillingDeps,
  user: UserRow,
  request: UpgradeRequest,
): Promise<UpgradeResponse> {
  const now = deps.clock();
  const { plan, unitPrice } = await purchasablePlan(deps.orm, request);
  const current = await findSubscription(deps.orm, user.id);
  if (
    current?.planId === plan.id &&
    current.billingCycle === request.billing_cycle &&
    current.devices === request.devices
  ) {
    throw new HttpError(
      409,
      `You are already on the ${plan.name} plan for ${request.devices} devices, billed ${request.billing_cycle}`,
    );
  }
  const card = request.payment_method_id
    ? await findPaymentMethod(deps.orm, user.id, request.payment_method_id)
    : await findDefaultPaymentMethod(deps.orm, user.id);
  if (!card) {
    throw request.payment_method_id
      ? new HttpError(422, "payment_method_id: Choose one of your payment methods")
      : new HttpError(409, "Add a payment method before choosing a plan");
  }
  if (expiryProblem(card.expMonth, card.expYear, now)) {
    throw new HttpError(422, "payment_method_id: This card has expired; add a new one");
  }

  // Per device: N devices at the plan's unit price for the chosen cycle.
  const lines = [
    {
      description: lineDescription(plan, request, unitPrice),
      quantity: request.devices,
      unitPriceCents: unitPrice,
    },
  ];
  const totals = invoiceTotals(lines, vatPercent);

  let charge;
  try {
    charge = await deps.provider.charge(card.providerReference, totals.total, plan.currency);
  } catch (error) {
    throw declined(error);
  }
  if (charge.status !== "succeeded") throw new HttpError(402, "The payment was declined");

  try {
    const invoice = await deps.orm.transaction(async (tx) => {
      const trial = await findTrial(tx, user.id);
      const issued = await insertInvoice(
        tx,
        {
          number: await nextInvoiceNumber(tx, now.getUTCFullYear()),
          userId: user.id,
          issuedAt: now,
          dueAt: now,
          currency: plan.currency,
          subtotalCents: totals.subtotal,
          taxRate: vatPercent,
          taxCents: totals.vat,
          totalCents: totals.total,
          status: "paid",
          billingAddress: billingAddressOf(user, trial),
          chargeId: charge.id,
          createdAt: now,
        },
        lines.map((line, index) => ({
          position: index + 1,
          description: line.description,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          amountCents: line.quantity * line.unitPriceCents,
        })),
      );
      await upsertSubscription(tx, {
        userId: user.id,
        planId: plan.id,
        billingCycle: request.billing_cycle,
        devices: request.devices,
        startedAt: now,
        updatedAt: now,
      });
      await onPlanPurchased(tx, { userId: user.id, planId: plan.id, now });
      await announceInvoice(deps, tx, user, issued, lines, plan.name);
      return issued;
    });
    return {
      plan_id: plan.id,
      billing_cycle: request.billing_cycle,
      devices: request.devices,
      invoice: toInvoiceSummary(invoice),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordUnreconciledCharge(deps.orm, {
      userId: user.id,
      chargeId: charge.id,
      amountCents: totals.total,
      currency: plan.currency,
      reason: reason.slice(0, 500),
      createdAt: now,
    }).catch(() => undefined);
    deps.log.error(
      { chargeId: charge.id, userId: user.id },
      "charge taken but invoice not written",
    );
    throw new HttpError(
      500,
      "Your card was charged but we could not record the purchase. Our team has been alerted and will sort it out; please do not pay again.",
    );
  }
}

function billingAddressOf(
  user: UserRow,
  trial: typeof trials.$inferSelect | undefined,
): BillingAddress {
  const name = [trial?.firstName ?? user.firstName, trial?.lastName ?? user.lastName]
    .filter(Boolean)
    .join(" ");
  return {
    name: name || user.username,
    company: trial?.companyName ?? null,
    email: user.email,
    street: trial ? [trial.streetAddress, trial.building].filter(Boolean).join(", ") : null,
    postal_code: trial?.postalCode ?? null,
    city: trial?.city ?? null,
    country: trial?.country ?? null,
  };
}

/** The in-app notice, and the `/email-invoice` e-mail unless billing e-mails are off. */
async function announceInvoice(
  deps: BillingDeps,
  tx: Orm,
  user: UserRow,
  invoice: InvoiceRow,
  lines: { description: string; quantity: number; unitPriceCents: number }[],
  planName: string,
) {
  const locale = mailLocale(user);
  const invoiceUrl = `${deps.publicUrl}/user-invoice?id=${invoice.id}`;
  const strings = billingNotices(locale);
  await notify(tx, {
    userId: user.id,
    category: "billing",
    kind: "invoice.paid",
    title: interpolate(strings.invoicePaidTitle, { number: invoice.number }),
    body: interpolate(strings.invoicePaidBody, {
      plan: planName,
      total: formatMoney(invoice.totalCents, invoice.currency, locale),
    }),
    link: `/user-invoice?id=${invoice.id}`,
    now: invoice.issuedAt,
  });
  if (!(await wantsEmail(tx, user.id, "billing"))) return;
  const mail = invoiceMail({
    recipientName: recipientName(user),
    companyName: invoice.billingAddress.company ?? invoice.billingAddress.name,
    invoiceNumber: invoice.number,
    issueDate: formatDate(invoice.issuedAt, locale),
    dueDate: formatDate(invoice.dueAt, locale),
    billingPeriod: formatMonth(invoice.issuedAt, locale),
    currency: invoice.currency,
    lines,
    vatPercent: invoice.taxRate,
    invoiceUrl,
    locale,
  });
  await queueMail(
    tx,
    deps.jobs,
    { ...mail, to: user.email, attachments: [{ kind: "invoice-pdf", id: invoice.id }] },
    invoice.issuedAt,
  );
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
