import { useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryPage, HistorySubjectType } from "@fleetward/contracts/workspace-history";
import { request } from "../../lib/http/http-client.ts";
import { workspaceKeys } from "../../lib/workspace/workspace-queries.ts";

/** Events per "Show older" page; the API allows up to 200. */
export const historyPageSize = 25;

/** Where the API serves a subject's history; a licence's page passes its own path. */
const historyPaths: Partial<Record<HistorySubjectType, (id: string) => string>> = {
  person: (id) => `/api/workspace/people/${encodeURIComponent(id)}/history`,
  asset: (id) => `/api/workspace/assets/${encodeURIComponent(id)}/history`,
};

export function historyPathOf(type: HistorySubjectType, id: string): string | null {
  return historyPaths[type]?.(id) ?? null;
}

/**
 * A subject's history, newest first, one keyset page at a time. Under the workspace's keys,
 * so any change in the workspace (which records history) refreshes it.
 */
export function useHistory(type: HistorySubjectType, id: string, path: string | null) {
  return useInfiniteQuery({
    queryKey: [...workspaceKeys.all, "history", type, id] as const,
    queryFn: ({ pageParam, signal }) =>
      request<HistoryPage>(path ?? "", {
        query: { limit: historyPageSize, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: path !== null,
  });
}
