import { z } from "zod";
import { assetFilterFields, assetSorts } from "./workspace-assets.ts";
import { customFieldKeyPattern } from "./workspace-custom-fields.ts";
import { deviceListQuerySchema } from "./workspace-devices.ts";
import { historySubjectTypes } from "./workspace-history.ts";
import { licenseListQuerySchema } from "./workspace-licenses.ts";
import { personListQuerySchema } from "./workspace-people.ts";

/*
 * Exports (CSV and XLSX) and printable asset labels (docs/decisions/0031-export-and-labels.md).
 *
 * Our own export format, which the CSV import recognises: the first row names each column by
 * the key below (the asset register's column names: `asset_tag`, `model`, `status`…), values
 * are exact (ISO dates and date-times, amounts as decimal text such as `1299.00`), and a custom
 * field's column is headed by the field's name (or `custom:<key>` when that name is also a
 * built-in column's key or another field's name). A file exported and imported again in update
 * mode changes nothing.
 */

export const exportKinds = ["assets", "people", "licenses", "devices", "history"] as const;
export type ExportKind = (typeof exportKinds)[number];
export const exportFormats = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Every built-in column of each kind, in the order an export without `columns` has them. */
export const exportColumns = {
  assets: [
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
    "checked_out_at",
    "expected_checkin",
    "purchase_date",
    "purchase_cost",
    "currency",
    "supplier",
    "order_number",
    "warranty_end",
    "eol_date",
    "notes",
    "created_at",
    "updated_at",
    "retired_at",
    "id",
  ],
  people: [
    "name",
    "email",
    "employee_number",
    "department",
    "location",
    "manager",
    "status",
    "notes",
    "created_at",
    "updated_at",
    "id",
  ],
  // The product key is never exported (it is revealed one licence at a time, and recorded).
  licenses: [
    "name",
    "manufacturer",
    "seats",
    "seats_used",
    "licensed_to_name",
    "licensed_to_email",
    "purchase_date",
    "purchase_cost",
    "currency",
    "order_number",
    "supplier",
    "expires_on",
    "notes",
    "created_at",
    "updated_at",
    "id",
  ],
  devices: [
    "hostname",
    "platform",
    "os_name",
    "os_version",
    "hardware_model",
    "hardware_serial",
    "primary_ip",
    "osquery_version",
    "status",
    "last_seen_at",
    "enrolled_at",
    "failing_policies",
    "asset_tag",
    "asset_id",
    "id",
  ],
  history: [
    "id",
    "at",
    "subject_type",
    "subject_id",
    "action",
    "field",
    "old_value",
    "new_value",
    "actor_name",
    "actor_user_id",
    "note",
  ],
} as const satisfies Record<ExportKind, readonly string[]>;
export type ExportColumn<K extends ExportKind> = (typeof exportColumns)[K][number];

/** Kinds whose rows carry custom field values (a column each, `custom:<key>` in `columns`). */
export const kindsWithCustomFields: readonly ExportKind[] = ["assets"];
export const customColumnPrefix = "custom:";

/**
 * The header of a custom field's column: its name, unless that name (case and surrounding
 * spaces aside) is also a built-in column or another field's name — then `custom:<key>`.
 */
export function customColumnHeaders(
  kind: ExportKind,
  fields: readonly { key: string; name: string }[],
): Map<string, string> {
  const fold = (text: string) => text.trim().toLowerCase();
  const taken = new Set<string>(exportColumns[kind].map(fold));
  const nameCounts = new Map<string, number>();
  for (const field of fields) {
    nameCounts.set(fold(field.name), (nameCounts.get(fold(field.name)) ?? 0) + 1);
  }
  return new Map(
    fields.map((field) => {
      const name = fold(field.name);
      const unique = !taken.has(name) && nameCounts.get(name) === 1 && name !== "";
      return [field.key, unique ? field.name.trim() : `${customColumnPrefix}${field.key}`];
    }),
  );
}

/**
 * Text a spreadsheet would run as a formula: starting with = + - @ tab or carriage return
 * (OWASP "CSV injection"), after any apostrophes (so that a value that really starts with an
 * apostrophe comes back unchanged too).
 */
