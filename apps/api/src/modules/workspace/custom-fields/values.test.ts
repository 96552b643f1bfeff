import { keyFromName } from "@fleetward/contracts/workspace-custom-fields";
import {
  checkCustomValue,
  checkCustomValues,
  searchableText,
  uniqueFieldKeys,
  type CustomFieldRule,
} from "@fleetward/contracts/workspace-custom-values";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/http-error.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jsonOf, workspaceTenant, idOf } from "../../../test-support/workspace.ts";
import {
  customValueFilters,
  deleteWorkspaceCustomField,
  fieldsFor,
  provisionCustomFields,
  validateCustomValues,
} from "./service.ts";

const laptops = "11111111-1111-4111-8111-111111111111";
const phones = "22222222-2222-4222-8222-222222222222";
const rule = (key: string, type: CustomFieldRule["type"], more: Partial<CustomFieldRule> = {}) => ({
  key,
  name: key.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase()),
  type,
  options: [],
  required: false,
  category_ids: [],
  ...more,
});
const fields: CustomFieldRule[] = [
  rule("cost_centre", "text", { name: "Cost centre", required: true, category_ids: [laptops] }),
  rule("ram_gb", "number"),
  rule("inspected_on", "date"),
  rule("encrypted", "boolean"),
  rule("size", "option_list", { options: ['13"', '14"'] }),
  rule("manual", "url"),
];
const ok = (value: unknown) => ({ value });

describe("custom value rules", () => {
  it("normalises each type and refuses what it cannot hold", () => {
    const cases: [CustomFieldRule, unknown, object][] = [
      [fields[0]!, "  CC-100 ", ok("CC-100")],
      [fields[0]!, "x".repeat(501), { problem: "Must be at most 500 characters" }],
      [fields[0]!, "a\u0000b", { problem: "Must not contain control characters" }],
      [fields[0]!, 42, ok("42")],
      [fields[1]!, 16, ok(16)],
      [fields[1]!, " 16.5 ", ok(16.5)],
      [fields[1]!, "sixteen", { problem: "Must be a number" }],
      [fields[1]!, 1e300, { problem: "Must be a number" }],
      [fields[1]!, true, { problem: "Must be a number" }],
      [fields[2]!, "2026-02-28", ok("2026-02-28")],
      [fields[2]!, "2026-02-30", { problem: "Must be a date such as 2026-03-31" }],
      [fields[2]!, "28/02/2026", { problem: "Must be a date such as 2026-03-31" }],
      [fields[3]!, false, ok(false)],
      [fields[3]!, "true", ok(true)],
      [fields[3]!, "yes", { problem: "Must be true or false" }],
      [fields[4]!, '14"', ok('14"')],
      [fields[4]!, '15"', { problem: 'Must be one of: 13", 14"' }],
      [fields[5]!, "https://example.com/manual.pdf", ok("https://example.com/manual.pdf")],
      [fields[5]!, "ftp://example.com", { problem: /^Must be a web address/ }],
      [fields[5]!, "javascript:alert(1)", { problem: /^Must be a web address/ }],
      [fields[5]!, "example.com", { problem: /^Must be a web address/ }],
    ];
    for (const [field, raw, expected] of cases) {
      expect(checkCustomValue(field, raw as never), `${field.key} ${String(raw)}`).toMatchObject(
        expected,
      );
    }
    for (const field of fields) {
      expect(checkCustomValue(field, "")).toEqual(ok(null));
      expect(checkCustomValue(field, null)).toEqual(ok(null));
    }
  });

  it("keeps the category's values, clears blanks and names every problem", () => {
    expect(
      checkCustomValues(fields, laptops, { cost_centre: "CC-1", ram_gb: "16", manual: "" }),
    ).toEqual({ values: { cost_centre: "CC-1", ram_gb: 16 }, problems: [] });
    expect(
      checkCustomValues(fields, laptops, { colour: "red", ram_gb: "x", size: "15" }).problems,
    ).toEqual([
      { key: "colour", message: "Not a field of this workspace" },
      { key: "ram_gb", message: "Must be a number" },
      { key: "size", message: 'Must be one of: 13", 14"' },
      { key: "cost_centre", message: "Cost centre is required" },
    ]);
  });

  it("scopes fields to their categories", () => {
    // Cost centre is a laptop field: required there, refused on a phone, absent without a category.
    expect(checkCustomValues(fields, phones, {}).problems).toEqual([]);
    expect(checkCustomValues(fields, null, {}).problems).toEqual([]);
    expect(checkCustomValues(fields, phones, { cost_centre: "CC-1" }).problems).toEqual([
      { key: "cost_centre", message: "Cost centre is not a field of this category" },
    ]);
    expect(checkCustomValues(fields, phones, { cost_centre: null }).problems).toEqual([]);
  });

  it("merges over the stored values, dropping those the new category or workspace lacks", () => {
    const previous = { cost_centre: "CC-1", ram_gb: 8, gone: "x" };
    expect(checkCustomValues(fields, laptops, { ram_gb: null }, previous)).toEqual({
      values: { cost_centre: "CC-1" },
      problems: [],
    });
    expect(checkCustomValues(fields, phones, {}, previous).values).toEqual({ ram_gb: 8 });
    expect(checkCustomValues(fields, laptops, { cost_centre: "" }, previous).problems).toEqual([
      { key: "cost_centre", message: "Cost centre is required" },
    ]);
  });

  it("makes keys from names and text for search", () => {
    expect(["Cost centre", "Prüfdatum", "2FA", "部署", "  a  b  "].map(keyFromName)).toEqual([
      "cost_centre",
      "prufdatum",
      "field_2fa",
      "field",
      "a_b",
    ]);
    expect(keyFromName("x".repeat(60))).toHaveLength(40);
    expect(searchableText({ b: "CC-100", a: 16, c: true, d: "Ab" })).toBe("16 cc-100 ab");
    expect(
      uniqueFieldKeys([
        { key: "a", unique: true },
        { key: "b", unique: false },
      ]),
    ).toEqual(["a"]);
  });
});

