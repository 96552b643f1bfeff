import {
  addPaymentMethodSchema,
  cardDigits,
  detectCardBrand,
  expiryProblem,
  luhnValid,
  testCards,
} from "@fleetward/contracts/billing";
import { describe, expect, it } from "vitest";

describe("card checks shared by the browser and the server", () => {
  it("accepts every test card number by Luhn and rejects one-digit typos", () => {
    for (const card of testCards)
      expect(luhnValid(cardDigits(card.number)), card.number).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242424242424224")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("4242-4242")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("detects the brand from the leading digits", () => {
    expect(detectCardBrand("4242 4242 4242 4242")).toBe("visa");
    expect(detectCardBrand("5555 5555 5555 4444")).toBe("mastercard");
    expect(detectCardBrand("2223 0031 2200 3222")).toBe("mastercard");
    expect(detectCardBrand("3782 822463 10005")).toBe("amex");
    expect(detectCardBrand("6011 1111 1111 1117")).toBe("discover");
    expect(detectCardBrand("9999")).toBe("unknown");
  });

  it("treats a card as valid through the last day of its expiry month", () => {
    const now = new Date("2026-03-31T23:59:00Z");
    expect(expiryProblem(3, 2026, now)).toBeNull();
    expect(expiryProblem(2, 2026, now)).toBe("The card has expired");
    expect(expiryProblem(12, 2025, now)).toBe("The card has expired");
    expect(expiryProblem(1, 2027, now)).toBeNull();
    expect(expiryProblem(1, 2047, now)).toBe("Enter the year printed on the card");
    expect(expiryProblem(4, 2026, new Date("2026-04-01T00:00:00Z"))).toBeNull();
  });

  it("validates the form: spaces allowed in the number, CVC length by brand", () => {
    const card = {
      holder: "Maria Keller",
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: 2030,
      cvc: "123",
    };
    expect(addPaymentMethodSchema.parse(card).number).toBe("4242424242424242");
    const issues = (value: object) =>
      addPaymentMethodSchema.safeParse(value).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ ...card, number: "4242 4242 4242 4241" })).toEqual(["number"]);
    expect(issues({ ...card, number: "4242" })).toEqual(["number"]);
    expect(issues({ ...card, cvc: "12a" })).toEqual(["cvc"]);
    expect(issues({ ...card, number: "3782 822463 10005", cvc: "123" })).toEqual(["cvc"]);
    expect(issues({ ...card, number: "3782 822463 10005", cvc: "1234" })).toBeUndefined();
    expect(issues({ ...card, exp_month: 13 })).toEqual(["exp_month"]);
    expect(issues({ ...card, holder: " " })).toEqual(["holder"]);
  });
});
