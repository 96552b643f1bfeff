import type { Asset } from "@fleetward/contracts/workspace-assets";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { actionProblemOf } from "./action-problems.ts";
import type { CustomField } from "../../../../components/custom-fields/custom-field-values.ts";
import { assetFormValuesOf, assetUpdateFormSchema, changedValues } from "./asset-form-values.ts";
import { bulkActionOf } from "./bulk-actions.ts";
import { checkinPayload, checkoutFormSchema, checkoutPayload } from "./checkout-values.ts";

const refusal = (status: number, detail: string) =>
  new HttpError("http", "errors.invalidInput", status, detail);

describe("a refused action", () => {
  it("is translated when the API's words are known", () => {
    expect(
      actionProblemOf(refusal(409, "This asset is already checked out: check it in first")),
    ).toEqual({ kind: "known", key: "assets.problems.alreadyOut" });
    expect(
      actionProblemOf(
        refusal(409, "Only deployable assets can be checked out; this one is “In repair”"),
      ),
    ).toEqual({ kind: "notDeployable", label: "In repair" });
    expect(actionProblemOf(refusal(409, "This asset is not checked out"))).toEqual({
      kind: "known",
      key: "assets.problems.notOut",
    });
  });

  it("is shown in the API's words otherwise, and generically without any", () => {
    expect(actionProblemOf(refusal(409, "Something new"))).toEqual({
      kind: "text",
      text: "Something new",
    });
    expect(actionProblemOf(new Error("boom"))).toEqual({
      kind: "known",
      key: "errors.genericTitle",
    });
  });
});

describe("bulk actions", () => {
  it("need a status, but may clear a location or a category", () => {
    expect(bulkActionOf("set_status", "")).toBeNull();
    expect(bulkActionOf("set_status", "id-1")).toEqual({
      type: "set_status",
      status_label_id: "id-1",
    });
    expect(bulkActionOf("set_location", "")).toEqual({ type: "set_location", location_id: null });
    expect(bulkActionOf("set_category", "c")).toEqual({ type: "set_category", category_id: "c" });
    expect(bulkActionOf("retire", "ignored")).toEqual({ type: "retire" });
  });
});

describe("check-out and check-in bodies", () => {
  const personId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

  it("send the chosen holder only, and leave blank dates and notes out", () => {
    expect(
      checkoutPayload({
        target: "person",
        person_id: personId,
        location_id: "ignored",
        expected_checkin: "",
        note: " ",
      }),
    ).toEqual({ person_id: personId, expected_checkin: undefined, note: undefined });
    expect(checkinPayload({ location_id: "", note: "Back with charger" })).toEqual({
      location_id: undefined,
      note: "Back with charger",
    });
  });

  it("report a missing choice on the chosen control", () => {
    const result = checkoutFormSchema.safeParse({
      target: "location",
      person_id: "",
      location_id: "",
      expected_checkin: "",
      note: "",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["location_id"]);
  });
});

describe("editing an asset", () => {
  it("sends only the fields that were changed", () => {
    const values = assetUpdateFormSchema([]).parse({
      ...assetFormValuesOf(null),
      name: "ThinkPad T14 — Finance",
      currency: "eur",
      purchase_cost: "1349",
    });
    expect(changedValues(values, { currency: true, purchase_cost: true })).toEqual({
      currency: "EUR",
      purchase_cost: "1349",
    });
  });

  it("starts from the asset's own values", () => {
    const asset = {
      asset_tag: "FW-00001",
      name: "Loan laptop",
      model_id: null,
      category_id: null,
      status_label_id: "s",
      serial_number: null,
      location_id: "l",
      purchase_date: "2024-05-20",
      purchase_cost: "1099.00",
      currency: "EUR",
      supplier: null,
      order_number: null,
      warranty_end: null,
      notes: null,
      custom_values: { ram_gb: 16 },
    } as unknown as Asset;
    expect(assetFormValuesOf(asset)).toMatchObject({
      asset_tag: "FW-00001",
      model_id: "",
      location_id: "l",
      purchase_cost: "1099.00",
      custom_values: { ram_gb: "16" },
    });
  });

  it("sends the custom values of the chosen category whole when one of them changed", () => {
    const laptops = "11111111-1111-4111-8111-111111111111";
    const field = (key: string, more: Partial<CustomField>): CustomField => ({
      id: crypto.randomUUID(),
      key,
      name: key,
      type: "text",
      options: [],
      required: false,
      unique: false,
      help_text: null,
      category_ids: [],
      position: 0,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      ...more,
    });
    const fields = [
      field("ram_gb", { type: "number", category_ids: [laptops] }),
      field("encrypted", { type: "boolean" }),
    ];
    const form = {
      ...assetFormValuesOf(null, fields),
      name: "Laptop",
      category_id: laptops,
      custom_values: { ram_gb: "32", encrypted: true },
    };
    const values = assetUpdateFormSchema(fields).parse(form);
    expect(changedValues(values, { custom_values: { ram_gb: true } })).toEqual({
      custom_values: { ram_gb: "32", encrypted: true },
    });
    expect(changedValues(values, { name: true })).toEqual({ name: "Laptop" });

    const refused = assetUpdateFormSchema(fields).safeParse({
      ...form,
      custom_values: { ram_gb: "lots", encrypted: false },
    });
    expect(refused.error?.issues[0]?.path).toEqual(["custom_values", "ram_gb"]);
  });
});
