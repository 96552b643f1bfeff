import {
  devicePlatforms,
  deviceStatuses,
  softwareVersionText,
  type DeviceListParams,
} from "@fleetward/contracts/workspace-devices";

/*
 * The devices list's filters live in the address (`/workspace/devices?platform=macos&status=
 * missing`), so a view can be bookmarked and shared. A hand-edited value the API would refuse
 * is dropped here rather than sent.
 */

export const deviceFilterNames = [
  "q",
  "platform",
  "os_version",
  "status",
  "policy_failing",
  "software",
  "software_below",
] as const;
export type DeviceFilterName = (typeof deviceFilterNames)[number];
export type DeviceFilters = Record<DeviceFilterName, string>;

/** The lists of the devices page, chosen with `?view=`; the plain list has none. */
export const deviceViews = ["all", "unregistered", "never-enrolled", "software"] as const;
export type DeviceView = (typeof deviceViews)[number];

const short = (max: number) => (value: string) => value.length <= max;
const allowed: Record<DeviceFilterName, (value: string) => boolean> = {
  q: short(200),
  platform: (value) => (devicePlatforms as readonly string[]).includes(value),
  os_version: short(100),
  status: (value) => (deviceStatuses as readonly string[]).includes(value),
  policy_failing: (value) => value === "true",
  software: short(200),
  software_below: (value) => softwareVersionText.safeParse(value).success,
};

export function deviceFiltersOf(params: URLSearchParams): DeviceFilters {
  const entries = deviceFilterNames.map((name) => {
    const value = params.get(name) ?? "";
    return [name, allowed[name](value) ? value : ""] as const;
  });
  return Object.fromEntries(entries) as DeviceFilters;
}

export function deviceViewOf(params: URLSearchParams): DeviceView {
  const view = params.get("view") ?? "";
  return (deviceViews as readonly string[]).includes(view) ? (view as DeviceView) : "all";
}

/** The address with one parameter changed ("" removes it); the others are kept. */
export function withParam(params: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(params);
  if (value.trim() === "") next.delete(name);
  else next.set(name, value);
  return next;
}

export function withoutDeviceFilters(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const name of deviceFilterNames) next.delete(name);
  return next;
}

export const isDeviceFiltered = (filters: DeviceFilters) => Object.values(filters).some(Boolean);

/** What the list asks the API for: only the filters that are set. */
export function deviceListParamsOf(filters: DeviceFilters): DeviceListParams {
  // "Below version" compares the named software's versions: without a name it asks nothing.
  const set = Object.entries(filters).filter(
    ([name, value]) =>
      value.trim() !== "" && (name !== "software_below" || filters.software.trim() !== ""),
  );
  return Object.fromEntries(set) as DeviceListParams;
}
