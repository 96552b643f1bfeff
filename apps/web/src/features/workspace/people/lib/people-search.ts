import {
  personSorts,
  personStatuses,
  type PersonSortKey,
  type PersonStatus,
} from "@fleetward/contracts/workspace-people";

/*
 * The people list's state lives in the URL (?q=…&status=…&sort=-name), so a filtered list can
 * be bookmarked, shared and reached again with Back. Anything the API would refuse is dropped.
 */

export type PersonSort = (typeof personSorts)[number];

export type PeopleSearch = {
  q: string;
  status: PersonStatus | "";
  department: string;
  location_id: string;
  sort: PersonSort;
};

export const defaultSort: PersonSort = "name";

export const filterNames = ["q", "status", "department", "location_id"] as const;
export type FilterName = (typeof filterNames)[number];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string): value is PersonStatus =>
  (personStatuses as readonly string[]).includes(value);
const isSort = (value: string): value is PersonSort =>
  (personSorts as readonly string[]).includes(value);

/** The list's state from the URL's search parameters. */
export function readPeopleSearch(params: URLSearchParams): PeopleSearch {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  const location = params.get("location_id") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    status: isStatus(status) ? status : "",
    department: (params.get("department") ?? "").slice(0, 120),
    location_id: uuid.test(location) ? location : "",
    sort: isSort(sort) ? sort : defaultSort,
  };
}

/** The URL's search parameters for a state: empty filters and the default sort are left out. */
export function writePeopleSearch(search: PeopleSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = search[name].trim();
    if (value) params.set(name, value);
  }
  if (search.sort !== defaultSort) params.set("sort", search.sort);
  return params;
}

/** The API's query for a state: the same names, blank filters left out, the sort always sent. */
export function peopleQuery(search: PeopleSearch): Record<string, string> {
  return { ...Object.fromEntries(writePeopleSearch(search)), sort: search.sort };
}

/** Which column the list is sorted by, and which way. */
export function sortState(sort: PersonSort): { key: PersonSortKey; descending: boolean } {
  const descending = sort.startsWith("-");
  return { key: (descending ? sort.slice(1) : sort) as PersonSortKey, descending };
}

/** A column's header was pressed: ascending first, then the other way on each press. */
export function nextSort(current: PersonSort, key: PersonSortKey): PersonSort {
  const state = sortState(current);
  if (state.key !== key) return key;
  return state.descending ? key : `-${key}`;
}
