import type { AssetSort } from "@fleetward/contracts/workspace-assets";
import { useSearchParams } from "react-router";
import {
  filtersOf,
  isFiltered,
  sortOf,
  withFilter,
  withoutFilters,
  withSort,
  type RegisterFilterName,
} from "../lib/register-params.ts";

/**
 * The register's filters and sort, read from and written to the address. Changes replace the
 * history entry: the back button leaves the register instead of undoing each keystroke.
 */
export function useRegisterParams() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const sort = sortOf(params);
  const replace = (next: URLSearchParams) => setParams(next, { replace: true });
  return {
    filters,
    sort,
    filtered: isFiltered(filters),
    setFilter: (name: RegisterFilterName, value: string) =>
      replace(withFilter(params, name, value)),
    clearFilters: () => replace(withoutFilters(params)),
    setSort: (next: AssetSort) => replace(withSort(params, next)),
  };
}

export type RegisterParams = ReturnType<typeof useRegisterParams>;
