import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
} from "@fleetward/contracts/workspace-api-tokens";
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

/** The workspace's settings: the maximum token lifetime decides what the form offers. */
export { useWorkspaceSettings } from "../../../../lib/workspace/settings-queries.ts";

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<null>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.tokens }),
  });
}
