import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import type { CustomField } from "../api/custom-fields-api.ts";
import { fieldPayload, fieldUpdatePayload, emptyFieldValues } from "../lib/field-form-values.ts";
import { FieldForm } from "./field-form.tsx";

const categories = [
  { id: "11111111-1111-4111-8111-111111111111", name: "Laptops" },
  { id: "22222222-2222-4222-8222-222222222222", name: "Phones" },
];
const sizeField: CustomField = {
  id: "33333333-3333-4333-8333-333333333333",
  key: "size",
  name: "Size",
  type: "option_list",
  options: ["S", "M"],
  required: false,
  unique: false,
  help_text: null,
  category_ids: [categories[1]!.id],
  position: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the custom field form", () => {
  const mounted = useMountedRoot();
  const { fetchMock, container } = mounted;
  const onClose = vi.fn();

  beforeEach(() => {
    onClose.mockReset();
  });

  const render = (field: CustomField | null) =>
    mounted.render(<FieldForm field={field} open categories={categories} onClose={onClose} />);
  const control = (suffix: string) =>
    container().querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(
      `[id$="-${suffix}"]`,
    )!;
  async function fill(suffix: string, value: string) {
    await act(async () => {
      const element = control(suffix);
      const prototype = Object.getPrototypeOf(element) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
  const submit = () =>
    act(async () => {
      container().querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as object;

  it("adds an option list for some categories, with the options one per line", async () => {
    fetchMock.mockResolvedValue(json({ ...sizeField, name: "Screen" }, 201));
    await render(null);
    await fill("name", "Screen");
    await fill("type", "option_list");
    await fill("options", ' 13"\n\n14" ');
    await act(async () => control(`category-${categories[0]!.id}`).click());
    await submit();
    expect(sentBody()).toEqual({
      name: "Screen",
      type: "option_list",
      options: ['13"', '14"'],
      required: false,
      unique: false,
      help_text: "",
      category_ids: [categories[0]!.id],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("asks for options before sending, and shows a conflict under the name", async () => {
    await render(null);
    await fill("name", "Screen");
    await fill("type", "option_list");
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container().querySelector('[id$="-options-error"]')?.textContent).toMatch(
      /at least one option/,
    );
    fetchMock.mockResolvedValue(
      json({ detail: "name: This workspace already has a custom field by that name" }, 409),
    );
    await fill("options", "A");
    await submit();
    expect(container().querySelector('[id$="-name-error"]')?.textContent).toBe(
      "Another field already has this name.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a field without sending its key or type, which it shows but cannot change", async () => {
    fetchMock.mockResolvedValue(json(sizeField));
    await render(sizeField);
    expect(control("key").readOnly).toBe(true);
    expect(control("type").value).toBe("Option list");
    expect(control("options").value).toBe("S\nM");
    expect(control(`category-${categories[1]!.id}`).checked).toBe(true);
    await fill("options", "S\nM\nL");
    await submit();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PATCH");
    expect(sentBody()).toEqual({
      name: "Size",
      options: ["S", "M", "L"],
      required: false,
      unique: false,
      help_text: "",
      category_ids: [categories[1]!.id],
    });
  });
});

describe("the form's payload", () => {
  it("sends no options but for a list, never a unique yes/no, and a key only when typed", () => {
    const values = { ...emptyFieldValues, name: "Encrypted", type: "boolean" as const };
    expect(fieldPayload({ ...values, options: "x", unique: true, key: "  " })).toMatchObject({
      options: [],
      unique: false,
    });
    expect(fieldPayload({ ...values, key: " enc " })).toMatchObject({ key: "enc" });
    expect(fieldUpdatePayload({ ...values, key: "enc" })).not.toHaveProperty("key");
    // A lone box gives its value, not a list.
    expect(fieldPayload({ ...values, category_ids: "a" as unknown as string[] })).toMatchObject({
      category_ids: ["a"],
    });
  });
});
