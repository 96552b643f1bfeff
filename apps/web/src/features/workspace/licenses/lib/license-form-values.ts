import { licenseCreateSchema, type LicenseCreate } from "@fleetward/contracts/workspace-licenses";
import { z } from "zod";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { License } from "../api/licenses-api.ts";

/** What the licence form holds: every field as the text of its control. */
export type LicenseFormValues = {
  name: string;
  manufacturer_id: string;
  seats: string;
  /** Never filled from the server: empty keeps the stored key, text replaces it. */
  product_key: string;
  remove_product_key: boolean;
  licensed_to_name: string;
  licensed_to_email: string;
  purchase_date: string;
  purchase_cost: string;
  currency: string;
  order_number: string;
  supplier: string;
  expires_on: string;
  notes: string;
};

export const emptyLicenseValues: LicenseFormValues = {
  name: "",
  manufacturer_id: "",
  seats: "1",
  product_key: "",
  remove_product_key: false,
  licensed_to_name: "",
  licensed_to_email: "",
  purchase_date: "",
  purchase_cost: "",
  currency: "",
  order_number: "",
  supplier: "",
  expires_on: "",
  notes: "",
};

/** The form's starting values: the licence's own (but never its key), or empty. */
export function licenseFormValuesOf(license: License | null): LicenseFormValues {
  if (!license) return emptyLicenseValues;
  return {
    ...emptyLicenseValues,
    name: license.name,
    manufacturer_id: license.manufacturer_id ?? "",
    seats: String(license.seats),
    licensed_to_name: license.licensed_to_name ?? "",
    licensed_to_email: license.licensed_to_email ?? "",
    purchase_date: license.purchase_date ?? "",
    purchase_cost: license.purchase_cost ?? "",
    currency: license.currency ?? "",
    order_number: license.order_number ?? "",
    supplier: license.supplier ?? "",
    expires_on: license.expires_on ?? "",
    notes: license.notes ?? "",
  };
}

/**
 * What is sent: the values as typed (the API trims them), the seats as a number. The key is
 * sent only when typed (it replaces the stored one) or when its removal is ticked ("").
 */
export function licensePayload({
  seats,
  product_key: productKey,
  remove_product_key: removeKey,
  ...rest
}: LicenseFormValues): LicenseCreate {
  const count = /^\s*\d+\s*$/.test(seats) ? Number(seats) : Number.NaN;
  const key = removeKey
    ? { product_key: "" }
    : productKey.trim()
      ? { product_key: productKey }
      : {};
  return { ...rest, seats: count, ...key };
}

/** The API's own contract, checking what the form would send. */
export const licenseFormSchema = z
  .custom<LicenseFormValues>()
  .transform(licensePayload)
  .pipe(licenseCreateSchema);

const generic = "licenses.form.errors.generic";
const date = "licenses.form.errors.date";

/** A translated message per field; the English wording of a problem decides only which one. */
export const licenseFormMessages: FieldMessages<keyof LicenseFormValues> = {
  name: "licenses.form.errors.name",
  manufacturer_id: "licenses.form.errors.choice",
  seats: "licenses.form.errors.seats",
  product_key: generic,
  remove_product_key: generic,
  licensed_to_name: generic,
  licensed_to_email: "form.errors.email",
  purchase_date: date,
  purchase_cost: "licenses.form.errors.amount",
  currency: "licenses.form.errors.currency",
  order_number: generic,
  supplier: generic,
  expires_on: ({ message }) =>
    /before/i.test(message) ? "licenses.form.errors.expiresBeforePurchase" : date,
  notes: generic,
};
