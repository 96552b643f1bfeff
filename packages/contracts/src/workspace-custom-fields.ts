import { z } from "zod";
import { optionalLine, requiredLine } from "./form-fields.ts";

/*
 * Custom fields: typed fields a workspace's admins define for its assets, each attached to
 * some categories (or to every one). An asset keeps its values in one object keyed by the
 * field's `key` (docs/decisions/0022-custom-fields.md); the rules for those values are in
 * workspace-custom-values.ts.
 */

export const customFieldTypes = [
  "text",
  "number",
  "date",
  "boolean",
  "option_list",
  "url",
] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

/** A key: stable, made from the name at creation, never changed (values are stored under it). */
export const customFieldKeyPattern = /^[a-z][a-z0-9_]{0,39}$/;
export const customFieldKeyMaxLength = 40;

/** Limits of a definition, the same on both sides. */
export const customFieldLimits = {
  name: 80,
  helpText: 300,
  option: 100,
  options: 100,
  categories: 100,
  /** A workspace's fields; more would make every asset form a wall of inputs. */
  perWorkspace: 100,
} as const;

/**
 * The key a field named `name` gets: lower-case ASCII letters, digits and underscores
 * ("Cost centre" → `cost_centre`, "Prüfdatum" → `prufdatum`). A name with no such letters at
 * its start gets `field_` in front ("2FA" → `field_2fa`, "部署" → `field`).
 */
export function keyFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const key = /^[a-z]/.test(slug) ? slug : `field_${slug}`;
  return key.slice(0, customFieldKeyMaxLength).replace(/_+$/, "");
}

const key = z.string().trim().regex(customFieldKeyPattern, {
  error: "Must start with a-z and hold only a-z, 0-9 and _ (at most 40)",
});

const option = requiredLine(customFieldLimits.option);
const options = z
  .array(option)
  .max(customFieldLimits.options)
  .refine((list) => new Set(list).size === list.length, { error: "Options must be different" })
  .describe("The choices of an option list, in the order shown; empty for every other type");

const helpText = optionalLine(customFieldLimits.helpText)
  .nullable()
  .describe("Shown under the input in forms");

const categoryIds = z
  .array(z.uuid())
  .max(customFieldLimits.categories)
  .describe("Categories of this workspace the field applies to; empty means every category");

const definitionFields = {
  name: requiredLine(customFieldLimits.name).describe("Unique within the workspace"),
  type: z.enum(customFieldTypes),
  options,
  required: z.boolean().describe("An asset the field applies to must have a value"),
  unique: z.boolean().describe("No two assets of the workspace may share a value"),
  help_text: helpText,
  category_ids: categoryIds,
  position: z.number().int().min(0).max(10_000).describe("Order in forms, lowest first"),
};

/** A new field; `key` defaults to one made from the name. */
export const customFieldCreateSchema = z.strictObject({
  name: definitionFields.name,
  key: key
    .optional()
    .describe("Stable key the values are stored under; made from the name when left out"),
  type: definitionFields.type,
  options: definitionFields.options.optional(),
  required: definitionFields.required.optional(),
  unique: definitionFields.unique.optional(),
  help_text: definitionFields.help_text.optional(),
  category_ids: definitionFields.category_ids.optional(),
  position: definitionFields.position
    .optional()
    .describe("Order in forms; after the last field when left out"),
});
export type CustomFieldCreate = z.input<typeof customFieldCreateSchema>;

/**
 * Only the fields sent change. `type` and `key` never change once a field exists: sending
 * another value than the field's is a 422 (a form may send them back unchanged).
 */
export const customFieldUpdateSchema = z.strictObject({
  name: definitionFields.name.optional(),
  key: key.optional().describe("Cannot change"),
  type: definitionFields.type.optional().describe("Cannot change"),
  options: definitionFields.options.optional(),
  required: definitionFields.required.optional(),
  unique: definitionFields.unique.optional(),
  help_text: definitionFields.help_text.optional(),
  category_ids: definitionFields.category_ids.optional(),
  position: definitionFields.position.optional(),
});
export type CustomFieldUpdate = z.input<typeof customFieldUpdateSchema>;

export const customFieldSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  type: z.enum(customFieldTypes),
  options: z.array(z.string()),
  required: z.boolean(),
  unique: z.boolean(),
  help_text: z.string().nullable(),
  category_ids: z.array(z.uuid()),
  position: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldListSchema = z.array(customFieldSchema).describe("By position, then name");

export const customFieldIdParams = z.object({ id: z.uuid() });

/** Does `field` apply to an asset of `categoryId` (null: an asset with no category)? */
export function fieldAppliesTo(
  field: Pick<CustomField, "category_ids">,
  categoryId: string | null | undefined,
): boolean {
  return (
    field.category_ids.length === 0 ||
    (typeof categoryId === "string" && field.category_ids.includes(categoryId))
  );
}
