import { z } from "zod";
import {
  customFieldKeyMaxLength,
  fieldAppliesTo,
  type CustomField,
} from "./workspace-custom-fields.ts";

/*
 * The values of an asset's custom fields, and the one set of rules for them: the API checks
 * every write with it, and a form may run it before sending.
 */

/** What a value may be on the wire; null (or "") clears it. */
export const customValueSchema = z.union([
  z.string().max(500, { abort: true }),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type CustomValue = z.infer<typeof customValueSchema>;

/** The longest text value; an option, a date and an address are shorter anyway. */
export const customTextMaxLength = 500;
const maxEntries = 100;

/**
 * An asset's custom values on the wire: field key → value. Keys that are no field of the
 * workspace, or of the asset's category, are refused by the API (422 naming them).
 */
export const customValuesSchema = z
  .record(z.string().max(customFieldKeyMaxLength), customValueSchema)
  .refine((values) => Object.keys(values).length <= maxEntries, {
    error: `At most ${maxEntries} fields`,
  })
  .describe(
    "Custom field key → value: text, number, yyyy-mm-dd date, true/false, one of the options, or an http(s) address; null clears it",
  );
export type CustomValues = z.infer<typeof customValuesSchema>;

/** A value as an asset stores it: never null (a cleared field has no key). */
export type StoredCustomValue = string | number | boolean;
export type StoredCustomValues = Record<string, StoredCustomValue>;

/** What a definition says about its values. */
export type CustomFieldRule = Pick<
  CustomField,
  "key" | "name" | "type" | "options" | "required" | "category_ids"
>;

type Checked = { value: StoredCustomValue | null } | { problem: string };

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not valid UTF-8.
const forbidden = /[\p{Cc}\p{Cs}]/u;

const asText = (raw: CustomValue) =>
  typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : null;

function checkText(text: string): Checked {
  if (text.length > customTextMaxLength) {
    return { problem: `Must be at most ${customTextMaxLength} characters` };
  }
  if (forbidden.test(text)) return { problem: "Must not contain control characters" };
  return { value: text };
}

function checkNumber(raw: CustomValue): Checked {
  const number =
    typeof raw === "number"
      ? raw
      : /^[-+]?\d+(\.\d+)?$/.test(String(raw).trim())
        ? Number(raw)
        : NaN;
  // Beyond 2^53 a JSON number no longer holds every integer exactly.
  if (!Number.isFinite(number) || Math.abs(number) > Number.MAX_SAFE_INTEGER) {
    return { problem: "Must be a number" };
  }
  return { value: number };
}

/** A real calendar day as yyyy-mm-dd (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

function checkDate(text: string): Checked {
  return isIsoDate(text) ? { value: text } : { problem: "Must be a date such as 2026-03-31" };
}

function checkBoolean(raw: CustomValue): Checked {
  if (typeof raw === "boolean") return { value: raw };
  if (raw === "true" || raw === "false") return { value: raw === "true" };
  return { problem: "Must be true or false" };
}

function checkUrl(text: string): Checked {
  const url = URL.canParse(text) ? new URL(text) : null;
  const web = url && (url.protocol === "http:" || url.protocol === "https:") && url.hostname;
  if (!web || text.length > customTextMaxLength || /\s/.test(text)) {
    return { problem: "Must be a web address starting with http:// or https://" };
  }
  return { value: text };
}

/**
 * One value checked against its field and normalised: numbers as numbers, dates as
 * yyyy-mm-dd, booleans as booleans, text trimmed. Blank ("" or null) is null.
 */
export function checkCustomValue(
  field: Pick<CustomFieldRule, "type" | "options">,
  raw: CustomValue | undefined,
): Checked {
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) {
    return { value: null };
  }
  if (field.type === "number") return checkNumber(raw);
  if (field.type === "boolean") return checkBoolean(raw);
  const text = asText(raw);
  if (text === null) return { problem: "Must be text" };
  switch (field.type) {
    case "date":
      return checkDate(text);
    case "url":
      return checkUrl(text);
    case "option_list":
      return field.options.includes(text)
        ? { value: text }
        : { problem: `Must be one of: ${field.options.join(", ")}` };
    default:
      return checkText(text);
  }
}

export type CustomValueProblem = { key: string; message: string };

/**
 * The values an asset keeps after a write, and what is wrong with them. `values` are the keys
 * sent (null clears one); `previous` the asset's stored values, of which only the fields of
 * its (new) category are kept. A required field of the category must end up with a value.
 * `fields` are every field of the workspace, in form order.
 */
export function checkCustomValues(
  fields: readonly CustomFieldRule[],
  categoryId: string | null,
  values: Readonly<Record<string, CustomValue>>,
  previous: Readonly<Record<string, unknown>> = {},
): { values: StoredCustomValues; problems: CustomValueProblem[] } {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const applies = (field: CustomFieldRule) => fieldAppliesTo(field, categoryId);
  const result: StoredCustomValues = {};
  for (const field of fields) {
    const stored = previous[field.key];
    if (applies(field) && stored !== undefined && stored !== null) {
      result[field.key] = stored as StoredCustomValue;
    }
  }
  const problems: CustomValueProblem[] = [];
  for (const [key, raw] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) problems.push({ key, message: "Not a field of this workspace" });
    else if (!applies(field)) {
      if (raw !== null && raw !== "") {
        problems.push({ key, message: `${field.name} is not a field of this category` });
      }
    } else {
      const checked = checkCustomValue(field, raw);
      if ("problem" in checked) problems.push({ key, message: checked.problem });
      else if (checked.value === null) delete result[key];
      else result[key] = checked.value;
    }
  }
  const refused = new Set(problems.map((problem) => problem.key));
  for (const field of fields) {
    if (field.required && applies(field) && !(field.key in result) && !refused.has(field.key)) {
      problems.push({ key: field.key, message: `${field.name} is required` });
    }
  }
  return { values: result, problems };
}

/** The keys of the fields whose values must differ between assets. */
export function uniqueFieldKeys(fields: readonly Pick<CustomField, "key" | "unique">[]): string[] {
  return fields.filter((field) => field.unique).map((field) => field.key);
}

/** The lower-case text of the values, for an asset's search column (keys in a stable order). */
export function searchableText(values: Readonly<Record<string, unknown>>): string {
  return Object.keys(values)
    .sort()
    .map((key) => values[key])
    .filter((value) => typeof value === "string" || typeof value === "number")
    .map(String)
    .join(" ")
    .toLowerCase();
}
