import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "@fleetward/contracts/workspace-dashboard";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type {
  Dashboard,
  DashboardActivity,
  DashboardOverdue,
} from "@fleetward/contracts/workspace-dashboard";

/** Under workspaceKeys.all, so signing out or a change to the workspace clears it. */
export const dashboardKey = (token: string | null) =>
  [...workspaceKeys.all, "dashboard", token] as const;

/** The workspace's counts; fetched once the workspace is known and someone is signed in. */
export function useDashboard(token: string | null) {
  return useQuery({
    queryKey: dashboardKey(token),
    queryFn: ({ signal }) => request<Dashboard>("/api/workspace/dashboard", { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
