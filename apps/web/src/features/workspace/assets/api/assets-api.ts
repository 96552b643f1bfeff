import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Asset,
  AssetCount,
  AssetCreateBody,
  AssetListResponse,
  AssetUpdateBody,
  BulkRequest,
  BulkResult,
  Checkin,
  Checkout,
} from "@fleetward/contracts/workspace-assets";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";
import type { RegisterFilters, RegisterListParams } from "../lib/register-params.ts";

export type { Asset, AssetListResponse } from "@fleetward/contracts/workspace-assets";

/*
 * The register's calls. Every call goes to this origin: the API finds the workspace from the
 * Host the browser sends ({app_domain}.{APP_HOST}), so no call names it.
 */

export const assetKeys = {
  list: (params: RegisterListParams) => [...workspaceKeys.all, "assets", "list", params] as const,
  one: (id: string) => [...workspaceKeys.all, "assets", "one", id] as const,
  count: (filter: Partial<RegisterFilters>) =>
    [...workspaceKeys.all, "assets", "count", filter] as const,
};

const assetPath = (id: string, action = "") =>
  `/api/workspace/assets/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

/**
 * The register, keyset-paged: each further page starts after the last row of the one before
 * (`next_cursor`), so rows added meanwhile never shift or repeat what is already shown.
 */
export function useAssetList(params: RegisterListParams) {
  return useInfiniteQuery({
    queryKey: assetKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      request<AssetListResponse>("/api/workspace/assets", {
        query: { ...params, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The exact number of assets a filter matches, asked for only when the list's own count
 * stopped at its cap (`total_capped`) and the number matters: before a bulk change.
 */
export function useAssetCount(filter: Partial<RegisterFilters>, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.count(filter),
    queryFn: ({ signal }) =>
      request<AssetCount>("/api/workspace/assets/count", { query: filter, signal }),
    enabled,
    staleTime: 10_000,
  });
}

export function useAsset(id: string) {
  return useQuery({
    queryKey: assetKeys.one(id),
    queryFn: ({ signal }) => request<Asset>(assetPath(id), { signal }),
  });
}

/** Writes refresh the workspace's queries (and the summary: a 403 may mean the trial ended). */
function useAssetMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useSaveAsset() {
  return useAssetMutation(
    ({ id, values }: { id: string | null; values: AssetCreateBody | AssetUpdateBody }) =>
      id
        ? request<Asset>(assetPath(id), { method: "PATCH", json: values })
        : request<Asset>("/api/workspace/assets", { json: values }),
  );
}

export function useCheckOut(id: string) {
  return useAssetMutation((values: Checkout) =>
    request<Asset>(assetPath(id, "checkout"), { json: values }),
  );
}

export function useCheckIn(id: string) {
  return useAssetMutation((values: Checkin) =>
    request<Asset>(assetPath(id, "checkin"), { json: values }),
  );
}

export function useRetireAsset(id: string) {
  return useAssetMutation(() => request<Asset>(assetPath(id, "retire"), { method: "POST" }));
}

export function useBulkChange() {
  return useAssetMutation((body: BulkRequest) =>
    request<BulkResult>("/api/workspace/assets/bulk", { json: body }),
  );
}

export function useRemoveSamples() {
  return useAssetMutation(() =>
    request<{ removed: number }>("/api/workspace/sample-assets", { method: "DELETE" }),
  );
}
