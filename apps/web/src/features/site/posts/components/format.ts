import { useTranslation } from "react-i18next";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import type { PostSummary } from "../api/posts-api.ts";

/** Formats an ISO date in the active interface language (`ae` → Arabic, and so on). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (iso: string) => format.format(new Date(iso));
}

/** Where a post is read: blog posts on /blog-detail, knowledge-base articles on /kb-detail. */
export function postHref(post: Pick<PostSummary, "id" | "slug" | "kind">): string {
  return post.kind === "kb" ? `/kb-detail/${post.slug}` : `/blog-detail?id=${post.id}`;
}
