import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Model, StatusLabel } from "@fleetward/contracts/workspace-catalog";
import type { PersonListResponse } from "@fleetward/contracts/workspace-people";
import type { NamedItem } from "@fleetward/contracts/workspaces";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { LocationNode, Model, StatusLabel } from "@fleetward/contracts/workspace-catalog";
export type { Person } from "@fleetward/contracts/workspace-people";
export type { NamedItem } from "@fleetward/contracts/workspaces";

/*
 * What the register's pickers and filters choose from: the workspace's catalogue (models,
 * status labels, categories, the location tree) and its people. Small lists, read whole.
 */

const catalogKey = (name: string) => [...workspaceKeys.all, "catalog", name] as const;
const fresh = 60_000;

function useCatalogList<T>(name: string, path: string) {
  return useQuery({
    queryKey: catalogKey(name),
    queryFn: ({ signal }) => request<T[]>(path, { signal }),
    staleTime: fresh,
  });
}

export const useModels = () => useCatalogList<Model>("models", "/api/workspace/models");
export const useStatusLabels = () =>
  useCatalogList<StatusLabel>("status-labels", "/api/workspace/status-labels");
export const useCategories = () =>
  useCatalogList<NamedItem>("categories", "/api/workspace/categories");
/** The location tree is shared with the catalogue and people pages (one query, one cache). */
export { locationLabel, useLocationTree } from "../../../../lib/workspace/location-tree.ts";

/** Active people whose name, e-mail, number or department contains `q` (the first few). */
export function usePeopleSearch(q: string, enabled: boolean) {
  const query = { q: q.trim() || undefined, status: "active", limit: 8 };
  return useQuery({
    queryKey: [...workspaceKeys.all, "people", "search", query] as const,
    queryFn: ({ signal }) =>
      request<PersonListResponse>("/api/workspace/people", { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
