import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ForumCategory,
  ForumTopicDetail,
  ForumTopicListResponse,
} from "@fleetward/contracts/forums";
import { request } from "../../../../lib/http/http-client.ts";

export type {
  ForumCategory,
  ForumReply,
  ForumTopicDetail,
  ForumTopicSummary,
} from "@fleetward/contracts/forums";

export const topicsPageSize = 20;

/** The answers depend on who asks (operators see hidden posts): keyed by the token too. */
export function useForumCategories() {
  return useQuery({
    queryKey: ["forums", "categories"],
    queryFn: ({ signal }) => request<ForumCategory[]>("/api/forums/categories", { signal }),
  });
}

export function useForumTopics(category: string | undefined, page: number, viewer: string) {
  const query = { category, page, page_size: topicsPageSize };
  return useQuery({
    queryKey: ["forums", "topics", viewer, query],
    queryFn: ({ signal }) =>
      request<ForumTopicListResponse>("/api/forums/topics", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useForumThread(id: number | undefined, viewer: string) {
  return useQuery({
    queryKey: ["forums", "thread", viewer, id],
    queryFn: ({ signal }) => request<ForumTopicDetail>(`/api/forums/topics/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** After posting or hiding, every forum answer may be stale. */
export function useRefreshForums() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["forums"] });
}

export function hidePost(kind: "topics" | "replies", id: number) {
  return request<{ id: number; hidden: true }>(`/api/forums/${kind}/${id}/hide`, {
    method: "POST",
  });
}
