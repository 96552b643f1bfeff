import type { HistoryEvent } from "@fleetward/contracts/workspace-history";
import type { ParseKeys } from "i18next";
import { formatDate, formatDateTime } from "../../lib/format.ts";

/** Fields the history names in words; any other shows its API name, made readable. */
const knownFields = [
  "name",
  "email",
  "employee_number",
  "department",
  "location_id",
  "manager_id",
  "person_id",
  "status",
  "status_label_id",
  "notes",
  "asset_tag",
  "serial_number",
  "model",
  "model_id",
  "category_id",
  "assigned_to",
  "purchase_date",
  "warranty_end",
  "expected_checkin",
  "purchase_cost",
  "currency",
  "supplier",
  "order_number",
] as const;
type KnownField = (typeof knownFields)[number];

const isKnown = (field: string): field is KnownField =>
  (knownFields as readonly string[]).includes(field);

/** The translation key of a field's name, or null for a field this version does not know. */
export function fieldLabelKey(field: string): ParseKeys | null {
  return isKnown(field) ? `register.history.fields.${field}` : null;
}

/**
 * `expected_checkin` → `expected checkin`, `custom_values.ram_gb` → `ram gb`: a field this
 * version has no words for (a custom field is named by its key) still reads as words.
 */
export function readableFieldName(field: string): string {
  return field
    .replace(/^custom_values\./, "")
    .replace(/_id$/, "")
    .replace(/_/g, " ");
}

export function actionKey(action: HistoryEvent["action"]): ParseKeys {
  return `register.history.actions.${action}`;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a reader wants it: dates in their language, anything else as it is. */
export function readableValue(value: string, language: string): string {
  if (isoDay.test(value))
    return formatDate(value, language, { dateStyle: "medium", timeZone: "UTC" });
  if (isoInstant.test(value)) return formatDateTime(value, language);
  return value;
}
