import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { customValuesSchema } from "@fleetward/contracts/workspace-custom-values";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useContractForm } from "../../hooks/use-contract-form.ts";
import { request } from "../../lib/http/http-client.ts";
import "../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../test-support/mounted-root.tsx";
import { CustomFieldInputs } from "./custom-field-inputs.tsx";
import {
  customFieldMessages,
  customFieldPaths,
  customFormValuesOf,
  customValuesPayload,
  customValuesRefinement,
  formatCustomValue,
  type CustomFormValues,
} from "./custom-field-values.ts";

const laptops = "11111111-1111-4111-8111-111111111111";
const field = (key: string, name: string, more: Partial<CustomField>): CustomField => ({
  id: crypto.randomUUID(),
  key,
  name,
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
  field("cost_centre", "Cost centre", {
    required: true,
    help_text: "Such as CC-100",
    category_ids: [laptops],
  }),
  field("ram_gb", "RAM (GB)", { type: "number" }),
  field("inspected_on", "Inspected on", { type: "date" }),
  field("encrypted", "Encrypted", { type: "boolean", help_text: "Disk encryption is on" }),
  field("size", "Size", { type: "option_list", options: ["S", "M"] }),
  field("manual", "Manual", { type: "url" }),
];

type Values = { category_id: string; custom_values: CustomFormValues };
const schema = z
  .custom<Values>()
  .transform((values) => ({
    category_id: values.category_id,
    custom_values: customValuesPayload(fields, values.custom_values),
  }))
  .pipe(z.object({ category_id: z.string(), custom_values: customValuesSchema }))
  .superRefine(customValuesRefinement(fields));

function Probe() {
  const form = useContractForm(schema, {
    defaultValues: { category_id: laptops, custom_values: customFormValuesOf(fields) },
    messages: customFieldMessages(fields),
    serverFields: customFieldPaths(fields),
  });
  const onSubmit = form.submit((values) => request("/api/probe", { json: values }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <CustomFieldInputs
        id="probe"
        definitions={fields}
        register={form.register}
        errors={form.formState.errors}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("CustomFieldInputs", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const input = (key: string) =>
    container().querySelector<HTMLInputElement & HTMLSelectElement>(`#probe-cf-${key}`)!;
  const textOf = (id: string) => container().querySelector(`#${id}`)?.textContent;
  const submit = () =>
    act(async () => {
      container().querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  async function fill(key: string, value: string) {
    await act(async () => {
      const prototype =
        input(key) instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set?.call(input(key), value);
      input(key).dispatchEvent(new Event("input", { bubbles: true }));
      input(key).dispatchEvent(new Event("change", { bubbles: true }));
    });
  }

  it("renders the input each type needs, labelled, with its help text linked", async () => {
    await render(<Probe />);
    expect(
      ["cost_centre", "ram_gb", "inspected_on", "encrypted", "manual"].map(
        (key) => input(key).type,
      ),
    ).toEqual(["text", "text", "date", "checkbox", "url"]);
    expect(input("ram_gb").inputMode).toBe("decimal");
    expect(input("size").tagName).toBe("SELECT");
    expect([...input("size").options].map((option) => option.value)).toEqual(["", "S", "M"]);
    expect(container().querySelector('label[for="probe-cf-cost_centre"]')?.textContent).toBe(
      "Cost centre (required)",
    );
    expect(input("cost_centre").getAttribute("aria-describedby")).toBe("probe-cf-cost_centre-hint");
    expect(textOf("probe-cf-cost_centre-hint")).toBe("Such as CC-100");
    expect(input("encrypted").getAttribute("aria-describedby")).toBe("probe-cf-encrypted-hint");
    expect(input("ram_gb").getAttribute("aria-describedby")).toBeNull();
  });

  it("checks the values with the API's rules and shows a translated error under each", async () => {
    await render(<Probe />);
    await fill("ram_gb", "lots");
    await fill("manual", "ftp://example.com");
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(textOf("probe-cf-cost_centre-error")).toBe("Enter a value.");
    expect(textOf("probe-cf-ram_gb-error")).toBe("Enter a number, such as 16 or 2.5.");
    expect(textOf("probe-cf-manual-error")).toMatch(/^Enter a web address/);
    expect(input("ram_gb").getAttribute("aria-invalid")).toBe("true");
    expect(input("cost_centre").getAttribute("aria-describedby")).toBe(
      "probe-cf-cost_centre-hint probe-cf-cost_centre-error",
    );
  });

  it("sends the values as the API takes them and shows a refusal under its field", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ detail: "custom_values.cost_centre: Another asset already has CC-1" }),
        { status: 409, headers: { "content-type": "application/json" } },
      ),
    );
    await render(<Probe />);
    await fill("cost_centre", "CC-1");
    await fill("ram_gb", "16");
    await fill("size", "M");
    await act(async () => input("encrypted").click());
    await submit();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Values;
    expect(sent.custom_values).toEqual({
      cost_centre: "CC-1",
      ram_gb: "16",
      inspected_on: null,
      encrypted: true,
      size: "M",
      manual: null,
    });
    expect(textOf("probe-cf-cost_centre-error")).toBe("Another asset already has this value.");
  });
});

describe("custom values in forms and lists", () => {
  it("turns stored values into form values and back", () => {
    const stored = { cost_centre: "CC-1", ram_gb: 16, encrypted: true, gone: "x" };
    const form = customFormValuesOf(fields, stored);
    expect(form).toEqual({
      cost_centre: "CC-1",
      ram_gb: "16",
      inspected_on: "",
      encrypted: true,
      size: "",
      manual: "",
    });
    expect(customValuesPayload(fields.slice(0, 4), { ...form, inspected_on: "  " })).toEqual({
      cost_centre: "CC-1",
      ram_gb: "16",
      inspected_on: null,
      encrypted: true,
    });
    expect(customFieldPaths(fields.slice(0, 2))).toEqual([
      "custom_values.cost_centre",
      "custom_values.ram_gb",
    ]);
  });

  it("formats values for the reader", () => {
    const words = { yes: "Ja", no: "Nein", none: "—" };
    const format = (type: CustomField["type"], value: unknown, language = "de") =>
      formatCustomValue({ type }, value, language, words);
    expect(format("number", 1234.5)).toBe("1.234,5");
    expect(format("date", "2026-03-01", "en")).toBe("Mar 1, 2026");
    expect(format("boolean", false)).toBe("Nein");
    expect(format("text", null)).toBe("—");
    expect(format("option_list", "M")).toBe("M");
  });
});
