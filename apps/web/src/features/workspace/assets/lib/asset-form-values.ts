import { assetCreateSchema, type AssetCreate } from "@fleetward/contracts/workspaces";
import { z } from "zod";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { Asset, AssetStatus } from "../api/workspace-api.ts";

/** What the asset form holds: every field as the text of its control. */
export type AssetFormValues = {
  name: string;
  category_id: string;
  serial_number: string;
  model: string;
  status: AssetStatus;
  assigned_to: string;
  location_id: string;
  purchase_date: string;
  warranty_end: string;
  notes: string;
};

export const emptyAssetValues: AssetFormValues = {
  name: "",
  category_id: "",
  serial_number: "",
  model: "",
  status: "in_use",
  assigned_to: "",
  location_id: "",
  purchase_date: "",
  warranty_end: "",
  notes: "",
};

/** The form's starting values: the asset's own, or empty for a new one. */
export function assetFormValuesOf(asset: Asset | null): AssetFormValues {
  if (!asset) return emptyAssetValues;
  return {
    name: asset.name,
    category_id: asset.category_id ?? "",
    serial_number: asset.serial_number ?? "",
    model: asset.model ?? "",
    status: asset.status,
    assigned_to: asset.assigned_to ?? "",
    location_id: asset.location_id ?? "",
    purchase_date: asset.purchase_date ?? "",
    warranty_end: asset.warranty_end ?? "",
    notes: asset.notes ?? "",
  };
}

/**
 * What is sent: the values as typed (the API trims them itself). A retired asset's status is
 * left out, so it stays retired unless the person picks another one.
 */
export function assetPayload({ status, ...rest }: AssetFormValues): AssetCreate {
  return status === "retired" ? rest : { ...rest, status };
}

/** The API's own contract, checking what the form would send. */
export const assetFormSchema = z
  .custom<AssetFormValues>()
  .transform(assetPayload)
  .pipe(assetCreateSchema);

const generic = "workspace.form.errors.generic";
const choice = "workspace.form.errors.choice";
const date = "workspace.form.errors.date";

/** A translated message per field; the English wording of a problem decides only which one. */
export const assetFormMessages: FieldMessages<keyof AssetFormValues> = {
  name: "workspace.form.errors.name",
  category_id: choice,
  serial_number: "workspace.form.errors.serialTaken",
  model: generic,
  status: generic,
  assigned_to: generic,
  location_id: choice,
  purchase_date: date,
  warranty_end: ({ message }) =>
    /before/i.test(message) ? "workspace.form.errors.warrantyBeforePurchase" : date,
  notes: generic,
};
