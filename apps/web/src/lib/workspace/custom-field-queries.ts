import { useQuery } from "@tanstack/react-query";
import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { request } from "../http/http-client.ts";
import { workspaceKeys } from "./workspace-queries.ts";

/*
 * The workspace's custom field definitions: the admins' page edits them, the asset forms
 * and lists show them. Under workspaceKeys.all, so a change anywhere refreshes both.
 */

export const customFieldKeys = {
  all: [...workspaceKeys.all, "custom-fields"] as const,
};

/** Every field of the workspace, in form order (any member may read them). */
export function useCustomFields(enabled = true) {
  return useQuery({
    queryKey: customFieldKeys.all,
    queryFn: ({ signal }) => request<CustomField[]>("/api/workspace/custom-fields", { signal }),
    enabled,
    staleTime: 60_000,
  });
}
