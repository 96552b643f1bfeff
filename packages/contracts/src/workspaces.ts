import { z } from "zod";
import { pageOf } from "./paging.ts";
import { lookupText, optionalLine, requiredLine } from "./form-fields.ts";
import { nullableLine, optionalDate, optionalId } from "./workspace-fields.ts";

/*
 * The workspace (tenant) API: the asset register a trial customer works in at
 * {app_domain}.{APP_HOST}. Field names are snake_case, like every other call.
 */

export const assetStatuses = ["in_use", "in_stock", "in_repair", "retired"] as const;
export type AssetStatus = (typeof assetStatuses)[number];
/** Statuses a person picks in the form; "retired" is reached through the retire call. */
export const editableAssetStatuses = ["in_use", "in_stock", "in_repair"] as const;

export const workspaceTrialStatuses = [
  "pending_approval",
  "approved",
  "deploying",
  "active",
  "expired",
  "rejected",
  "upgraded",
] as const;

export const assetListLimits = {
  defaultPageSize: 25,
  maxPageSize: 100,
  maxPage: 100_000,
  maxQueryLength: 200,
} as const;

/** The message every write of a read-only (expired) workspace answers with. */
export const trialEndedDetail = "Your trial has ended — upgrade to continue";

const assetFields = {
  name: requiredLine(160).describe("What people call the device, such as “ThinkPad T14 — Finance”"),
  category_id: optionalId.describe("A category of this workspace"),
  serial_number: nullableLine(100).describe("Unique within the workspace"),
  model: nullableLine(160),
  status: z.enum(editableAssetStatuses),
  assigned_to: nullableLine(160).describe("The person or desk that has the device"),
  location_id: optionalId.describe("A location of this workspace"),
  purchase_date: optionalDate.describe("ISO date, such as 2026-03-31"),
  warranty_end: optionalDate.describe("ISO date; not before the purchase date"),
  notes: optionalLine(2000).nullable(),
};

/** warranty_end before purchase_date is the one cross-field rule; both must be set to compare. */
export function warrantyBeforePurchase(
  purchaseDate: string | null | undefined,
  warrantyEnd: string | null | undefined,
): boolean {
  return Boolean(purchaseDate && warrantyEnd && warrantyEnd < purchaseDate);
}
export const warrantyBeforePurchaseMessage = "Must not be before the purchase date";

export const assetCreateSchema = z
  .strictObject({ ...assetFields, status: assetFields.status.default("in_stock") })
  .refine((asset) => !warrantyBeforePurchase(asset.purchase_date, asset.warranty_end), {
    path: ["warranty_end"],
    error: warrantyBeforePurchaseMessage,
  });
export type AssetCreate = z.input<typeof assetCreateSchema>;

/** Only the fields sent change; null or "" clears an optional one. */
export const assetUpdateSchema = z.strictObject({
  name: assetFields.name.optional(),
  category_id: assetFields.category_id,
  serial_number: assetFields.serial_number.optional(),
  model: assetFields.model.optional(),
  status: assetFields.status.optional(),
  assigned_to: assetFields.assigned_to.optional(),
  location_id: assetFields.location_id,
  purchase_date: assetFields.purchase_date,
  warranty_end: assetFields.warranty_end,
  notes: assetFields.notes.optional(),
});
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  serial_number: z.string().nullable(),
  model: z.string().nullable(),
  status: z.enum(assetStatuses),
  assigned_to: z.string().nullable(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  purchase_date: z.string().nullable(),
  warranty_end: z.string().nullable(),
  notes: z.string().nullable(),
  is_sample: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  retired_at: z.iso.datetime().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetListQuerySchema = z.object({
  q: lookupText(z.string().trim().max(assetListLimits.maxQueryLength)).optional(),
  status: z.enum(assetStatuses).optional(),
  category_id: z.uuid().optional(),
  location_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(assetListLimits.maxPage).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(assetListLimits.maxPageSize)
    .default(assetListLimits.defaultPageSize),
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;
/** What a client may ask the list for; the API applies the defaults. */
export type AssetListParams = Partial<AssetListQuery>;

export const assetListResponseSchema = pageOf(assetSchema).extend({
  /** How many provisioned examples are still in the register (whatever the filters). */
  sample_count: z.number().int(),
});
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

export const namedItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;
export const namedItemListSchema = z.array(namedItemSchema);
export const namedItemCreateSchema = z.strictObject({ name: requiredLine(80) });

export const workspaceSummarySchema = z.object({
  name: z.string(),
  app_domain: z.string(),
  trial: z.object({
    status: z.enum(workspaceTrialStatuses),
    expires_at: z.iso.datetime().nullable(),
    /** Whole days until expiry, rounded up; null when the plan does not expire. */
    days_left: z.number().int().nullable(),
  }),
  read_only: z.boolean(),
  /** Why writes are refused, when they are. */
  read_only_reason: z.string().nullable(),
  export_enabled: z.boolean(),
  export_disabled_reason: z.string().nullable(),
  /** Where the owner upgrades: /user-billing on the main site. */
  upgrade_url: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceLookupSchema = z.object({ app_domain: z.string() });

export const sampleRemovalSchema = z.object({ removed: z.number().int() });
