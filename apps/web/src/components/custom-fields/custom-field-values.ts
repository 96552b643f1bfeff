import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { checkCustomValues, type CustomValue } from "@fleetward/contracts/workspace-custom-values";
import type { z } from "zod";
import type { FieldMessages } from "../form/field-messages.ts";
import { formatDate, formatNumber } from "../../lib/format.ts";

export { fieldAppliesTo } from "@fleetward/contracts/workspace-custom-fields";
export type { CustomField } from "@fleetward/contracts/workspace-custom-fields";

/*
 * An asset form keeps custom values under `custom_values.<key>`: the text of each control,
 * and a boolean for a yes/no box. These turn them into what the API takes and back.
 */

/** What a form holds for the custom fields: text per control, true/false per box. */
export type CustomFormValues = Record<string, string | boolean>;

/** Where a form keeps the values; the API names refused ones the same way. */
export const customValuesField = "custom_values";
export const customValuePath = (key: string) => `${customValuesField}.${key}` as const;

/** The form's starting values for `fields`, from an asset's stored values. */
export function customFormValuesOf(
  fields: readonly Pick<CustomField, "key" | "type">[],
  values: Readonly<Record<string, unknown>> = {},
): CustomFormValues {
  return Object.fromEntries(
    fields.map(({ key, type }) => {
      const value = values[key];
      if (type === "boolean") return [key, value === true];
      return [key, value === null || value === undefined ? "" : String(value)];
    }),
  );
}

/**
 * What is sent for `fields` (those of the asset's category): the text as typed, a cleared
 * control as null, a box as true/false. The API trims and converts numbers and dates itself.
 */
export function customValuesPayload(
  fields: readonly Pick<CustomField, "key" | "type">[],
  form: Readonly<Record<string, unknown>> = {},
): Record<string, CustomValue> {
  return Object.fromEntries(
    fields.map(({ key, type }) => {
      const value = form[key];
      if (type === "boolean") return [key, value === true];
      return [key, typeof value === "string" && value.trim() !== "" ? value : null];
    }),
  );
}

/** The paths a server refusal may name (`useContractForm`'s `serverFields`). */
export const customFieldPaths = (fields: readonly Pick<CustomField, "key">[]) =>
  fields.map((field) => customValuePath(field.key));

/**
 * The translated message per custom field (`useContractForm`'s `messages`): the English
 * wording of a problem, from the browser's check or the server's, picks the key.
 */
export function customFieldMessages(
  fields: readonly Pick<CustomField, "key" | "type">[],
): FieldMessages {
  return Object.fromEntries(
    fields.map(({ key, type }) => [
      customValuePath(key),
      ({ message, code }: { message: string; code: string }) => {
        if (/ is required$/.test(message) || code === "invalid_type") {
          return "customFields.errors.required" as const;
        }
        if (/not a field/i.test(message)) return "customFields.errors.unknown" as const;
        if (/already/i.test(message)) return "customFields.errors.taken" as const;
        return `customFields.errors.${type}` as const;
      },
    ]),
  );
}

/**
 * The API's own rules, run in the browser: add it to an asset form's schema with
 * `.superRefine(customValuesRefinement(fields))`, so each problem shows under its field.
 */
export function customValuesRefinement(fields: readonly CustomField[]) {
  return (
    asset: { category_id?: string | null; custom_values?: Record<string, CustomValue> },
    context: z.RefinementCtx,
  ) => {
    const { problems } = checkCustomValues(
      fields,
      asset.category_id || null,
      asset.custom_values ?? {},
    );
    for (const { key, message } of problems) {
      context.addIssue({ code: "custom", path: [customValuesField, key], message });
    }
  };
}

/** The words a value may need: yes, no, and the mark for "no value". */
export type CustomValueWords = { yes: string; no: string; none: string };

/**
 * A stored value as a list column or detail shows it: numbers and dates in the reader's
 * language (a date is a calendar day, read in UTC), yes/no in words.
 */
export function formatCustomValue(
  field: Pick<CustomField, "type">,
  value: unknown,
  language: string,
  words: CustomValueWords,
): string {
  if (value === null || value === undefined || value === "") return words.none;
  switch (field.type) {
    case "boolean":
      return value === true ? words.yes : words.no;
    case "number":
      return typeof value === "number" ? formatNumber(value, language) : String(value);
    case "date":
      return formatDate(String(value), language, { dateStyle: "medium", timeZone: "UTC" });
    default:
      return String(value);
  }
}
