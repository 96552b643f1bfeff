import type { PostSummary } from "../api/posts-api.ts";

/** Where a post is read: blog posts on /blog-detail, knowledge-base articles on /kb-detail. */
export function postHref(post: Pick<PostSummary, "id" | "slug" | "kind">): string {
  return post.kind === "kb" ? `/kb-detail/${post.slug}` : `/blog-detail?id=${post.id}`;
}
