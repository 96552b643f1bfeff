import { useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas stay out of the landing page's code.
import type { PostListResponse } from "@fleetward/contracts/posts";
import { request } from "../../../../lib/http/http-client.ts";

export const LATEST_POST_COUNT = 3;

/** The newest blog posts; only fetched once `enabled` (the section is close to the viewport). */
export function useLatestPosts(enabled: boolean) {
  return useQuery({
    queryKey: ["posts", "list", { kind: "blog", page_size: LATEST_POST_COUNT }],
    queryFn: ({ signal }) =>
      request<PostListResponse>("/api/post/list", {
        query: { kind: "blog", page_size: LATEST_POST_COUNT },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
