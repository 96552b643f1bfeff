import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceQuotas } from "@fleetward/contracts/workspace-quotas";
import type {
  WorkspaceSettings,
  WorkspaceSettingsUpdate,
} from "@fleetward/contracts/workspace-settings";
import { request } from "../../../../lib/http/http-client.ts";
import {
  workspaceSettingsKeys,
  workspaceSettingsPath,
} from "../../../../lib/workspace/settings-queries.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { WorkspaceQuota, WorkspaceQuotas } from "@fleetward/contracts/workspace-quotas";
export type { WorkspaceSettings } from "@fleetward/contracts/workspace-settings";
export { useWorkspaceSettings } from "../../../../lib/workspace/settings-queries.ts";

const quotasKey = [...workspaceKeys.all, "quotas"] as const;

/** The workspace's quotas and what it uses of each (any member may read them). */
export function useWorkspaceQuotas() {
  return useQuery({
    queryKey: quotasKey,
    queryFn: ({ signal }) => request<WorkspaceQuotas>("/api/workspace/quotas", { signal }),
  });
}

/** Changes settings (admins); the answer, the settings as they now are, replaces the cached ones. */
export function useSaveWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WorkspaceSettingsUpdate) =>
      request<WorkspaceSettings>(workspaceSettingsPath, { method: "PATCH", json: values }),
    onSuccess: (settings) => queryClient.setQueryData(workspaceSettingsKeys.settings, settings),
    // A lower maximum token lifetime shortens tokens: the API tokens page reads its list again
    // when it opens (its query is never fresh), so nothing else needs refreshing here.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceSettingsKeys.settings }),
  });
}
