import { randomBytes } from "node:crypto";
import { cardDigits, detectCardBrand, type CardBrand } from "@fleetward/contracts/billing";

/** What a provider needs to tokenise a card; it is never stored or logged by us. */
export type CardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
};

export type TokenizedCard = { reference: string; brand: CardBrand; last4: string };
export type Charge = { id: string; status: "succeeded" | "failed" };

/**
 * Refused by the provider: a 402 with this message, or a 422 naming `field` when the provider
 * says what to correct (a number TEST MODE does not know).
 */
export class PaymentDeclinedError extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** A card payment service (Stripe, Adyen, …); the app only ever holds its references. */
export interface PaymentProvider {
  /** "test" for the built-in TEST MODE; stored with each card. */
  readonly name: string;
  readonly testMode: boolean;
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  charge(reference: string, amountCents: number, currency: string): Promise<Charge>;
}

/** The standard test numbers and what the test provider does with them. */
const testNumbers: Record<string, "approve" | "decline"> = {
  "4242424242424242": "approve",
  "5555555555554444": "approve",
  "378282246310005": "approve",
  "4000000000000002": "decline",
};

/**
 * TEST MODE: no money moves. Accepts only the standard test card numbers (4242… Visa,
 * 5555…4444 Mastercard, 3782 822463 10005 Amex); 4000 0000 0000 0002 is declined, as a
 * real provider would decline a card.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    async tokenize(card) {
      const digits = cardDigits(card.number);
      const outcome = testNumbers[digits];
      if (outcome === "decline") {
        throw new PaymentDeclinedError("The card was declined by the card issuer (test card)");
      }
      if (!outcome) {
        throw new PaymentDeclinedError(
          "TEST MODE accepts only the test card numbers shown on the page; no real card is charged",
          "number",
        );
      }
      return {
        reference: `tok_test_${randomBytes(12).toString("hex")}`,
        brand: detectCardBrand(digits),
        last4: digits.slice(-4),
      };
    },
    async charge(reference) {
      if (!reference.startsWith("tok_test_")) {
        throw new PaymentDeclinedError("This card cannot be charged in TEST MODE");
      }
      return { id: `ch_test_${randomBytes(12).toString("hex")}`, status: "succeeded" };
    },
  };
}
