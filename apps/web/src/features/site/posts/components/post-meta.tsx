import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PostSummary } from "../api/posts-api.ts";
import { blogListHref } from "../api/list-state.ts";
import { formatDate, publicationDay } from "../../../../lib/format.ts";

/** Knowledge-base articles have no filtered list of their own; the blog page lists them. */
const postListKb = "/blog#knowledge-base";

type PostMetaProps = { post: PostSummary; withAuthor?: boolean; withCategory?: boolean };

/** Category, date, reading time and author of a post, on one wrapping line. */
export function PostMeta({ post, withAuthor = true, withCategory = true }: PostMetaProps) {
  const { t, i18n } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      {withCategory ? (
        <>
          <Link
            to={post.kind === "kb" ? postListKb : blogListHref({ category: post.category.slug })}
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            {post.category.name}
          </Link>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      {withAuthor ? (
        <>
          <span>{t("blog.byAuthor", { name: post.author_name })}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={post.published_at}>
        {formatDate(post.published_at, i18n.language, publicationDay)}
      </time>
      <span aria-hidden="true">·</span>
      <span>{t("blog.minutesToRead", { count: post.reading_minutes })}</span>
    </p>
  );
}
