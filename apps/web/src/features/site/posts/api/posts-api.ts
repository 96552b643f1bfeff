import { keepPreviousData, useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas must stay out of the page chunks.
import type {
  PostCategoryCount,
  PostDetail,
  PostKind,
  PostListQuery,
  PostListResponse,
  PostTagCount,
} from "@fleetward/contracts/posts";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";

export type {
  PostCategoryCount,
  PostDetail,
  PostFormat,
  PostKind,
  PostListResponse,
  PostSummary,
  PostTagCount,
} from "@fleetward/contracts/posts";

/** What a page may ask the list for; every field is optional (the API applies spec §9 defaults). */
export type PostListParams = Partial<PostListQuery>;

/** Stable query keys: everything under "posts", so one invalidation refreshes them all. */
export const postKeys = {
  all: ["posts"] as const,
  list: (params: PostListParams) => ["posts", "list", cleanParams(params)] as const,
  detail: (idOrSlug: string) => ["posts", "detail", idOrSlug] as const,
  categories: (kind?: PostKind) => ["posts", "categories", kind ?? "all"] as const,
  tags: (kind?: PostKind) => ["posts", "tags", kind ?? "all"] as const,
};

export function fetchPostList(params: PostListParams, signal?: AbortSignal) {
  return request<PostListResponse>("/api/post/list", { query: cleanParams(params), signal });
}

export function fetchPost(idOrSlug: string, signal?: AbortSignal) {
  return request<PostDetail>(`/api/post/list/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function usePostList(params: PostListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postKeys.list(params),
    queryFn: ({ signal }) => fetchPostList(params, signal),
    // Keep the previous page on screen while the next one loads: no jump when paging.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePost(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: postKeys.detail(idOrSlug ?? ""),
    queryFn: ({ signal }) => fetchPost(idOrSlug ?? "", signal),
    enabled: Boolean(idOrSlug),
  });
}

export function useCategories(kind?: PostKind) {
  return useQuery({
    queryKey: postKeys.categories(kind),
    queryFn: ({ signal }) =>
      request<PostCategoryCount[]>("/api/post/categories", { query: { kind }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTags(kind?: PostKind) {
  return useQuery({
    queryKey: postKeys.tags(kind),
    queryFn: ({ signal }) => request<PostTagCount[]>("/api/post/tags", { query: { kind }, signal }),
    staleTime: 5 * 60_000,
  });
}

export type LatestPostState =
  | { status: "pending" }
  | { status: "error"; retry: () => void }
  | { status: "missing" }
  | { status: "ready"; post: PostDetail };

/**
 * The newest post matching `filter` (first item of a one-item page), then its detail.
 * With `idOrSlug` the list is skipped and that post is fetched directly.
 */
export function useLatestPost(filter: PostListParams, idOrSlug?: string): LatestPostState {
  const list = usePostList({ ...filter, page: 1, page_size: 1 }, { enabled: !idOrSlug });
  const target = idOrSlug ?? list.data?.items[0]?.id.toString();
  const detail = usePost(target);
  if (!idOrSlug) {
    if (list.isError) return { status: "error", retry: () => void list.refetch() };
    if (list.isPending) return { status: "pending" };
    if (list.data.items.length === 0) return { status: "missing" };
  }
  if (detail.isError) {
    return isNotFound(detail.error)
      ? { status: "missing" }
      : { status: "error", retry: () => void detail.refetch() };
  }
  if (detail.isSuccess) return { status: "ready", post: detail.data };
  return { status: "pending" };
}
