import { z } from "zod";

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

export const importMappingSchema = z.object({
  /** One target per column of the file, in the file's order. */
  columns: z.array(importTargetSchema).max(500),
  mode: z.enum(importModes),
  date_order: z.enum(importDateOrders),
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
