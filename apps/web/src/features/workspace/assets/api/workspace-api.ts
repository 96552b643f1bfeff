import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Asset,
  AssetCreate,
  AssetListParams,
  AssetListResponse,
  AssetUpdate,
  NamedItem,
} from "@fleetward/contracts/workspaces";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys as sharedKeys } from "../../../../lib/workspace/workspace-queries.ts";

export {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
} from "../../../../lib/workspace/workspace-queries.ts";

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
  ...sharedKeys,
  assets: (query: AssetListParams) => ["workspace", "assets", query] as const,
  categories: ["workspace", "categories"] as const,
  locations: ["workspace", "locations"] as const,
};

export function useAssets(query: AssetListParams) {
  // Page 1 is the API's default: leaving it out keeps one key for the first page.
  const clean = cleanParams({
    ...query,
    page: query.page && query.page > 1 ? query.page : undefined,
  });
  return useQuery({
    queryKey: workspaceKeys.assets(clean),
    queryFn: ({ signal }) =>
      request<AssetListResponse>("/api/workspace/assets", { query: clean, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: workspaceKeys.categories,
    queryFn: ({ signal }) => request<NamedItem[]>("/api/workspace/categories", { signal }),
  });
}

export function useLocations() {
  return useQuery({
    queryKey: workspaceKeys.locations,
    queryFn: ({ signal }) => request<NamedItem[]>("/api/workspace/locations", { signal }),
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
