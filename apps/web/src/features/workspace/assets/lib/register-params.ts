import {
  assetSorts,
  type AssetSort,
  type AssetSortKey,
  type BulkRequest,
} from "@fleetward/contracts/workspace-assets";
import { statusLabelKinds } from "@fleetward/contracts/workspace-catalog";

/*
 * The register's filters and sort live in the address (`/workspace?category_id=…&sort=-name`),
 * so a filtered view can be bookmarked, shared and restored with the back button. What the
 * address holds is checked here: a hand-edited value is dropped rather than sent (a 422).
 */

export const registerFilterNames = [
  "q",
  "status_label_id",
  "category_id",
  "location_id",
  "model_id",
  "checked_out",
  "overdue",
  // Set by the dashboard's links (no control of their own): each opens exactly the rows counted.
  "status_kind",
  "warranty_ends_within",
  "warranty_expired",
] as const;
export type RegisterFilterName = (typeof registerFilterNames)[number];
/** Every filter as the text of its control; "" when unset. */
export type RegisterFilters = Record<RegisterFilterName, string>;

export const defaultSort: AssetSort = "name";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const allowed: Record<RegisterFilterName, (value: string) => boolean> = {
  q: (value) => value.length <= 200,
  status_label_id: (value) => uuid.test(value),
  category_id: (value) => uuid.test(value),
  location_id: (value) => uuid.test(value),
  model_id: (value) => uuid.test(value),
  checked_out: (value) => value === "true" || value === "false",
  overdue: (value) => value === "true",
  status_kind: (value) => (statusLabelKinds as readonly string[]).includes(value),
  warranty_ends_within: (value) => /^\d{1,4}$/.test(value) && Number(value) <= 3650,
  warranty_expired: (value) => value === "true",
};

export function filtersOf(params: URLSearchParams): RegisterFilters {
  const entries = registerFilterNames.map((name) => {
    const value = params.get(name) ?? "";
    return [name, allowed[name](value) ? value : ""] as const;
  });
  return Object.fromEntries(entries) as RegisterFilters;
}

export function sortOf(params: URLSearchParams): AssetSort {
  const sort = params.get("sort");
  return (assetSorts as readonly string[]).includes(sort ?? "") ? (sort as AssetSort) : defaultSort;
}

/** The address with one filter changed ("" removes it); other parameters are kept. */
export function withFilter(params: URLSearchParams, name: RegisterFilterName, value: string) {
  const next = new URLSearchParams(params);
  if (value.trim() === "") next.delete(name);
  else next.set(name, value);
  return next;
}

/** The address without any filter; the sort stays. */
export function withoutFilters(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const name of registerFilterNames) next.delete(name);
  return next;
}

/** The default sort is left out of the address, so the plain register has a plain address. */
export function withSort(params: URLSearchParams, sort: AssetSort) {
  const next = new URLSearchParams(params);
  if (sort === defaultSort) next.delete("sort");
  else next.set("sort", sort);
  return next;
}

/** A column header's click: A→Z first, Z→A on the second click, then A→Z again. */
export function nextSort(current: AssetSort, key: AssetSortKey): AssetSort {
  return current === key ? `-${key}` : key;
}

export function ariaSortOf(current: AssetSort, key: AssetSortKey) {
  if (current === key) return "ascending" as const;
  if (current === `-${key}`) return "descending" as const;
  return "none" as const;
}

export const isFiltered = (filters: RegisterFilters) => Object.values(filters).some(Boolean);

/** Only the filters that are set: what the list and "all N matching" bulk actions send. */
export function activeFilters(filters: RegisterFilters): Partial<RegisterFilters> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value.trim() !== ""),
  ) as Partial<RegisterFilters>;
}

/** What the register asks the list for; the API's defaults (page size) are left to it. */
export type RegisterListParams = Partial<RegisterFilters> & { sort?: AssetSort };

export function listParamsOf(filters: RegisterFilters, sort: AssetSort): RegisterListParams {
  const active = activeFilters(filters);
  return sort === defaultSort ? active : { ...active, sort };
}

/** The filter of a bulk action on "all N matching" (the contract's assetFilterSchema). */
export function bulkFilterOf(filters: RegisterFilters): NonNullable<BulkRequest["filter"]> {
  // The values were checked when read from the address (filtersOf).
  return activeFilters(filters) as NonNullable<BulkRequest["filter"]>;
}
