import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ScimGroupMappings,
  ScimStatus,
  ScimTokenCreated,
} from "@fleetward/contracts/workspace-scim";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { ScimStatus, ScimTokenCreated } from "@fleetward/contracts/workspace-scim";

const base = "/api/workspace/scim";
const scimKey = [...workspaceKeys.all, "scim"] as const;

/** The SCIM base URL, the live token (never its secret) and the group mapping (admins). */
export function useScimStatus(enabled: boolean) {
  return useQuery({
    queryKey: scimKey,
    queryFn: ({ signal }) => request<ScimStatus>(base, { signal }),
    enabled,
  });
}

/** Creates the SCIM token, or rotates it: the one before stops working at once. */
export function useRotateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<ScimTokenCreated>(`${base}/token`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimKey }),
  });
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<null>(`${base}/token`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scimKey }),
  });
}

/** Replaces the group → role mapping; the answer is the mapping as saved. */
export function useSaveScimMappings() {
  const queryClient = useQueryClient();
  return {
    save: async (values: ScimGroupMappings) => {
      const saved = await request<ScimGroupMappings>(`${base}/group-mappings`, {
        method: "PUT",
        json: values,
      });
      await queryClient.invalidateQueries({ queryKey: scimKey });
      return saved;
    },
  };
}
