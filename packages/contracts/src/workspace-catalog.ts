import { z } from "zod";
import { requiredLine } from "./form-fields.ts";
import { nullableLine, optionalEmail, optionalId, optionalUrl } from "./workspace-fields.ts";

/*
 * The workspace's catalogue: manufacturers, models, status labels and the location tree the
 * assets refer to.
 */

/** Only the fields sent change; null or "" clears an optional one. */
const partial = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).partial();

// Manufacturers

const manufacturerFields = {
  name: requiredLine(120),
  url: optionalUrl(),
  support_email: optionalEmail,
};
export const manufacturerCreateSchema = z.strictObject(manufacturerFields);
export type ManufacturerCreate = z.input<typeof manufacturerCreateSchema>;
export const manufacturerUpdateSchema = partial(manufacturerFields);
export type ManufacturerUpdate = z.input<typeof manufacturerUpdateSchema>;
export const manufacturerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string().nullable(),
  support_email: z.string().nullable(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

// Models

const modelFields = {
  name: requiredLine(160),
  model_number: nullableLine(100),
  manufacturer_id: optionalId.describe("A manufacturer of this workspace"),
  category_id: optionalId.describe("A category of this workspace"),
  eol_months: z
    .number()
    .int()
    .min(0)
    .max(1200)
    .nullable()
    .optional()
    .describe("Months from purchase to end of life"),
  image_url: optionalUrl(true).describe("An https:// address of a picture of the model"),
};
export const modelCreateSchema = z.strictObject(modelFields);
export type ModelCreate = z.input<typeof modelCreateSchema>;
export const modelUpdateSchema = partial(modelFields);
export type ModelUpdate = z.input<typeof modelUpdateSchema>;
export const modelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  model_number: z.string().nullable(),
  manufacturer_id: z.uuid().nullable(),
  manufacturer_name: z.string().nullable(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  eol_months: z.number().int().nullable(),
  image_url: z.string().nullable(),
});
export type Model = z.infer<typeof modelSchema>;

// Status labels

/**
 * What a label means for the asset: only `deployable` assets can be checked out; `lost` is
 * an asset lost or stolen (kept on the register, never deployable; Snipe-IT's "Lost/Stolen").
 */
export const statusLabelKinds = [
  "deployable",
  "pending",
  "undeployable",
  "archived",
  "lost",
] as const;
export type StatusLabelKind = (typeof statusLabelKinds)[number];

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "Must be a colour such as #2f855a" })
  .transform((text) => text.toLowerCase());
const statusLabelFields = {
  name: requiredLine(60),
  kind: z.enum(statusLabelKinds),
  colour,
};
export const statusLabelCreateSchema = z.strictObject(statusLabelFields);
export type StatusLabelCreate = z.input<typeof statusLabelCreateSchema>;
export const statusLabelUpdateSchema = partial(statusLabelFields);
export type StatusLabelUpdate = z.input<typeof statusLabelUpdateSchema>;
export const statusLabelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(statusLabelKinds),
  colour: z.string(),
  /** One of the labels every workspace starts with; it can be renamed but not deleted. */
  is_default: z.boolean(),
});
export type StatusLabel = z.infer<typeof statusLabelSchema>;

/** The labels every workspace starts with (as in Snipe-IT). */
export const defaultStatusLabels = [
  { name: "Ready to deploy", kind: "deployable", colour: "#2f855a" },
  { name: "Pending", kind: "pending", colour: "#b7791f" },
  { name: "In repair", kind: "undeployable", colour: "#c05621" },
  { name: "Broken", kind: "undeployable", colour: "#c53030" },
  { name: "Archived", kind: "archived", colour: "#718096" },
  { name: "Lost or stolen", kind: "lost", colour: "#6b46c1" },
] as const satisfies readonly { name: string; kind: StatusLabelKind; colour: string }[];

// Locations

export const locationKinds = ["site", "building", "room"] as const;
export type LocationKind = (typeof locationKinds)[number];

const locationFields = {
  name: requiredLine(80),
  kind: z.enum(locationKinds),
  parent_id: optionalId.describe("The location this one is inside; none for a site"),
};
/** A location inside another; `kind` defaults to one level below the parent's. */
export const locationChildCreateSchema = z.strictObject({
  name: locationFields.name,
  kind: locationFields.kind.optional(),
});
export type LocationChildCreate = z.input<typeof locationChildCreateSchema>;
export const locationUpdateSchema = partial(locationFields);
export type LocationUpdate = z.input<typeof locationUpdateSchema>;

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(locationKinds),
  parent_id: z.uuid().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationNodeSchema = locationSchema.extend({
  depth: z.number().int().describe("0 for a location with no parent"),
  path: z.array(z.string()).describe("Names from the top of the tree down to this location"),
});
export type LocationNode = z.infer<typeof locationNodeSchema>;
export const locationTreeSchema = z
  .array(locationNodeSchema)
  .describe("Depth-first: every location comes right after its parent, siblings by name");

export const catalogIdParams = z.object({ id: z.uuid() });
