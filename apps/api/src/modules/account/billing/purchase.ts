import type { BillingAddress, UpgradeRequest, UpgradeResponse } from "@fleetward/contracts/billing";
import { expiryProblem } from "@fleetward/contracts/billing";
import { invoiceTotals, type InvoiceLine } from "@fleetward/contracts/invoice-totals";
import { formatDate, formatMoney, formatMonth } from "@fleetward/emails/format";
import { billingNotices } from "@fleetward/emails/notices/billing";
import { interpolate } from "@fleetward/emails/i18n";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { invoiceMail, queueMail } from "../../platform/mail/service.ts";
import { findPlanById, type PlanRow } from "../../site/plans/service.ts";
import { notify, wantsEmail } from "../notifications/service.ts";
import { trialOfUser, upgradeTrial, type TrialRow } from "../trials/service.ts";
import { mailLocale, recipientName, type UserRow } from "../users/service.ts";
import {
  findDefaultPaymentMethod,
  findPaymentMethod,
  findSubscription,
  insertInvoice,
  nextInvoiceNumber,
  recordUnreconciledCharge,
  upsertSubscription,
  type InvoiceRow,
  type PaymentMethodRow,
} from "./repository.ts";
import {
  declined,
  isPurchasable,
  toInvoiceSummary,
  vatPercent,
  type BillingDeps,
} from "./service.ts";

/*
 * Buying a plan (POST /api/billing/upgrade): check the plan and the card, charge, then issue
 * the invoice, record the subscription and upgrade the trial in one transaction.
 */

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
  const trial = await trialOfUser(tx, purchase.userId);
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
  await refuseUnchangedPlan(deps.orm, user.id, plan, request);
  const card = await chargeableCard(deps.orm, user.id, request, now);

  // Per device: N devices at the plan's unit price for the chosen cycle.
  const lines: InvoiceLine[] = [
    {
      description: lineDescription(plan, request, unitPrice),
      quantity: request.devices,
      unitPriceCents: unitPrice,
    },
  ];
  const totals = invoiceTotals(lines, vatPercent);
  const charge = await chargeCard(deps, card, totals.total, plan.currency);

  const purchase: Purchase = { user, request, plan, lines, totals, chargeId: charge.id, now };
  try {
    const invoice = await deps.orm.transaction((tx) => recordPurchase(deps, tx, purchase));
    return {
      plan_id: plan.id,
      billing_cycle: request.billing_cycle,
      devices: request.devices,
      invoice: toInvoiceSummary(invoice),
    };
  } catch (error) {
    throw await unreconciledCharge(deps, purchase, error);
  }
}

/** A 409 for buying exactly the plan, cycle and device count the customer already has. */
async function refuseUnchangedPlan(
  orm: Orm,
  userId: string,
  plan: PlanRow,
  request: UpgradeRequest,
) {
  const current = await findSubscription(orm, userId);
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
}

/** The card the request names, else the default one; it must exist and not have expired. */
async function chargeableCard(orm: Orm, userId: string, request: UpgradeRequest, now: Date) {
  const card = request.payment_method_id
    ? await findPaymentMethod(orm, userId, request.payment_method_id)
    : await findDefaultPaymentMethod(orm, userId);
  if (!card) {
    throw request.payment_method_id
      ? new HttpError(422, "payment_method_id: Choose one of your payment methods")
      : new HttpError(409, "Add a payment method before choosing a plan");
  }
  if (expiryProblem(card.expMonth, card.expYear, now)) {
    throw new HttpError(422, "payment_method_id: This card has expired; add a new one");
  }
  return card;
}

/** Takes the payment; a declined card answers 402, or 422 naming the card field at fault. */
async function chargeCard(
  deps: BillingDeps,
  card: PaymentMethodRow,
  amountCents: number,
  currency: string,
) {
  let charge;
  try {
    charge = await deps.provider.charge(card.providerReference, amountCents, currency);
  } catch (error) {
    throw declined(error);
  }
  if (charge.status !== "succeeded") throw new HttpError(402, "The payment was declined");
  return charge;
}

/** A paid purchase on its way into the books. */
type Purchase = {
  user: UserRow;
  request: UpgradeRequest;
  plan: PlanRow;
  lines: InvoiceLine[];
  totals: ReturnType<typeof invoiceTotals>;
  chargeId: string;
  now: Date;
};

/** The paid invoice with its e-mail and notice, the subscription and the trial's upgrade. */
async function recordPurchase(deps: BillingDeps, tx: Orm, purchase: Purchase) {
  const { user, request, plan, lines, totals, now } = purchase;
  const trial = await trialOfUser(tx, user.id);
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
      chargeId: purchase.chargeId,
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
}

/** The charge went through but the purchase was not recorded: keep a trace, alert, apologise. */
async function unreconciledCharge(deps: BillingDeps, purchase: Purchase, error: unknown) {
  const { user, chargeId } = purchase;
  const reason = error instanceof Error ? error.message : String(error);
  await recordUnreconciledCharge(deps.orm, {
    userId: user.id,
    chargeId,
    amountCents: purchase.totals.total,
    currency: purchase.plan.currency,
    reason: reason.slice(0, 500),
    createdAt: purchase.now,
  }).catch(() => undefined);
  deps.log.error({ chargeId, userId: user.id }, "charge taken but invoice not written");
  return new HttpError(
    500,
    "Your card was charged but we could not record the purchase. Our team has been alerted and will sort it out; please do not pay again.",
  );
}

function billingAddressOf(user: UserRow, trial: TrialRow | undefined): BillingAddress {
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
  lines: InvoiceLine[],
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
