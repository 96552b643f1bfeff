import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Location,
  LocationChildCreate,
  LocationUpdate,
  Manufacturer,
  ManufacturerCreate,
  Model,
  ModelCreate,
  StatusLabel,
  StatusLabelCreate,
  StatusLabelUpdate,
} from "@fleetward/contracts/workspace-catalog";
import type { NamedItem } from "@fleetward/contracts/workspaces";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type {
  LocationKind,
  Manufacturer,
  Model,
  StatusLabel,
  StatusLabelKind,
} from "@fleetward/contracts/workspace-catalog";
export type { LocationNode } from "../../../../lib/workspace/location-tree.ts";
export { useLocationTree } from "../../../../lib/workspace/location-tree.ts";

/** The catalogue's lists and where each lives in the API. */
const lists = {
  manufacturers: "/api/workspace/manufacturers",
  models: "/api/workspace/models",
  statusLabels: "/api/workspace/status-labels",
  categories: "/api/workspace/categories",
} as const;
type ListName = keyof typeof lists;

const listKey = (name: ListName) => [...workspaceKeys.all, "catalog", name] as const;
const itemPath = (base: string, id: string, suffix = "") =>
  `${base}/${encodeURIComponent(id)}${suffix}`;

function useCatalogList<T>(name: ListName) {
  return useQuery({
    queryKey: listKey(name),
    queryFn: ({ signal }) => request<T[]>(lists[name], { signal }),
    staleTime: 30_000,
  });
}

export const useManufacturers = () => useCatalogList<Manufacturer>("manufacturers");
export const useModels = () => useCatalogList<Model>("models");
export const useStatusLabels = () => useCatalogList<StatusLabel>("statusLabels");
export const useCategories = () => useCatalogList<NamedItem>("categories");

/** A change to the catalogue refreshes the workspace's queries (models show manufacturers…). */
function useCatalogMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/** Adds (no id) or edits (id) an entry of one of the lists. */
function useSaveEntry<Values, Entry>(name: Exclude<ListName, "categories">) {
  return useCatalogMutation(({ id, values }: { id?: string | undefined; values: Values }) =>
    id
      ? request<Entry>(itemPath(lists[name], id), { method: "PATCH", json: values })
      : request<Entry>(lists[name], { json: values }),
  );
}

export const useSaveManufacturer = () =>
  useSaveEntry<ManufacturerCreate, Manufacturer>("manufacturers");
export const useSaveModel = () => useSaveEntry<ModelCreate, Model>("models");
export const useSaveStatusLabel = () =>
  useSaveEntry<StatusLabelCreate | StatusLabelUpdate, StatusLabel>("statusLabels");

export function useDeleteEntry(name: Exclude<ListName, "categories">) {
  return useCatalogMutation((id: string) =>
    request<null>(itemPath(lists[name], id), { method: "DELETE" }),
  );
}

// The location tree

const locationsPath = "/api/workspace/locations";

/** A new top-level location (a site): the register's own call. */
export const addSite = (values: { name: string }) =>
  request<NamedItem>(locationsPath, { json: values });

export const addChildLocation = (parentId: string, values: LocationChildCreate) =>
  request<Location>(itemPath(locationsPath, parentId, "/children"), { json: values });

/** Rename, re-kind or move (a new `parent_id`; null for the top level). */
export const editLocation = (id: string, values: LocationUpdate) =>
  request<Location>(itemPath(locationsPath, id), { method: "PATCH", json: values });

export const useDeleteLocation = () =>
  useCatalogMutation((id: string) =>
    request<null>(itemPath(locationsPath, id), { method: "DELETE" }),
  );

/** After a location form's own call: the tree, the pickers and the lists that show locations. */
export function useLocationsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
}
