import type { LicenseListParams } from "@fleetward/contracts/workspace-licenses";
import { useDeferredValue, useState } from "react";
import { useLicenses } from "../api/licenses-api.ts";

export const pageSize = 25;

export type LicenseSort = NonNullable<LicenseListParams["sort"]>;

export type LicenseFilters = {
  q: string;
  /** "" for any expiry, else a number of days. */
  expiring: string;
  sort: LicenseSort;
};

const noFilters: LicenseFilters = { q: "", expiring: "", sort: "name" };

/**
 * The list's filters and its keyset pages: `cursors` holds where each page shown so far
 * started, so "previous" goes back without offsets. Any change of filter starts again.
 */
export function useLicenseList() {
  const [filters, setFilters] = useState<LicenseFilters>(noFilters);
  const [cursors, setCursors] = useState<string[]>([]);
  // Typing in the search box should not fire a request per keystroke while React is busy.
  const search = useDeferredValue(filters.q);
  const licenses = useLicenses({
    q: search,
    sort: filters.sort,
    expiring_within_days: filters.expiring === "" ? undefined : Number(filters.expiring),
    cursor: cursors.at(-1),
    limit: pageSize,
  });

  const setFilter = <K extends keyof LicenseFilters>(name: K, value: LicenseFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setCursors([]);
  };
  const nextCursor = licenses.data?.next_cursor ?? null;
  return {
    filters,
    setFilter,
    filtered: filters.q !== "" || filters.expiring !== "",
    licenses,
    page: cursors.length + 1,
    next: nextCursor ? () => setCursors((stack) => [...stack, nextCursor]) : null,
    previous: cursors.length > 0 ? () => setCursors((stack) => stack.slice(0, -1)) : null,
  };
}

export type LicenseList = ReturnType<typeof useLicenseList>;
