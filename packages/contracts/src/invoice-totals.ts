/** One line of an invoice: what billing charges and the invoice e-mail and PDF show. */
export type InvoiceLine = { description: string; quantity: number; unitPriceCents: number };

/**
 * Subtotal, VAT and total in cents. Billing charges exactly this and the invoice e-mail states
 * it, so both compute it here. VAT is rounded to the cent once, on the subtotal.
 */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, "quantity" | "unitPriceCents">[],
  vatPercent: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const vat = Math.round((subtotal * vatPercent) / 100);
  return { subtotal, vat, total: subtotal + vat };
}
