import { z } from "zod";
import { lookupText, optionalLine, requiredLine, requiredText } from "./form-fields.ts";
import {
  cursorPageOf,
  cursorQueryFields,
  nullableLine,
  optionalDate,
  optionalEmail,
  optionalId,
} from "./workspace-fields.ts";

/*
 * Software licences: a number of seats, each checked out to a person or an asset. The product
 * key is stored encrypted and never appears in a licence; technicians and above reveal it on
 * demand, and every reveal is recorded in the licence's history.
 */

export const maxLicenseSeats = 100_000;

/** An amount of money as text, so no float ever rounds it: `1299.00`. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: "Must be an amount such as 1299.00" });

/** An ISO 4217 code, stored upper-case. */
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "Must be a currency code such as EUR" });

const orNone = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .nullable()
    .optional();

const licenseFields = {
  name: requiredLine(160),
  manufacturer_id: optionalId.describe("A manufacturer of this workspace's catalogue"),
  seats: z.number().int().min(1).max(maxLicenseSeats).describe("How many seats were bought"),
  product_key: orNone(requiredText(1, 2000)).describe(
    "Stored encrypted; never returned by a licence, only by the reveal call",
  ),
  licensed_to_name: nullableLine(160).optional(),
  licensed_to_email: optionalEmail,
  purchase_date: optionalDate,
  purchase_cost: orNone(amount).describe("A decimal such as 1299.00, in `currency`"),
  currency: orNone(currencyCode).describe(
    "ISO 4217; a purchase cost without one is in the workspace's currency (workspace settings)",
  ),
  order_number: nullableLine(100).optional(),
  supplier: nullableLine(160).optional(),
  expires_on: optionalDate.describe("Leave empty for a perpetual licence"),
  notes: optionalLine(2000).nullable(),
};

/** A cost sent without a currency is in the workspace's one currency (docs/decisions/0045). */
export const licenseCreateSchema = z.strictObject(licenseFields);
export type LicenseCreate = z.input<typeof licenseCreateSchema>;

/** Only the fields sent change; null or "" clears an optional one (and the product key). */
export const licenseUpdateSchema = z.strictObject({
  ...licenseFields,
  name: licenseFields.name.optional(),
  seats: licenseFields.seats.optional(),
  notes: licenseFields.notes.optional(),
});
export type LicenseUpdate = z.input<typeof licenseUpdateSchema>;

export const licenseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  manufacturer_id: z.uuid().nullable(),
  manufacturer_name: z.string().nullable(),
  seats: z.number().int(),
  seats_used: z.number().int().describe("Seats checked out now"),
  /** More seats checked out than bought (the seat count was lowered below the seats in use). */
  over_allocated: z.boolean(),
  has_product_key: z.boolean().describe("The key itself only comes from the reveal call"),
  licensed_to_name: z.string().nullable(),
  licensed_to_email: z.string().nullable(),
  purchase_date: z.iso.date().nullable(),
  purchase_cost: z.string().nullable(),
  currency: z.string().nullable(),
  order_number: z.string().nullable(),
  supplier: z.string().nullable(),
  expires_on: z.iso.date().nullable(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type License = z.infer<typeof licenseSchema>;

export const licenseSortKeys = [
  "name",
  "expires_on",
  "seats",
  "seats_used",
  "created_at",
  "updated_at",
] as const;
export type LicenseSortKey = (typeof licenseSortKeys)[number];
/** `name` sorts A→Z, `-name` Z→A; licences without an expiry sort after every date. */
export const licenseSorts = [
  ...licenseSortKeys,
  ...licenseSortKeys.map((key) => `-${key}` as const),
];

export const licenseListQuerySchema = z.object({
  q: lookupText(z.string().trim().max(200))
    .optional()
    .describe("Part of the name, supplier, order number or licensee"),
  manufacturer_id: z.uuid().optional(),
  expiring_within_days: z.coerce
    .number()
    .int()
    .min(0)
    .max(3650)
    .optional()
    .describe("Expired already, or expiring within this many days from today"),
  over_allocated: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("`true`: only licences with more seats in use than bought"),
  sort: z.enum(licenseSorts).default("name"),
  ...cursorQueryFields(25, 100),
});
export type LicenseListQuery = z.output<typeof licenseListQuerySchema>;
/** The query as a client sends it (over_allocated is the text `true` or `false`). */
export type LicenseListParams = Partial<Omit<LicenseListQuery, "over_allocated">> & {
  over_allocated?: "true" | "false";
};

export const licenseListResponseSchema = cursorPageOf(
  licenseSchema,
  "By `sort`, then by id",
).extend({ total: z.number().int().describe("Licences matching the filters, on all pages") });
export type LicenseListResponse = z.infer<typeof licenseListResponseSchema>;

// Seats

export const licenseSeatSchema = z.object({
  id: z.uuid(),
  license_id: z.uuid(),
  person_id: z.uuid().nullable(),
  person_name: z.string().nullable(),
  asset_id: z.uuid().nullable(),
  asset_name: z.string().nullable(),
  note: z.string().nullable(),
  checked_out_at: z.iso.datetime(),
  /** Null while the seat is held. */
  checked_in_at: z.iso.datetime().nullable(),
});
export type LicenseSeat = z.infer<typeof licenseSeatSchema>;

/** Exactly one holder: a person or an asset. */
const oneHolder = (input: { person_id?: string | undefined; asset_id?: string | undefined }) =>
  (input.person_id === undefined) !== (input.asset_id === undefined);
const oneHolderMessage = "Give either person_id or asset_id, not both";

export const seatCheckoutSchema = z
  .strictObject({
    person_id: z.uuid().optional().describe("A person of this workspace"),
    asset_id: z.uuid().optional().describe("An asset of this workspace"),
    note: optionalLine(500),
  })
  .refine(oneHolder, { path: ["person_id"], error: oneHolderMessage });
export type SeatCheckout = z.input<typeof seatCheckoutSchema>;

export const licenseSeatListSchema = z
  .array(licenseSeatSchema)
  .describe("The seats held now, oldest checkout first");

/** A seat as its holder's page lists it: with the licence it belongs to. */
export const heldSeatSchema = licenseSeatSchema.extend({
  license_name: z.string(),
  license_expires_on: z.iso.date().nullable(),
});
export type HeldSeat = z.infer<typeof heldSeatSchema>;

export const heldSeatsQuerySchema = z
  .object({
    person_id: z.uuid().optional(),
    asset_id: z.uuid().optional(),
  })
  .refine(oneHolder, { path: ["person_id"], error: oneHolderMessage });

export const heldSeatListSchema = z
  .array(heldSeatSchema)
  .describe("Seats the person or asset holds now, by licence name");

export const productKeySchema = z.object({ product_key: z.string() });
export type ProductKey = z.infer<typeof productKeySchema>;

export const licenseIdParams = z.object({ id: z.uuid() });
export const licenseSeatParams = z.object({ id: z.uuid(), seat_id: z.uuid() });
