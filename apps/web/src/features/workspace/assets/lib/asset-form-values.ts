import type { ParseKeys } from "i18next";
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

export const assetFormFields = Object.keys(emptyAssetValues) as (keyof AssetFormValues)[];

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

/** A translated message per field; the server's English wording decides only which one. */
export function assetErrorKey(field: string, message: string): ParseKeys {
  if (field === "name") return "workspace.form.errors.name";
  if (field === "serial_number") return "workspace.form.errors.serialTaken";
  if (field === "warranty_end" && /before/i.test(message)) {
    return "workspace.form.errors.warrantyBeforePurchase";
  }
  if (field === "purchase_date" || field === "warranty_end") return "workspace.form.errors.date";
  if (field === "category_id" || field === "location_id") return "workspace.form.errors.choice";
  return "workspace.form.errors.generic";
}
