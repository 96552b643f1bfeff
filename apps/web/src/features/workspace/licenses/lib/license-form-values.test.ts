import { describe, expect, it } from "vitest";
import {
  emptyLicenseValues,
  licenseFormSchema,
  licenseFormValuesOf,
  licensePayload,
} from "./license-form-values.ts";
import { daysUntil } from "../components/license-badges.tsx";
import type { License } from "../api/licenses-api.ts";

const license: License = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Microsoft 365",
  manufacturer_id: null,
  manufacturer_name: null,
  seats: 25,
  seats_used: 2,
  over_allocated: false,
  has_product_key: true,
  licensed_to_name: null,
  licensed_to_email: null,
  purchase_date: "2026-01-01",
  purchase_cost: "6600.00",
  currency: "USD",
  order_number: null,
  supplier: "Microsoft",
  expires_on: "2027-01-01",
  notes: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("the licence form's values", () => {
  it("starts from the licence, never from its key", () => {
    const values = licenseFormValuesOf(license);
    expect(values).toMatchObject({ name: "Microsoft 365", seats: "25", product_key: "" });
    expect(licenseFormValuesOf(null)).toEqual(emptyLicenseValues);
  });

  it("sends the key only when typed, an empty one when its removal is ticked", () => {
    const values = licenseFormValuesOf(license);
    expect(licensePayload(values)).not.toHaveProperty("product_key");
    expect(licensePayload({ ...values, product_key: "NEW-KEY" }).product_key).toBe("NEW-KEY");
    expect(
      licensePayload({ ...values, product_key: "IGNORED", remove_product_key: true }).product_key,
    ).toBe("");
    expect(licensePayload(values)).not.toHaveProperty("remove_product_key");
  });

  it("checks seats and the currency code with the contract; a cost may go without one", () => {
    const values = licenseFormValuesOf(license);
    expect(licensePayload(values).seats).toBe(25);
    const paths = (result: ReturnType<typeof licenseFormSchema.safeParse>) =>
      result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    expect(paths(licenseFormSchema.safeParse({ ...values, seats: "2.5" }))).toEqual(["seats"]);
    expect(paths(licenseFormSchema.safeParse({ ...values, seats: "" }))).toEqual(["seats"]);
    // Left empty, the cost is in the workspace's currency (the API fills it in).
    expect(paths(licenseFormSchema.safeParse({ ...values, currency: "" }))).toEqual([]);
    expect(paths(licenseFormSchema.safeParse({ ...values, currency: "EURO" }))).toEqual([
      "currency",
    ]);
    expect(licenseFormSchema.safeParse(values).success).toBe(true);
  });
});

describe("days until an expiry", () => {
  it("counts whole days from today in UTC, negative once passed", () => {
    const now = new Date("2026-03-10T23:30:00Z");
    expect(daysUntil("2026-03-10", now)).toBe(0);
    expect(daysUntil("2026-03-11", now)).toBe(1);
    expect(daysUntil("2026-03-01", now)).toBe(-9);
  });
});
