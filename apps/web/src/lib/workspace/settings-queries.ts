import { useQuery } from "@tanstack/react-query";
import type { WorkspaceSettings } from "@fleetward/contracts/workspace-settings";
import { request } from "../http/http-client.ts";
import { workspaceKeys } from "./workspace-queries.ts";

/*
 * The workspace's settings: the settings page edits them, the API tokens page shows the
 * maximum token lifetime its form allows. Under workspaceKeys.all, so signing out drops them.
 */

export const workspaceSettingsPath = "/api/workspace/settings";

export const workspaceSettingsKeys = {
  settings: [...workspaceKeys.all, "settings"] as const,
};

/** The workspace's settings (any member may read them). */
export function useWorkspaceSettings() {
  return useQuery({
    queryKey: workspaceSettingsKeys.settings,
    queryFn: ({ signal }) => request<WorkspaceSettings>(workspaceSettingsPath, { signal }),
  });
}