export const csvFormulaPattern = /^'*[=+\-@\t\r]/;

/** How export writes such a CSV cell: with one more leading apostrophe. */
export const toCsvCell = (text: string) => (csvFormulaPattern.test(text) ? `'${text}` : text);

/** How import reads a CSV cell of our export back: that one apostrophe taken off. */
export const fromCsvCell = (text: string) =>
  text.startsWith("'") && csvFormulaPattern.test(text) ? text.slice(1) : text;

const isColumnOf = (kind: ExportKind, value: string) =>
  (exportColumns[kind] as readonly string[]).includes(value) ||
  (kindsWithCustomFields.includes(kind) &&
    value.startsWith(customColumnPrefix) &&
    customFieldKeyPattern.test(value.slice(customColumnPrefix.length)));

/** `columns=asset_tag,name,custom:cost_centre`: the columns and their order; all when left out. */
const columnsOf = (kind: ExportKind) =>
  z
    .string()
    .max(4000)
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .refine((columns) => columns.length > 0, { error: "Choose at least one column" })
    .refine((columns) => columns.every((column) => isColumnOf(kind, column)), {
      error: `Columns are ${exportColumns[kind].join(", ")}${
        kindsWithCustomFields.includes(kind) ? " or custom:<field key>" : ""
      }`,
    })
    .optional()
    .describe("Comma-separated column keys in the order wanted; every column when left out");

/** The list endpoints' own filters and sort (no paging: an export has every matching row). */
export const exportQuerySchemas = {
  assets: z.object({
    ...assetFilterFields,
    sort: z.enum(assetSorts).default("name"),
    columns: columnsOf("assets"),
  }),
  people: personListQuerySchema
    .omit({ cursor: true, limit: true })
    .extend({ columns: columnsOf("people") }),
  licenses: licenseListQuerySchema
    .omit({ cursor: true, limit: true })
    .extend({ columns: columnsOf("licenses") }),
  devices: deviceListQuerySchema
    .omit({ cursor: true, limit: true })
    .extend({ columns: columnsOf("devices") }),
  history: z.object({
    subject_type: z.enum(historySubjectTypes).optional(),
    subject_id: z.uuid().optional().describe("One asset's, person's or licence's events"),
    columns: columnsOf("history"),
  }),
} as const satisfies Record<ExportKind, z.ZodType>;
export type ExportQuery<K extends ExportKind> = z.output<(typeof exportQuerySchemas)[K]>;

export const exportParamsSchema = z.object({
  kind: z.enum(exportKinds),
  format: z.enum(exportFormats),
});

/** The export's address: `/api/workspace/exports/assets.csv?…`. */
export const exportPath = (kind: ExportKind, format: ExportFormat) =>
  `/api/workspace/exports/${kind}.${format}`;

// Labels

export const labelFormats = ["avery-l7651", "avery-5160", "roll-57x32"] as const;
export type LabelFormat = (typeof labelFormats)[number];

/** Labels per request: a bigger selection is refused (422) rather than half printed. */
export const labelLimit = 5000;

export const labelRequestSchema = z
  .strictObject({
    asset_ids: z
      .array(z.uuid())
      .min(1)
      .max(labelLimit)
      .optional()
      .describe("The chosen assets, printed in this order…"),
    filter: z
      .strictObject(assetFilterFields)
      .optional()
      .describe("…or every asset matching these filters, by tag"),
    format: z
      .enum(labelFormats)
      .describe(
        "avery-l7651: A4, 65 per sheet (38.1 × 21.2 mm); avery-5160: US Letter, 30 per sheet (66.7 × 25.4 mm); roll-57x32: one 57 × 32 mm label per page",
      ),
  })
  .refine((body) => (body.asset_ids === undefined) !== (body.filter === undefined), {
    path: ["asset_ids"],
    error: "Send either asset_ids or a filter",
  });
export type LabelRequest = z.input<typeof labelRequestSchema>;
export type LabelRequestBody = z.output<typeof labelRequestSchema>;
