import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PostSummary } from "../api/posts-api.ts";
import { postHref } from "./post-href.ts";
import { PostCover } from "./post-cover.tsx";
import { PostMeta } from "./post-meta.tsx";

/** A post in a list: cover, meta, linked title and excerpt. Render inside a <ul>. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation();
  const href = postHref(post);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <PostCover category={post.category.slug} />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} withAuthor={false} />
        {/* Titles and excerpts are English, like the article bodies. */}
        <h3 lang="en" className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p lang="en" className="mt-2 flex-1 text-slate-600 dark:text-slate-300">
          {post.excerpt}
        </p>
        <Link
          to={href}
          className="mt-4 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t("blog.readMore")}
          <span className="sr-only">: {post.title}</span>{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </div>
    </li>
  );
}
