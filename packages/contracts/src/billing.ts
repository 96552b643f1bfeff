import { z } from "zod";
import { planSchema } from "./plans.ts";

/*
 * Billing (issue 5): payment methods, plans and upgrade, invoices. The card checks below run in
 * the browser (the add-card form) and on the server (POST /api/customer/payment-methods).
 */

export const cardBrands = ["visa", "mastercard", "amex", "discover", "unknown"] as const;
export type CardBrand = (typeof cardBrands)[number];

/** The digits of a card number as typed: spaces and hyphens are allowed between groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The Luhn checksum every payment card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network, by the number's leading digits (IIN ranges). */
export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  return "unknown";
}

/**
 * Why a card expiring at the end of `month`/`year` cannot be used at `now`, or null. A card is
 * valid through the last day of its expiry month.
 */
export function expiryProblem(month: number, year: number, now: Date): string | null {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return "The card has expired";
  if (year > thisYear + 20) return "Enter the year printed on the card";
  return null;
}

const cardNumberSchema = z
  .string()
  .trim()
  .max(40, { abort: true })
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, { error: "Enter the 12 to 19 digits of the card number" })
      .refine(luhnValid, { error: "This card number is not valid; check for typing errors" }),
  );

/**
 * POST /api/customer/payment-methods. The number and CVC go to the payment provider and are
 * never stored or logged; only brand, last four digits, expiry and holder are kept.
 */
export const addPaymentMethodSchema = z
  .strictObject({
    holder: z
      .string()
      .trim()
      .min(2, { error: "Enter the name on the card" })
      .max(100, { error: "Use at most 100 characters" }),
    number: cardNumberSchema,
    exp_month: z.coerce
      .number({ error: "Enter the month (1–12)" })
      .int({ error: "Enter the month (1–12)" })
      .min(1, { error: "Enter the month (1–12)" })
      .max(12, { error: "Enter the month (1–12)" }),
    exp_year: z.coerce
      .number({ error: "Enter the four-digit year" })
      .int({ error: "Enter the four-digit year" })
      .min(2000, { error: "Enter the four-digit year" })
      .max(2100, { error: "Enter the four-digit year" }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, { error: "Enter the 3 or 4 digits of the security code" }),
    make_default: z.boolean().optional(),
  })
  .superRefine((card, context) => {
    // American Express prints four digits on the front; the other networks three on the back.
    const expected = detectCardBrand(card.number) === "amex" ? 4 : 3;
    if (card.cvc.length !== expected) {
      context.addIssue({
        code: "custom",
        path: ["cvc"],
        message: `Enter the ${expected} digits of the security code`,
      });
    }
  });
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  holder: z.string(),
  is_default: z.boolean(),
  created_at: z.string().describe("ISO 8601"),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({
  items: z.array(paymentMethodSchema),
  /** True while the built-in test provider handles payments: no real money moves. */
  test_mode: z.boolean(),
});
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** The test card numbers the built-in TEST MODE provider knows. */
export const testCards = [
  { number: "4242 4242 4242 4242", brand: "visa", outcome: "approved" },
  { number: "5555 5555 5555 4444", brand: "mastercard", outcome: "approved" },
  { number: "3782 822463 10005", brand: "amex", outcome: "approved" },
  { number: "4000 0000 0000 0002", brand: "visa", outcome: "declined" },
] as const;

// Plans and upgrade

export const billingCycles = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** How many devices one purchase covers: Business is bought per device. */
export const minDevices = 5;
export const maxDevices = 5000;
/** The suggestion when the customer's workspace holds no assets of its own yet. */
export const defaultDevices = 25;

const devicesProblem = `Enter a whole number of devices from ${minDevices} to ${maxDevices}`;
export const devicesSchema = z
  .number({ error: devicesProblem })
  .int({ error: devicesProblem })
  .min(minDevices, { error: devicesProblem })
  .max(maxDevices, { error: devicesProblem });

/**
 * A plan of the pricing page (`GET /api/plans`, the `plans` table) as billing offers it.
 * `purchasable`: it has a price and is not the free trial (Enterprise is quoted by sales).
 */
export const billingPlanSchema = planSchema.extend({
  purchasable: z.boolean().describe("False for the free trial and for quoted plans"),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const billingOverviewSchema = z.object({
  /** `none`: no trial and no plan; `trial`: a trial in any state; `paid`: a plan bought. */
  plan: z.object({
    kind: z.enum(["none", "trial", "paid"]),
    plan_id: z.string().nullable(),
    billing_cycle: z.enum(billingCycles).nullable(),
    since: z.string().nullable(),
    devices: z.number().int().nullable().describe("Devices the paid plan covers"),
  }),
  trial: z
    .object({
      status: z.string(),
      expires_at: z.string().nullable(),
      days_left: z.number().int().nullable(),
    })
    .nullable(),
  plans: z.array(billingPlanSchema),
  devices: z.object({
    /** Assets the customer's workspace tracks (provisioned samples and retired ones excluded). */
    in_workspace: z.number().int().nonnegative(),
    /** What the upgrade form suggests: the workspace's assets, else 25, within min and max. */
    suggested: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
  default_payment_method: paymentMethodSchema.nullable(),
  test_mode: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/**
 * POST /api/customer/billing/upgrade; the default payment method pays unless one is named.
 * Which plans can be bought is the server's to say (the plans table): others are a 422.
 */
export const upgradeRequestSchema = z.strictObject({
  plan_id: z.string().trim().min(1, { error: "Choose a plan" }).max(40, { error: "Choose a plan" }),
  billing_cycle: z.enum(billingCycles),
  devices: devicesSchema,
  payment_method_id: z.uuid({ error: "Choose one of your payment methods" }).optional(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

// Invoices

export const invoiceStatuses = ["paid", "open", "void"] as const;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().describe("FW-INV-YYYY-NNNNN"),
  issued_at: z.string(),
  due_at: z.string(),
  currency: z.string(),
  subtotal_cents: z.number().int(),
  tax_rate: z.number().describe("Percent, e.g. 19"),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  status: z.enum(invoiceStatuses),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const billingAddressSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unit_price_cents: z.number().int(),
      amount_cents: z.number().int(),
    }),
  ),
  billing_address: billingAddressSchema,
  seller: z.object({ name: z.string(), address: z.array(z.string()), vat_id: z.string() }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceListSchema = z.object({ items: z.array(invoiceSummarySchema) });

export const upgradeResponseSchema = z.object({
  plan_id: z.string(),
  billing_cycle: z.enum(billingCycles),
  devices: z.number().int(),
  invoice: invoiceSummarySchema,
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** Path ids: anything that is not one of the caller's records is a 404, malformed or not. */
export const idParamsSchema = z.object({ id: z.string().max(100) });
