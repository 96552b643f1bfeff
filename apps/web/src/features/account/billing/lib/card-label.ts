import type { CardBrand } from "@fleetward/contracts/billing";

/** Card networks are proper names and are not translated. */
export const brandNames: Record<CardBrand, string | null> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  unknown: null,
};

export function expiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, "0")}/${String(year).slice(-2)}`;
}
