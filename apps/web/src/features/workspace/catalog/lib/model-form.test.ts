import { describe, expect, it } from "vitest";
import { modelFormSchema, modelFormValuesOf, modelPayload } from "./model-form.ts";

const blank = modelFormValuesOf(null);

describe("the model form", () => {
  it("sends the months of life as a number, and none when blank", () => {
    expect(modelPayload({ ...blank, name: "T14", eol_months: " 48 " }).eol_months).toBe(48);
    expect(modelPayload({ ...blank, name: "T14" }).eol_months).toBeNull();
  });

  it("lets the contract refuse what is not a whole number of months, under its field", () => {
    const result = modelFormSchema.safeParse({ ...blank, name: "T14", eol_months: "4.5" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["eol_months"]);
  });

  it("takes an https picture only", () => {
    const http = modelFormSchema.safeParse({
      ...blank,
      name: "T14",
      image_url: "http://x.test/a.png",
    });
    expect(http.success).toBe(false);
    const https = modelFormSchema.safeParse({
      ...blank,
      name: "T14",
      image_url: "https://x.test/a.png",
    });
    expect(https.success).toBe(true);
  });

  it("starts from a model's own values", () => {
    const values = modelFormValuesOf({
      id: "0b7a4c2e-9a51-4f7e-8d0c-3f1e2a6b9c10",
      name: "T14",
      model_number: "21HD",
      manufacturer_id: null,
      manufacturer_name: null,
      category_id: null,
      category_name: null,
      eol_months: 0,
      image_url: null,
    });
    expect(values).toMatchObject({ name: "T14", model_number: "21HD", eol_months: "0" });
  });
});
