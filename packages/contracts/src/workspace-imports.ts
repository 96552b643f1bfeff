import { z } from "zod";
import { requiredLine } from "./form-fields.ts";
import { statusLabelKinds } from "./workspace-catalog.ts";

/** The largest file an import accepts, and the most data rows in it. */
export const importMaxBytes = 50 * 1024 * 1024;
export const importMaxRows = 100_000;

/** Where a CSV column's value goes on an asset; `custom:<key>` is a custom field. */
export const importAssetTargets = [
  "asset_tag",
  "name",
  "serial_number",
  "model",
  "model_number",
  "manufacturer",
  "category",
  "status",
  "location",
  "assigned_to",
  "purchase_date",
  "purchase_cost",
  "currency",
  "order_number",
  "supplier",
  "warranty_months",
  "warranty_end",
  "notes",
] as const;
export type ImportAssetTarget = (typeof importAssetTargets)[number];

/** Where a CSV column's value goes on a person; first and last name are joined into the name. */
export const importPersonTargets = [
  "name",
  "first_name",
  "last_name",
  "email",
  "employee_number",
  "department",
  "location",
  "manager",
  "status",
  "notes",
] as const;

/** Where a CSV column's value goes on a licence; the product key is stored encrypted. */
export const importLicenseTargets = [
  "name",
  "product_key",
  "seats",
  "manufacturer",
  "licensed_to_name",
  "licensed_to_email",
  "purchase_date",
  "purchase_cost",
  "currency",
  "order_number",
  "supplier",
  "expires_on",
  "notes",
] as const;

/** What a file imports; assets unless the upload says otherwise. */
export const importKinds = ["assets", "people", "licenses"] as const;
export type ImportKind = (typeof importKinds)[number];

/** The fields each kind offers on the mapping screen (custom fields: assets only). */
export const importTargetsByKind = {
  assets: importAssetTargets,
  people: importPersonTargets,
  licenses: importLicenseTargets,
} as const satisfies Record<ImportKind, readonly string[]>;

const allTargets = [
  ...new Set([...importAssetTargets, ...importPersonTargets, ...importLicenseTargets]),
] as [string, ...string[]];
export type ImportField =
  ImportAssetTarget | (typeof importPersonTargets)[number] | (typeof importLicenseTargets)[number];

/** A column's target: a known field, a custom field (`custom:<key>`), or null (ignored). */
export const importTargetSchema = z
  .union([
    z.enum(allTargets as [ImportField, ...ImportField[]]),
    z.string().regex(/^custom:[a-z0-9_]{1,64}$/),
  ])
  .nullable();
export type ImportTarget = z.infer<typeof importTargetSchema>;

export const importModes = ["create", "create_update"] as const;
export type ImportMode = (typeof importModes)[number];

/** How a date like 03/04/2026 is read; ISO dates (2026-04-03) are always understood. */
export const importDateOrders = ["dmy", "mdy"] as const;
export type ImportDateOrder = (typeof importDateOrders)[number];

export const importStatuses = ["uploaded", "queued", "running", "finished", "failed"] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** The recognised file layouts; `custom` when the headers matched none of them. */
export const importFormats = [
  "fleetward",
  "snipe_it",
  "snipe_it_users",
  "shelf",
  "custom",
] as const;

/** Why a row (or one of its cells) was refused; the web app translates each key. */
export const importReasons = [
  "name_missing",
  "date_invalid",
  "number_invalid",
  "currency_invalid",
  "status_unknown",
  "custom_value_invalid",
  "exists",
  "duplicate_in_file",
  "serial_taken",
  "too_long",
  "email_invalid",
  "email_taken",
  "person_status_unknown",
  "manager_self",
  "seats_missing",
  "currency_missing",
  "expiry_before_purchase",
  "name_ambiguous",
] as const;
export type ImportReason = (typeof importReasons)[number];

/** Limits of the mapping's status values and new custom fields (422 past them). */
export const importMappingLimits = { statuses: 200, labelName: 60, fieldName: 60, newFields: 50 };

/** A status value of the file read as an existing label, or as a new label of a kind. */
export const importStatusChoiceSchema = z.union([
  z.strictObject({ label_id: z.uuid() }),
  z.strictObject({
    name: requiredLine(importMappingLimits.labelName),
    kind: z.enum(statusLabelKinds),
  }),
]);
export type ImportStatusChoice = z.infer<typeof importStatusChoiceSchema>;

/** The custom-field types an import can create for a column (an option list needs options). */
export const importNewFieldTypes = ["text", "number", "date", "boolean", "url"] as const;
export type ImportNewFieldType = (typeof importNewFieldTypes)[number];

/** A column no field takes, imported into a new custom field (admins only: it adds to the schema). */
export const importNewFieldSchema = z.strictObject({
  column: z.number().int().min(0).max(499),
  name: requiredLine(importMappingLimits.fieldName),
  type: z.enum(importNewFieldTypes),
});
export type ImportNewField = z.infer<typeof importNewFieldSchema>;

export const importMappingSchema = z.object({
  /** One target per column of the file, in the file's order. */
  columns: z.array(importTargetSchema).max(500),
  mode: z.enum(importModes),
  date_order: z.enum(importDateOrders),
  /** Assets: each status value of the file (as written) → a label; unlisted values match by name. */
  statuses: z
    .record(z.string().max(500), importStatusChoiceSchema)
    .refine((value) => Object.keys(value).length <= importMappingLimits.statuses, {
      error: `At most ${importMappingLimits.statuses} status values`,
    })
    .optional(),
  /** Assets: columns imported into new custom fields, created when the import runs. */
  new_fields: z.array(importNewFieldSchema).max(importMappingLimits.newFields).optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importRefusalSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  reason: z.enum(importReasons),
  value: z.string().nullable(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/** Catalog entries and people an import adds on the way, by kind. */
export const importAddedSchema = z.object({
  manufacturers: z.array(z.string()),
  models: z.array(z.string()),
  categories: z.array(z.string()),
  locations: z.array(z.string()),
  people: z.array(z.string()),
  /** Status labels the mapping's choices (or Snipe-IT's defaults) add. */
  labels: z.array(z.string()).optional(),
  /** Custom fields the mapping's new fields add. */
  fields: z.array(z.string()).optional(),
});
export type ImportAdded = z.infer<typeof importAddedSchema>;

export const importSchema = z.object({
  id: z.uuid(),
  kind: z.enum(importKinds),
  file_name: z.string(),
  format: z.enum(importFormats),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  status: z.enum(importStatuses),
  total_rows: z.number().int(),
  rows_done: z.number().int(),
  counts: importCountsSchema,
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importDryRunSchema = z.object({
  counts: importCountsSchema,
  added: importAddedSchema,
  /** The first refusals (at most 1,000); the report after the run lists them all. */
  refusals: z.array(importRefusalSchema),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importIdParams = z.object({ id: z.uuid() });
export const importColumnParams = z.object({
  id: z.uuid(),
  column: z.coerce.number().int().min(0).max(499),
});

/** A column's distinct values (the first 200), for the mapping screen's status and field choices. */
export const importColumnValuesSchema = z.object({
  values: z.array(
    z.object({
      value: z.string(),
      rows: z.number().int(),
      /** What the import reads this value as without a choice; null: refused (unknown). */
      suggestion: importStatusChoiceSchema.nullable(),
    }),
  ),
  /** More distinct values than listed. */
  more: z.boolean(),
  /** The custom-field type every non-empty value of the column fits. */
  type: z.enum(importNewFieldTypes),
});
export type ImportColumnValues = z.infer<typeof importColumnValuesSchema>;
