import { useSearchParams } from "react-router";
import {
  deviceFiltersOf,
  deviceViewOf,
  isDeviceFiltered,
  withoutDeviceFilters,
  withParam,
  type DeviceFilterName,
  type DeviceView,
} from "../lib/device-params.ts";

/**
 * The devices page's view and filters, read from and written to the address. Changes replace
 * the history entry, so the back button leaves the page instead of undoing each keystroke.
 */
export function useDeviceParams() {
  const [params, setParams] = useSearchParams();
  const filters = deviceFiltersOf(params);
  const replace = (next: URLSearchParams) => setParams(next, { replace: true });
  return {
    view: deviceViewOf(params),
    filters,
    filtered: isDeviceFiltered(filters),
    /** The software search's own fields (`?name=…&version=…` of the software view). */
    softwareName: (params.get("name") ?? "").slice(0, 200),
    softwareVersion: (params.get("version") ?? "").slice(0, 100),
    setView: (view: DeviceView) => replace(withParam(params, "view", view === "all" ? "" : view)),
    setFilter: (name: DeviceFilterName, value: string) => replace(withParam(params, name, value)),
    setParam: (name: "name" | "version", value: string) => replace(withParam(params, name, value)),
    clearFilters: () => replace(withoutDeviceFilters(params)),
  };
}

export type DeviceParams = ReturnType<typeof useDeviceParams>;
