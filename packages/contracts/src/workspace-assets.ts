import { z } from "zod";
import { lookupText, optionalLine, requiredLine } from "./form-fields.ts";
import { statusLabelKinds } from "./workspace-catalog.ts";
import { customFieldKeyPattern } from "./workspace-custom-fields.ts";
import { customValuesSchema } from "./workspace-custom-values.ts";
import {
  cursorPageOf,
  cursorQueryFields,
  isoDate,
  nullableLine,
  optionalDate,
  optionalId,
} from "./workspace-fields.ts";

/*
 * The asset register: assets with a tag, a model, a status label and a holder (a person or a
 * location while checked out). Field names are snake_case, like every other call.
 */

/** The one cross-field rule of an asset's dates; both must be set to compare. */
export function warrantyBeforePurchase(
  purchaseDate: string | null | undefined,
  warrantyEnd: string | null | undefined,
): boolean {
  return Boolean(purchaseDate && warrantyEnd && warrantyEnd < purchaseDate);
}
export const warrantyBeforePurchaseMessage = "Must not be before the purchase date";

/** An amount with at most two decimals, sent as a string ("1299.00") or a number. */
const money = z
  .union(
    [
      z.literal(""),
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}(\.\d{1,2})?$/),
    ],
    {
      error: "Must be an amount such as 1299.00",
    },
  )
  .transform((value) => (value === "" ? null : String(value)))
  .refine((value) => value === null || (Number(value) >= 0 && Number(value) < 1e10), {
    error: "Must be an amount such as 1299.00",
  })
  .nullable()
  .optional();

const currency = z
  .union(
    [
      z.literal(""),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/),
    ],
    {
      error: "Must be a three-letter currency code such as EUR",
    },
  )
  .nullable()
  .optional();

const assetFields = {
  asset_tag: nullableLine(40).describe(
    "Unique within the workspace; left empty, the next tag of the workspace's sequence (FW-00042)",
  ),
  name: requiredLine(160).describe("What people call the device, such as “ThinkPad T14 — Finance”"),
  model_id: optionalId.describe("A model of this workspace"),
  category_id: optionalId.describe("A category of this workspace; defaults to the model's"),
  status_label_id: optionalId.describe(
    "A status label of this workspace, not an archived one (retire instead); defaults to the first deployable label",
  ),
  serial_number: nullableLine(100).describe("Unique within the workspace"),
  location_id: optionalId.describe("Where the asset is kept"),
  purchase_date: optionalDate.describe("ISO date, such as 2026-03-31"),
  purchase_cost: money.describe("Such as 1299.00"),
  currency: currency.describe("ISO 4217 code, such as EUR"),
  supplier: nullableLine(160),
  order_number: nullableLine(80),
  warranty_end: optionalDate.describe("ISO date; not before the purchase date"),
  notes: optionalLine(2000).nullable(),
  custom_values: customValuesSchema.optional(),
};

const datesInOrder = {
  check: (asset: { purchase_date?: string | null; warranty_end?: string | null }) =>
    !warrantyBeforePurchase(asset.purchase_date, asset.warranty_end),
  params: { path: ["warranty_end"], error: warrantyBeforePurchaseMessage },
};

export const assetCreateSchema = z
  .strictObject(assetFields)
  .refine(datesInOrder.check, datesInOrder.params);
export type AssetCreate = z.input<typeof assetCreateSchema>;
/** A create as the server reads it (amounts as text). */
export type AssetCreateBody = z.output<typeof assetCreateSchema>;

/** Only the fields sent change; null or "" clears an optional one. */
export const assetUpdateSchema = z
  .strictObject({ ...assetFields, name: assetFields.name.optional() })
  .refine(datesInOrder.check, datesInOrder.params);
export type AssetUpdate = z.input<typeof assetUpdateSchema>;
export type AssetUpdateBody = z.output<typeof assetUpdateSchema>;

