import { addPaymentMethodSchema, expiryProblem } from "@fleetward/contracts/billing";
import { z } from "zod";
import { HttpError } from "../../../../lib/http/http-client.ts";

/** `MM/YY` (or `MM/YYYY`) → month and four-digit year; NaN when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { month: Number.NaN, year: Number.NaN };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The card's expiry is one field in the form and two (`exp_month`, `exp_year`) in the contract. */
const formField = (name: PropertyKey | undefined) =>
  name === "exp_month" || name === "exp_year" ? "expiry" : String(name);

/**
 * The add-card form's four fields, checked with the contract's card schema (Luhn, CVC length)
 * and its expiry rule before anything is sent; the server checks again.
 */
export const cardFormSchema = z
  .object({ holder: z.string(), number: z.string(), expiry: z.string(), cvc: z.string() })
  .transform(({ expiry, ...form }, context) => {
    const { month, year } = parseExpiry(expiry);
    const parsed = addPaymentMethodSchema.safeParse({ ...form, exp_month: month, exp_year: year });
    const expired = expiryProblem(month, year, new Date());
    if (parsed.success && !expired) return parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({
        code: "custom",
        message: issue.message,
        path: [formField(issue.path[0])],
      });
    }
    if (expired) context.addIssue({ code: "custom", message: expired, path: ["expiry"] });
    return z.NEVER;
  });

/** A refusal naming `exp_month` or `exp_year`, renamed for the form's one expiry field. */
export function onCardFields(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.detail?.startsWith("exp_")) return error;
  const detail = error.detail.replace(/^exp_(month|year)/, "expiry");
  return new HttpError(error.kind, error.messageKey, error.status, detail);
}
