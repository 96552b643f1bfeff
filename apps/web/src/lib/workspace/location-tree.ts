import { useQuery } from "@tanstack/react-query";
import type { LocationNode } from "@fleetward/contracts/workspace-catalog";
import { request } from "../http/http-client.ts";
import { workspaceKeys } from "./workspace-queries.ts";

export type { LocationNode } from "@fleetward/contracts/workspace-catalog";

export const locationTreeKey = [...workspaceKeys.all, "location-tree"] as const;

/**
 * The workspace's locations, depth-first (each right after its parent): the catalogue draws
 * it as a tree, and people's and assets' forms pick a location from it.
 */
export function useLocationTree() {
  return useQuery({
    queryKey: locationTreeKey,
    queryFn: ({ signal }) => request<LocationNode[]>("/api/workspace/locations/tree", { signal }),
    staleTime: 30_000,
  });
}

/** "Head office / Storage room": a location named with the places it is inside. */
export function locationLabel(node: Pick<LocationNode, "path" | "name">): string {
  return node.path.length > 0 ? node.path.join(" / ") : node.name;
}
