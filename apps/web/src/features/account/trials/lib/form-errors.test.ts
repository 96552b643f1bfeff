import { trialCreateSchema } from "@fleetward/contracts/trials";
import { describe, expect, it } from "vitest";
import { splitFieldDetail } from "../../../../lib/http/field-errors.ts";
import { errorsFromIssues } from "./form-errors.ts";

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

describe("errorsFromIssues", () => {
  it("gives the first message of each field of the shared contract", () => {
    const result = trialCreateSchema.safeParse({ app_domain: "-x", accept_terms: false });
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error?.issues ?? []);
    expect(errors.app_domain).toMatch(/^Use 3 to 40/);
    expect(errors.accept_terms).toMatch(/Accept the trial terms/);
    expect(Object.keys(errors)).toContain("company_name");
  });
});
