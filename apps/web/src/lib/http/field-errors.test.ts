import { describe, expect, it } from "vitest";
import { fieldErrorsOf, splitFieldDetail } from "./field-errors.ts";
import { HttpError } from "./http-client.ts";

const refusal = (status: number, detail?: string) =>
  new HttpError("http", "errors.invalidInput", status, detail);

describe("fieldErrorsOf", () => {
  const fields = ["title", "body", "name", "warranty_end", "serial_number"] as const;

  it("maps a refusal's detail to the form's fields, first message per field", () => {
    expect(
      fieldErrorsOf(
        refusal(
          422,
          "title: Too big: expected string to have <=160 characters; body: Too small; body: Other",
        ),
        fields,
      ),
    ).toEqual({
      title: "Too big: expected string to have <=160 characters",
      body: "Too small",
    });
    expect(
      fieldErrorsOf(
        refusal(422, "name: Required; warranty_end: Must not be before the purchase date"),
        fields,
      ),
    ).toEqual({ name: "Required", warranty_end: "Must not be before the purchase date" });
    expect(
      fieldErrorsOf(
        refusal(409, "serial_number: Another asset already has this serial number"),
        fields,
      ),
    ).toEqual({ serial_number: "Another asset already has this serial number" });
  });

  it("ignores fields the form does not have and failures that are not about fields", () => {
    expect(fieldErrorsOf(refusal(422, "category: Unknown"), fields)).toEqual({});
    expect(fieldErrorsOf(refusal(422, "Request body is not valid JSON"), fields)).toEqual({});
    expect(fieldErrorsOf(refusal(429, "title: no"), fields)).toEqual({});
    expect(fieldErrorsOf(refusal(403, "name: nope"), fields)).toEqual({});
    expect(fieldErrorsOf(refusal(422), fields)).toEqual({});
    expect(fieldErrorsOf(new Error("boom"), fields)).toEqual({});
  });
});

describe("splitFieldDetail", () => {
  it("keeps what names no field of the form as the general message", () => {
    expect(splitFieldDetail("phone: Use digits; Trial already requested", ["phone"])).toEqual({
      fields: { phone: "Use digits" },
      general: "Trial already requested",
    });
    expect(splitFieldDetail("city: Required", ["city"]).general).toBeNull();
  });
});
