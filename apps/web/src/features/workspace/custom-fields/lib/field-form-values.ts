import {
  customFieldCreateSchema,
  customFieldLimits,
  customFieldUpdateSchema,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldType,
  type CustomFieldUpdate,
} from "@fleetward/contracts/workspace-custom-fields";
import { z } from "zod";
import type { ContractSchema } from "../../../../components/form/contract-resolver.ts";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { useContractForm } from "../../../../hooks/use-contract-form.ts";

/** What the definition form holds: the options as lines of text, the categories as ids. */
export type FieldFormValues = {
  name: string;
  key: string;
  type: CustomFieldType;
  options: string;
  required: boolean;
  unique: boolean;
  help_text: string;
  category_ids: string[];
};

export const emptyFieldValues: FieldFormValues = {
  name: "",
  key: "",
  type: "text",
  options: "",
  required: false,
  unique: false,
  help_text: "",
  category_ids: [],
};

/** The form's starting values: the field's own, or empty for a new one. */
export function fieldFormValuesOf(field: CustomField | null): FieldFormValues {
  if (!field) return emptyFieldValues;
  return {
    name: field.name,
    key: field.key,
    type: field.type,
    options: field.options.join("\n"),
    required: field.required,
    unique: field.unique,
    help_text: field.help_text ?? "",
    category_ids: field.category_ids,
  };
}

const optionLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** A group of boxes gives an array, a lone box its value or false: always a list of ids. */
const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === "string",
  );

/** What is sent for a new field; the key only when typed (the API makes one from the name). */
export function fieldPayload(values: FieldFormValues): CustomFieldCreate {
  return {
    name: values.name,
    ...(values.key.trim() !== "" && { key: values.key.trim() }),
    type: values.type,
    options: values.type === "option_list" ? optionLines(values.options) : [],
    required: values.required,
    unique: values.type !== "boolean" && values.unique,
    help_text: values.help_text,
    category_ids: idsOf(values.category_ids),
  };
}

/** An edit sends everything but the key and the type, which never change. */
export function fieldUpdatePayload(values: FieldFormValues): CustomFieldUpdate {
  const { key: _key, type: _type, ...rest } = fieldPayload(values);
  return rest;
}

/** The option lines of a list, checked as one field (their own paths would have no input). */
function checkOptions(values: FieldFormValues, context: z.RefinementCtx) {
  if (values.type !== "option_list") return;
  const lines = optionLines(values.options);
  const fine =
    lines.length > 0 &&
    lines.length <= customFieldLimits.options &&
    new Set(lines).size === lines.length &&
    lines.every((line) => line.length <= customFieldLimits.option);
  if (!fine) context.addIssue({ code: "custom", path: ["options"], message: "Options" });
}

/** The definition form, adding or editing (what it sends is built from its values). */
export type FieldFormApi = ReturnType<typeof useContractForm<FieldFormValues, unknown>>;

/** The API's own contract, checking what the form would send for a new field… */
export const fieldCreateFormSchema: ContractSchema<FieldFormValues, unknown> = z
  .custom<FieldFormValues>()
  .superRefine(checkOptions)
  .transform(fieldPayload)
  .pipe(customFieldCreateSchema);

/** …and for an edit. */
export const fieldUpdateFormSchema: ContractSchema<FieldFormValues, unknown> = z
  .custom<FieldFormValues>()
  .superRefine(checkOptions)
  .transform(fieldUpdatePayload)
  .pipe(customFieldUpdateSchema);

/**
 * The form's own messages where the generic ones (required, too long…) say too little: a
 * conflict (409, "already has…"), the key's pattern, the option lines.
 */
export const fieldFormMessages: FieldMessages<keyof FieldFormValues> = {
  name: ({ message }) =>
    /already/.test(message) ? "customFields.form.errors.nameTaken" : undefined,
  key: ({ message }) =>
    /already/.test(message) ? "customFields.form.errors.keyTaken" : "customFields.form.errors.key",
  options: "customFields.form.errors.options",
};
