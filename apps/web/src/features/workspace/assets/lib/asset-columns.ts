import type { Asset, AssetSortKey } from "@fleetward/contracts/workspace-assets";
import { customFieldKeyPattern } from "@fleetward/contracts/workspace-custom-fields";

/*
 * The register's columns. The name is always shown (it is the row's heading and its link);
 * the others are chosen by each user, remembered in this browser under their own key.
 */

export const builtInColumns = [
  "asset_tag",
  "model",
  "manufacturer",
  "category",
  "status",
  "location",
  "assigned_to",
  "serial_number",
  "purchase_date",
  "warranty_end",
  "expected_checkin",
] as const satisfies readonly AssetSortKey[];
export type BuiltInColumn = (typeof builtInColumns)[number];

/** A custom field's column is named after its key: `custom:<key>`. */
export type CustomColumn = `custom:${string}`;
export type AssetColumn = BuiltInColumn | CustomColumn;

export const defaultColumns: readonly AssetColumn[] = [
  "asset_tag",
  "model",
  "category",
  "status",
  "assigned_to",
  "location",
  "warranty_end",
];

export const customColumn = (key: string): CustomColumn => `custom:${key}`;
export const customKeyOf = (column: AssetColumn) =>
  column.startsWith("custom:") ? column.slice("custom:".length) : null;

export const columnsStorageKey = (userId: string) => `fleetward.workspace.${userId}.asset-columns`;

function isColumn(value: unknown): value is AssetColumn {
  if (typeof value !== "string") return false;
  const key = value.startsWith("custom:") ? value.slice("custom:".length) : null;
  return key !== null
    ? customFieldKeyPattern.test(key)
    : (builtInColumns as readonly string[]).includes(value);
}

/** The stored choice, or the defaults when there is none (or it is unreadable). */
export function parseColumns(stored: string | null): AssetColumn[] {
  if (stored === null) return [...defaultColumns];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isColumn))] : [...defaultColumns];
  } catch {
    return [...defaultColumns];
  }
}

/** The custom field keys the loaded assets carry, A→Z: each may become a column. */
export function customKeysOf(assets: readonly Asset[]): string[] {
  const keys = new Set(assets.flatMap((asset) => Object.keys(asset.custom_values)));
  return [...keys].sort();
}

/** Every column that can be chosen now: the built-in ones, then the custom keys present. */
export function choosableColumns(customKeys: readonly string[]): AssetColumn[] {
  return [...builtInColumns, ...customKeys.map(customColumn)];
}

/** The visible columns in the table's order (a chosen custom key no asset has is left out). */
export function visibleColumns(
  chosen: readonly AssetColumn[],
  customKeys: readonly string[],
): AssetColumn[] {
  return choosableColumns(customKeys).filter((column) => chosen.includes(column));
}

export function toggleColumn(chosen: readonly AssetColumn[], column: AssetColumn): AssetColumn[] {
  return chosen.includes(column)
    ? chosen.filter((current) => current !== column)
    : [...chosen, column];
}

/** What a built-in column sorts by: the contract's sort key of the same name. */
export const sortKeyOf = (column: AssetColumn): AssetSortKey | null =>
  customKeyOf(column) === null ? (column as BuiltInColumn) : null;

/**
 * The columns an export of the register has: the tag (what an import matches rows by) and
 * the name (always shown), then the visible columns in their order. The register's column
 * names are the export's column keys.
 */
export function exportColumnsOf(visible: readonly AssetColumn[]): string[] {
  return ["asset_tag", "name", ...visible.filter((column) => column !== "asset_tag")];
}
