import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
import type { WorkspaceSettings } from "@fleetward/contracts/workspace-settings";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type {
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";

const base = "/api/workspace/api-tokens";
const keys = { tokens: [...workspaceKeys.all, "api-tokens"] as const };

export function useApiTokens() {
  return useQuery({
    queryKey: keys.tokens,
    queryFn: ({ signal }) => request<ApiToken[]>(base, { signal }),
  });
}

/** Creates a token; the answer holds its secret, the only time it is shown. */
export function createApiToken(values: ApiTokenCreate) {
  return request<ApiTokenCreated>(base, { json: values });
}

export function useApiTokensRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.tokens });
}

const settingsPath = "/api/workspace/settings";
const settingsKey = [...workspaceKeys.all, "settings"] as const;

/** The workspace's settings: the maximum token lifetime decides what the form offers. */
export function useWorkspaceSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => request<WorkspaceSettings>(settingsPath, { signal }),
  });
}

/** Sets the maximum token lifetime; longer tokens are shortened, so the list is read again. */
export function useSaveMaxTokenLifetime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      request<WorkspaceSettings>(settingsPath, {
        method: "PATCH",
        json: { max_token_lifetime_days: days },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        queryClient.invalidateQueries({ queryKey: keys.tokens }),
      ]),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<null>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.tokens }),
  });
}
