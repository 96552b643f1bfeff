import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Asset,
  AssetCreate,
  AssetListParams,
  AssetListResponse,
  AssetUpdate,
  NamedItem,
  WorkspaceSummary,
} from "@fleetward/contracts/workspaces";
import { HttpError, request } from "../../../../lib/http/http-client.ts";

export type {
  Asset,
  AssetListResponse,
  AssetStatus,
  NamedItem,
  WorkspaceSummary,
} from "@fleetward/contracts/workspaces";

/*
 * Every call goes to this origin: the API finds the workspace from the Host the browser
 * sends ({app_domain}.{APP_HOST}), so no call names it.
 */

export const workspaceKeys = {
  all: ["workspace"] as const,
  lookup: ["workspace", "lookup"] as const,
  summary: (token: string | null) => ["workspace", "summary", token] as const,
  assets: (query: AssetListParams) => ["workspace", "assets", query] as const,
  categories: ["workspace", "categories"] as const,
  locations: ["workspace", "locations"] as const,
};

/** A 4xx is an answer (no workspace, signed out), not a failure worth retrying. */
function retryServerErrors(failureCount: number, error: Error): boolean {
  if (error instanceof HttpError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

/** Public: is there a workspace at this address at all? */
export function useWorkspaceLookup() {
  return useQuery({
    queryKey: workspaceKeys.lookup,
    queryFn: ({ signal }) => request<{ app_domain: string }>("/api/workspace/lookup", { signal }),
    retry: retryServerErrors,
    staleTime: Infinity,
  });
}

/** The workspace as its owner sees it; keyed by token so signing in or out refetches. */
export function useWorkspaceSummary(token: string | null) {
  return useQuery({
    queryKey: workspaceKeys.summary(token),
    queryFn: ({ signal }) => request<WorkspaceSummary>("/api/workspace", { signal }),
    enabled: token !== null,
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

/** Drops empty filters so equal filters make equal keys. */
function cleanQuery(query: AssetListParams): AssetListParams {
  const clean: AssetListParams = {};
  if (query.q?.trim()) clean.q = query.q.trim();
  if (query.status) clean.status = query.status;
  if (query.category_id) clean.category_id = query.category_id;
  if (query.location_id) clean.location_id = query.location_id;
  if (query.page && query.page > 1) clean.page = query.page;
  if (query.page_size) clean.page_size = query.page_size;
  return clean;
}

export function useAssets(query: AssetListParams) {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: workspaceKeys.assets(clean),
    queryFn: ({ signal }) =>
      request<AssetListResponse>("/api/workspace/assets", { query: clean, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    staleTime: 10_000,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: workspaceKeys.categories,
    queryFn: ({ signal }) => request<NamedItem[]>("/api/workspace/categories", { signal }),
    retry: retryServerErrors,
  });
}

export function useLocations() {
  return useQuery({
    queryKey: workspaceKeys.locations,
    queryFn: ({ signal }) => request<NamedItem[]>("/api/workspace/locations", { signal }),
    retry: retryServerErrors,
  });
}

/** Writes refresh the register (and the summary: a 403 may mean the trial just ended). */
function useWorkspaceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useSaveAsset() {
  return useWorkspaceMutation(
    ({ id, values }: { id?: string; values: AssetCreate | AssetUpdate }) =>
      id
        ? request<Asset>(`/api/workspace/assets/${encodeURIComponent(id)}`, {
            method: "PATCH",
            json: values,
          })
        : request<Asset>("/api/workspace/assets", { json: values }),
  );
}

export function useRetireAsset() {
  return useWorkspaceMutation((id: string) =>
    request<Asset>(`/api/workspace/assets/${encodeURIComponent(id)}/retire`, { method: "POST" }),
  );
}

export function useRemoveSamples() {
  return useWorkspaceMutation(() =>
    request<{ removed: number }>("/api/workspace/sample-assets", { method: "DELETE" }),
  );
}