export const assetHolderSchema = z.object({
  type: z.enum(["person", "location"]),
  id: z.uuid(),
  name: z.string(),
});
export type AssetHolder = z.infer<typeof assetHolderSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  asset_tag: z.string(),
  name: z.string(),
  model_id: z.uuid().nullable(),
  model_name: z.string().nullable(),
  model_number: z.string().nullable(),
  manufacturer_id: z.uuid().nullable(),
  manufacturer_name: z.string().nullable(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  status_label_id: z.uuid(),
  status_name: z.string(),
  status_kind: z.enum(statusLabelKinds),
  status_colour: z.string(),
  serial_number: z.string().nullable(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  /** Who or where has it while checked out; null while in stock. */
  assigned_to: assetHolderSchema.nullable(),
  checked_out_at: z.iso.datetime().nullable(),
  expected_checkin: z.string().nullable(),
  /** Checked out and past its expected check-in date. */
  overdue: z.boolean(),
  purchase_date: z.string().nullable(),
  purchase_cost: z.string().nullable(),
  currency: z.string().nullable(),
  supplier: z.string().nullable(),
  order_number: z.string().nullable(),
  warranty_end: z.string().nullable(),
  /** The purchase date plus the model's end-of-life months. */
  eol_date: z.string().nullable(),
  notes: z.string().nullable(),
  custom_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  is_sample: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  retired_at: z.iso.datetime().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetSortKeys = [
  "asset_tag",
  "name",
  "serial_number",
  "model",
  "manufacturer",
  "category",
  "status",
  "location",
  "assigned_to",
  "purchase_date",
  "warranty_end",
  "expected_checkin",
  "created_at",
  "updated_at",
] as const;
export type AssetSortKey = (typeof assetSortKeys)[number];
/** `name` sorts A→Z, `-name` Z→A. */
export const assetSorts = [...assetSortKeys, ...assetSortKeys.map((key) => `-${key}` as const)];
export type AssetSort = (typeof assetSorts)[number];

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** The filters of the list, of its bulk actions ("all N matching") and of exports. */
export const assetFilterFields = {
  q: lookupText(z.string().trim().max(200))
    .optional()
    .describe(
      "Part of the tag, name, serial, order number, supplier, model, manufacturer, holder, location or a custom value",
    ),
  status_label_id: z.uuid().optional(),
  status_kind: z.enum(statusLabelKinds).optional(),
  category_id: z.uuid().optional(),
  location_id: z
    .uuid()
    .optional()
    .describe("Kept at this location or at any location inside it (a site's buildings and rooms)"),
  model_id: z.uuid().optional(),
  manufacturer_id: z.uuid().optional(),
  person_id: z.uuid().optional().describe("Assets checked out to this person"),
  checked_out: flag.optional(),
  overdue: flag.optional().describe("Checked out past the expected check-in date"),
  warranty_ends_within: z.coerce
    .number()
    .int()
    .min(0)
    .max(3650)
    .optional()
    .describe("Days: warranty ending from today to then"),
  warranty_expired: flag
    .optional()
    .describe("Assets in service (not retired) whose warranty ended before today"),
  custom_field: z.string().regex(customFieldKeyPattern).optional().describe("A custom field key"),
  custom_value: lookupText(z.string().trim().max(200))
    .optional()
    .describe("With custom_field: assets whose value of that field is exactly this"),
};
export const assetFilterSchema = z.strictObject(assetFilterFields);
export type AssetFilter = z.output<typeof assetFilterSchema>;

export const assetListQuerySchema = z.object({
  ...assetFilterFields,
  sort: z.enum(assetSorts).default("name"),
  ...cursorQueryFields(25, 100),
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;
/** What a client may ask the list for; the API applies the defaults. */
export type AssetListParams = Partial<z.input<typeof assetListQuerySchema>>;

/**
 * The list counts matches only up to this many: an exact count of 100,000 rows costs more than
 * the page itself (ADR 0023). `GET /api/workspace/assets/count` gives the exact number on demand.
 */
export const assetTotalCap = 1000;

export const assetListResponseSchema = cursorPageOf(assetSchema, "By `sort`, then by id").extend({
  total: z
    .number()
    .int()
    .describe(`Assets matching the filters, on all pages, counted up to ${assetTotalCap}`),
  total_capped: z
    .boolean()
    .describe(`True when more than \`total\` (${assetTotalCap}) assets match`),
  /** How many provisioned examples are still in the register (whatever the filters). */
  sample_count: z.number().int(),
});
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

export const assetCountSchema = z.object({
  total: z.number().int().describe("Assets matching the filters, counted exactly"),
});
export type AssetCount = z.infer<typeof assetCountSchema>;

// Check-out and check-in

export const checkoutSchema = z
  .strictObject({
    person_id: z.uuid().optional().describe("Check out to this person…"),
    location_id: z.uuid().optional().describe("…or to this location"),
    expected_checkin: isoDate.optional().describe("ISO date, today or later"),
    note: optionalLine(500).optional(),
  })
  .refine((body) => (body.person_id === undefined) !== (body.location_id === undefined), {
    path: ["person_id"],
    error: "Choose a person or a location",
  });
export type Checkout = z.input<typeof checkoutSchema>;

export const checkinSchema = z.strictObject({
  location_id: z.uuid().optional().describe("Where the asset is kept from now on"),
  note: optionalLine(500).optional(),
});
export type Checkin = z.input<typeof checkinSchema>;

// Bulk actions

export const bulkActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("set_status"), status_label_id: z.uuid() }),
  z.strictObject({ type: z.literal("set_location"), location_id: z.uuid().nullable() }),
  z.strictObject({ type: z.literal("set_category"), category_id: z.uuid().nullable() }),
  z.strictObject({ type: z.literal("checkin") }),
  z.strictObject({ type: z.literal("retire") }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkLimits = { maxIds: 1000, maxMatching: 100_000 } as const;

export const bulkRequestSchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(bulkLimits.maxIds).optional().describe("A selection…"),
    filter: assetFilterSchema.optional().describe("…or every asset matching these filters"),
    action: bulkActionSchema,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ["ids"],
    error: "Send either ids or a filter",
  });
export type BulkRequest = z.input<typeof bulkRequestSchema>;
export type BulkRequestBody = z.output<typeof bulkRequestSchema>;

export const bulkResultSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  /** Matched but left as they were: already in that state, or not allowed (retired). */
  unchanged: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/**
 * What an asset's status reads as wherever it is shown (register, asset page, dashboard):
 * a deployable asset that is checked out is "checked out", not its label's "Ready to deploy";
 * every other asset shows its label. The label itself is unchanged (exports keep the label's
 * name in their status column, so an export imports back as it was); `label` stays available
 * for a second line or a tooltip.
 */
export type DisplayedStatus =
  | { kind: "checked_out"; label: string; colour: string }
  | { kind: "label"; label: string; colour: string };

export function displayedStatus(
  asset: Pick<Asset, "status_name" | "status_kind" | "status_colour" | "checked_out_at">,
): DisplayedStatus {
  const checkedOut = asset.checked_out_at !== null && asset.status_kind === "deployable";
  return {
    kind: checkedOut ? "checked_out" : "label",
    label: asset.status_name,
    colour: asset.status_colour,
  };
}
