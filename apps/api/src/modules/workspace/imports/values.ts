import type {
  ImportDateOrder,
  ImportMapping,
  ImportReason,
  ImportRefusal,
} from "@fleetward/contracts/workspace-imports";
import { checkCustomValue, type CustomValue } from "@fleetward/contracts/workspace-custom-values";
import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { cleanCell } from "./csv.ts";

/** A data row read through the mapping: only the fields its mapped, non-empty cells give. */
export type ImportRow = {
  row: number;
  assetTag?: string;
  name?: string;
  serialNumber?: string;
  model?: string;
  modelNumber?: string;
  manufacturer?: string;
  category?: string;
  status?: string;
  location?: string;
  assignedTo?: string;
  purchaseDate?: string;
  purchaseCost?: string;
  currency?: string;
  orderNumber?: string;
  supplier?: string;
  warrantyMonths?: number;
  warrantyEnd?: string;
  notes?: string;
  custom: Record<string, string | number | boolean>;
  /** The label the status value resolved to (set by the batch, ADR 0042). */
  statusLabelId?: string;
};

type TextKey = Exclude<keyof ImportRow, "row" | "custom" | "warrantyMonths" | "statusLabelId">;

/** Snipe-IT allows an asset without a name: it takes its model's name and its tag. */
export function unnamedAssetName(row: ImportRow, tag: string) {
  return (row.model ? `${row.model} (${tag})` : tag).slice(0, 160);
}

const textKeys: Record<string, TextKey> = {
  asset_tag: "assetTag",
  name: "name",
  serial_number: "serialNumber",
  model: "model",
  model_number: "modelNumber",
  manufacturer: "manufacturer",
  category: "category",
  status: "status",
  location: "location",
  assigned_to: "assignedTo",
  order_number: "orderNumber",
  supplier: "supplier",
  notes: "notes",
};

/** Text fields longer than this are refused rather than cut. */
const maxText = 500;

/**
 * The forms' own limits (packages/contracts: assets, catalog, people) where they differ, so an
 * export always comes back in (notes take 2,000 characters) and an import stores nothing the
 * asset form would then refuse to save.
 */
const textLimits: Partial<Record<TextKey, number>> = {
  assetTag: 40,
  name: 160,
  serialNumber: 100,
  model: 160,
  modelNumber: 100,
  manufacturer: 120,
  category: 80,
  location: 80,
  assignedTo: 254,
  orderNumber: 80,
  supplier: 160,
  notes: 2000,
};

/** A calendar date as YYYY-MM-DD: ISO (optionally with a time) or day/month order. */
export function parseDate(raw: string, order: ImportDateOrder): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(raw);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(raw);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
    const fullYear = local[3]!.length === 2 ? 2000 + year : year;
    parts = order === "dmy" ? [fullYear, second, first] : [fullYear, first, second];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An amount as "1234.50": symbols dropped, the last of `.`/`,` read as the decimal mark. */
export function parseAmount(raw: string): string | null {
  let text = raw.replace(/[^0-9.,-]/g, "");
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  const decimalComma = lastComma > lastDot && !/,\d{3}$/.test(text);
  text = decimalComma ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value < 1e10 ? value.toFixed(2) : null;
}

export function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

type Refuse = (column: number, reason: ImportReason, value?: string) => void;

function readSpecial(target: string, value: string, row: ImportRow, order: ImportDateOrder) {
  if (target === "purchase_date" || target === "warranty_end") {
    const date = parseDate(value, order);
    if (!date) return "date_invalid" as const;
    row[target === "purchase_date" ? "purchaseDate" : "warrantyEnd"] = date;
  } else if (target === "purchase_cost") {
    const amount = parseAmount(value);
    if (amount === null) return "number_invalid" as const;
    row.purchaseCost = amount;
  } else if (target === "warranty_months") {
    const months = /^(\d{1,4})(\s*(months?|mo))?$/i.exec(value);
    if (!months) return "number_invalid" as const;
    row.warrantyMonths = Number(months[1]);
  } else if (target === "currency") {
    if (!/^[a-z]{3}$/i.test(value)) return "currency_invalid" as const;
    row.currency = value.toUpperCase();
  }
  return null;
}

/**
 * Reads one data row through the mapping. Empty cells give nothing (an update keeps the
 * stored value). Each refused cell is reported with its column; a row with any is refused.
 */
export function readRow(
  cells: readonly string[],
  row: number,
  mapping: ImportMapping,
  context: { headers: readonly string[]; fields: ReadonlyMap<string, CustomField> },
): { row: ImportRow; refusals: ImportRefusal[] } {
  const result: ImportRow = { row, custom: {} };
  const refusals: ImportRefusal[] = [];
  const refuse: Refuse = (column, reason, value) =>
    refusals.push({ row, column: context.headers[column] ?? null, reason, value: value ?? null });
  mapping.columns.forEach((target, column) => {
    const value = cleanCell(cells[column]);
    if (!target || value === "") return;
    if (target.startsWith("custom:")) {
      const field = context.fields.get(target.slice(7));
      if (!field) return;
      const checked = checkCustomValue(field, value as CustomValue);
      if ("problem" in checked) refuse(column, "custom_value_invalid", value);
      else if (checked.value !== null) result.custom[field.key] = checked.value;
      return;
    }
    const key = textKeys[target];
    if (key) {
      if (value.length > (textLimits[key] ?? maxText)) {
        refuse(column, "too_long", value.slice(0, 40));
      } else result[key] = value;
      return;
    }
    const reason = readSpecial(target, value, result, mapping.date_order);
    if (reason) refuse(column, reason, value);
  });
  if (result.warrantyMonths !== undefined && result.purchaseDate && !result.warrantyEnd) {
    result.warrantyEnd = addMonths(result.purchaseDate, result.warrantyMonths);
  }
  return { row: result, refusals };
}
