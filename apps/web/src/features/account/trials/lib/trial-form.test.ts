import { describe, expect, it } from "vitest";
import { contractResolver } from "../../../../components/form/contract-resolver.ts";
import { splitFieldDetail } from "../../../../lib/http/field-errors.ts";
import { emptyTrialForm, trialFormSchema } from "./trial-form.ts";

const fields = ["phone", "city", "app_domain"];

describe("splitFieldDetail", () => {
  it("splits the API's detail into one message per named field", () => {
    expect(splitFieldDetail("phone: Use digits; city: Required", fields)).toEqual({
      fields: { phone: "Use digits", city: "Required" },
      general: null,
    });
  });

  it("keeps what names no known field as a general message", () => {
    expect(splitFieldDetail("This account already has a trial", fields)).toEqual({
      fields: {},
      general: "This account already has a trial",
    });
    expect(splitFieldDetail("app_domain: acme is already taken, choose another", fields)).toEqual({
      fields: { app_domain: "acme is already taken, choose another" },
      general: null,
    });
  });
});

describe("the trial form's schema", () => {
  it("gives the first message of each field of the shared contract", async () => {
    const resolve = contractResolver(trialFormSchema, (_field, problem) => problem.message);
    const result = await resolve({ ...emptyTrialForm, app_domain: "-x" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message?: string }>;
    expect(errors.app_domain?.message).toMatch(/^Use 3 to 40/);
    expect(errors.accept_terms?.message).toMatch(/Accept the trial terms/);
    expect(Object.keys(errors)).toContain("company_name");
  });
});
