import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GettingStarted } from "@fleetward/contracts/workspace-getting-started";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { GettingStarted } from "@fleetward/contracts/workspace-getting-started";

const path = "/api/workspace/getting-started";

/** Under workspaceKeys.all: any workspace change (an import, removed samples) re-reads it. */
export const gettingStartedKey = (token: string | null) =>
  [...workspaceKeys.all, "getting-started", token] as const;

export function useGettingStarted(token: string | null) {
  return useQuery({
    queryKey: gettingStartedKey(token),
    queryFn: ({ signal }) => request<GettingStarted>(path, { signal }),
    enabled: token !== null,
  });
}

/** Puts the checklist away for the whole workspace (admins only; the API checks). */
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<GettingStarted>(`${path}/dismiss`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/** The checklist's own "Remove sample data" (the same call as the register's button). */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<{ removed: number }>("/api/workspace/sample-assets", { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
