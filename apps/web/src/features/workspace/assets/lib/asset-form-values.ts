import {
  assetCreateSchema,
  assetUpdateSchema,
  type Asset,
  type AssetUpdateBody,
} from "@fleetward/contracts/workspace-assets";
import { z } from "zod";
import {
  customFormValuesOf,
  customValuesPayload,
  customValuesRefinement,
  fieldAppliesTo,
  type CustomField,
  type CustomFormValues,
} from "../../../../components/custom-fields/custom-field-values.ts";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";

/** What the asset form holds: every field as the text of its control. */
export type AssetFormValues = {
  asset_tag: string;
  name: string;
  model_id: string;
  category_id: string;
  status_label_id: string;
  serial_number: string;
  location_id: string;
  purchase_date: string;
  purchase_cost: string;
  currency: string;
  supplier: string;
  order_number: string;
  warranty_end: string;
  notes: string;
  /** Per custom field key: the text of its control, or true/false for a yes/no box. */
  custom_values: CustomFormValues;
};
export type AssetFormField = Exclude<keyof AssetFormValues, "custom_values">;

export const emptyAssetValues: AssetFormValues = {
  asset_tag: "",
  name: "",
  model_id: "",
  category_id: "",
  status_label_id: "",
  serial_number: "",
  location_id: "",
  purchase_date: "",
  purchase_cost: "",
  currency: "",
  supplier: "",
  order_number: "",
  warranty_end: "",
  notes: "",
  custom_values: {},
};

/** The fields of the workspace that apply to a category (all-category fields included). */
export const fieldsOfCategory = (fields: readonly CustomField[], categoryId: string) =>
  fields.filter((field) => fieldAppliesTo(field, categoryId || null));

/**
 * The custom values the form starts with. Every stored value is kept by its key, even before
 * the definitions have loaded, so an input that appears later still shows what is stored.
 */
function customStartValues(
  fields: readonly CustomField[],
  stored: Asset["custom_values"],
): CustomFormValues {
  const raw = Object.entries(stored).map(([key, value]) => [
    key,
    typeof value === "boolean" ? value : String(value),
  ]);
  return { ...Object.fromEntries(raw), ...customFormValuesOf(fields, stored) };
}

/** The form's starting values: the asset's own, or empty for a new one. */
export function assetFormValuesOf(
  asset: Asset | null,
  fields: readonly CustomField[] = [],
): AssetFormValues {
  if (!asset) return { ...emptyAssetValues, custom_values: customFormValuesOf(fields) };
  const text = (value: string | null) => value ?? "";
  return {
    asset_tag: asset.asset_tag,
    name: asset.name,
    model_id: text(asset.model_id),
    category_id: text(asset.category_id),
    status_label_id: asset.status_label_id,
    serial_number: text(asset.serial_number),
    location_id: text(asset.location_id),
    purchase_date: text(asset.purchase_date),
    purchase_cost: text(asset.purchase_cost),
    currency: text(asset.currency),
    supplier: text(asset.supplier),
    order_number: text(asset.order_number),
    warranty_end: text(asset.warranty_end),
    notes: text(asset.notes),
    custom_values: customStartValues(fields, asset.custom_values),
  };
}

type Refinement = ReturnType<typeof customValuesRefinement>;

/**
 * The form's schema: the contract (create for a new asset, update for an edit) after the
 * custom values of the chosen category are turned into what the API takes, then the API's
 * own custom-value rules, so each problem shows under its input before anything is sent.
 */
export function assetFormSchema<Output extends Parameters<Refinement>[0]>(
  contract: z.ZodType<Output>,
  fields: readonly CustomField[],
): z.ZodType<Output, AssetFormValues> {
  return z
    .custom<AssetFormValues>()
    .transform((values): unknown => ({
      ...values,
      custom_values: customValuesPayload(
        fieldsOfCategory(fields, values.category_id),
        values.custom_values,
      ),
    }))
    .pipe(contract)
    .superRefine(customValuesRefinement(fields));
}

export const assetCreateFormSchema = (fields: readonly CustomField[]) =>
  assetFormSchema(assetCreateSchema, fields);
export const assetUpdateFormSchema = (fields: readonly CustomField[]) =>
  assetFormSchema(assetUpdateSchema, fields);

/**
 * An edit sends only what the person changed: each sent field is recorded in the history,
 * and a retired asset's archived label must not be sent back (the API refuses it).
 */
export function changedValues(
  values: AssetUpdateBody,
  dirty: Partial<Record<keyof AssetFormValues, unknown>>,
): AssetUpdateBody {
  const isDirty = (flag: unknown): boolean =>
    flag === true ||
    (typeof flag === "object" && flag !== null && Object.values(flag).some(isDirty));
  // The custom values go whole when one of them or the category changed: the API keeps
  // only the values of the asset's category and checks its required fields.
  const changed = Object.entries(values).filter(([key]) =>
    key === "custom_values"
      ? isDirty(dirty.custom_values) || isDirty(dirty.category_id)
      : isDirty(dirty[key as AssetFormField]),
  );
  return Object.fromEntries(changed) as AssetUpdateBody;
}

const choice = "assets.form.errors.choice";
const date = "assets.form.errors.date";

/**
 * A translated message per field; the English wording of a problem decides only which one.
 * Fields left out get the generic messages (required, too long…).
 */
export const assetFormMessages: FieldMessages<AssetFormField> = {
  asset_tag: ({ status }) => (status === 409 ? "assets.form.errors.tagTaken" : undefined),
  name: "assets.form.errors.name",
  model_id: choice,
  category_id: choice,
  status_label_id: choice,
  serial_number: ({ status }) => (status === 409 ? "assets.form.errors.serialTaken" : undefined),
  location_id: choice,
  purchase_date: date,
  purchase_cost: "assets.form.errors.amount",
  currency: "assets.form.errors.currency",
  warranty_end: ({ message }) =>
    /before/i.test(message) ? "assets.form.errors.warrantyBeforePurchase" : date,
};