describe.each(testDatabases)("custom values in a workspace on $name", (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  async function workspaceWithFields() {
    const tenant = await workspaceTenant(app, "values");
    // It starts with the sample "Cost centre" field: these tests define their own.
    const samples = jsonOf(await tenant.as("GET", "/api/workspace/custom-fields")) as {
      id: string;
    }[];
    for (const field of samples)
      await tenant.as("DELETE", `/api/workspace/custom-fields/${field.id}`);
    const laptopId = await idOf(tenant.as, "categories", "Laptops");
    const post = async (payload: object) =>
      jsonOf(await tenant.as("POST", "/api/workspace/custom-fields", payload), 201);
    await post({ name: "Cost centre", type: "text", required: true, category_ids: [laptopId] });
    await post({ name: "RAM (GB)", type: "number" });
    await post({ name: "Size", type: "option_list", options: ["S", "M"] });
    return { ...tenant, tenantId: tenant.workspace.id, laptopId };
  }

  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, detail: (error as HttpError).message };
  };

  it("validates an asset's values against the workspace's fields (422 naming key and field)", async () => {
    const { tenantId, laptopId } = await workspaceWithFields();
    const orm = app.db.orm;
    expect(
      await validateCustomValues(orm, tenantId, {
        categoryId: laptopId,
        values: { cost_centre: " CC-7 ", ram_gb: "32" },
      }),
    ).toEqual({ cost_centre: "CC-7", ram_gb: 32 });
    expect(
      await refusal(validateCustomValues(orm, tenantId, { categoryId: laptopId, values: {} })),
    ).toEqual({ status: 422, detail: "custom_values.cost_centre: Cost centre is required" });
    expect(
      await refusal(
        validateCustomValues(orm, tenantId, {
          categoryId: null,
          values: { colour: "red", size: "XL" },
        }),
      ),
    ).toEqual({
      status: 422,
      detail:
        "custom_values.colour: Not a field of this workspace; custom_values.size: Must be one of: S, M",
    });
    expect(
      await validateCustomValues(orm, tenantId, {
        categoryId: laptopId,
        values: { size: "M" },
        previous: { cost_centre: "CC-1", ram_gb: 8 },
      }),
    ).toEqual({ cost_centre: "CC-1", ram_gb: 8, size: "M" });
  });

  it("lists the fields of a category, and parses list filters", async () => {
    const { tenantId, laptopId, as } = await workspaceWithFields();
    const phoneId = await idOf(as, "categories", "Phones");
    const keys = async (category: string | null) =>
      (await fieldsFor(app.db.orm, tenantId, category)).map((field) => field.key);
    expect(await keys(laptopId)).toEqual(["cost_centre", "ram_gb", "size"]);
    expect(await keys(phoneId)).toEqual(["ram_gb", "size"]);
    expect(await keys(null)).toEqual(["ram_gb", "size"]);
    expect(
      await customValueFilters(app.db.orm, tenantId, { ram_gb: "16", size: "S", cost_centre: "" }),
    ).toEqual({ ram_gb: 16, size: "S" });
    expect(
      await refusal(customValueFilters(app.db.orm, tenantId, { ram_gb: "lots", nope: "1" })),
    ).toEqual({
      status: 422,
      detail:
        "custom_values.ram_gb: Must be a number; custom_values.nope: Not a field of this workspace",
    });
  });

  it("runs the values' cleanup inside the delete, and adds the sample field", async () => {
    const { tenantId, workspace, as, laptopId } = await workspaceWithFields();
    const [field] = await fieldsFor(app.db.orm, tenantId, laptopId);
    const cleaned: string[] = [];
    const request = {
      orm: app.db.orm,
      now: app.clock(),
      actor: { userId: null, name: "Test" },
      open: async () => ({ workspace }),
    };
    await deleteWorkspaceCustomField(request, field!.id, async (_tx, tenant, key) => {
      cleaned.push(`${tenant}:${key}`);
    });
    expect(cleaned).toEqual([`${tenantId}:cost_centre`]);
    // A cleanup that fails takes the delete back with it.
    const [ram] = await fieldsFor(app.db.orm, tenantId, null);
    await expect(
      deleteWorkspaceCustomField(request, ram!.id, async () => {
        throw new Error("cleanup failed");
      }),
    ).rejects.toThrow("cleanup failed");
    expect((await fieldsFor(app.db.orm, tenantId, null)).map((row) => row.key)).toContain("ram_gb");

    await app.db.orm.transaction((tx) =>
      provisionCustomFields(tx, tenantId, app.clock(), (name) =>
        name === "Laptops" ? laptopId : null,
      ),
    );
    expect(jsonOf(await as("GET", "/api/workspace/custom-fields"))).toContainEqual(
      expect.objectContaining({
        key: "cost_centre",
        name: "Cost centre",
        category_ids: [laptopId],
      }),
    );
  });
});
