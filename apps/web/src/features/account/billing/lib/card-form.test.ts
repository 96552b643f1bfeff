import { describe, expect, it } from "vitest";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { cardFormSchema, onCardFields } from "./card-form.ts";

const card = { holder: "Henrik Aalto", number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const fieldsInError = (values: typeof card) =>
  cardFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join("."));

describe("the add-card form's schema", () => {
  it("turns MM/YY into the contract's month and year", () => {
    expect(cardFormSchema.parse(card)).toMatchObject({ exp_month: 12, exp_year: 2030 });
  });

  it("puts each problem on the form's own field", () => {
    expect(fieldsInError({ ...card, number: "4242 4242 4242 4241" })).toEqual(["number"]);
    expect(fieldsInError({ ...card, expiry: "13/30" })).toEqual(["expiry"]);
    expect(fieldsInError({ ...card, expiry: "01/20" })).toEqual(["expiry"]);
  });

  it("renames a server refusal of exp_year for the expiry field", () => {
    const refusal = new HttpError("http", "errors.invalidInput", 422, "exp_year: Expired");
    expect((onCardFields(refusal) as HttpError).detail).toBe("expiry: Expired");
  });
});
