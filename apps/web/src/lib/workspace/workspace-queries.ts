import type { WorkspaceLookup } from "@fleetward/contracts/workspaces";
import { useQuery } from "@tanstack/react-query";
import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { request } from "../http/http-client.ts";

/*
 * The queries every workspace screen shares (register, members, invitation). Every call goes
 * to this origin: the API finds the workspace from the Host ({app_domain}.{APP_HOST}).
 */

export const workspaceKeys = {
  all: ["workspace"] as const,
  lookup: ["workspace", "lookup"] as const,
  summary: (token: string | null) => ["workspace", "summary", token] as const,
  me: (token: string | null) => ["workspace", "me", token] as const,
};

/** Public: is there a workspace at this address at all? */
export function useWorkspaceLookup() {
  return useQuery({
    queryKey: workspaceKeys.lookup,
    queryFn: ({ signal }) => request<WorkspaceLookup>("/api/workspace/lookup", { signal }),
    staleTime: Infinity,
  });
}

/** The workspace as its members see it; keyed by token so signing in or out refetches. */
export function useWorkspaceSummary(token: string | null) {
  return useQuery({
    queryKey: workspaceKeys.summary(token),
    queryFn: ({ signal }) => request<WorkspaceSummary>("/api/workspace", { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** Who is signed in to this workspace, their role and what it lets them do. */
export function useWorkspaceMe(token: string | null) {
  return useQuery({
    queryKey: workspaceKeys.me(token),
    queryFn: ({ signal }) => request<WorkspaceMe>("/api/workspace/me", { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
