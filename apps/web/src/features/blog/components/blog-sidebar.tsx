import { Link } from "react-router";
import { categories, posts } from "../data/posts.ts";
import { formatDate } from "./format.ts";

const heading = "text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white";
const link =
  "text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300";

/** Categories, recent posts and tags; placed on the start side of an article. */
export function BlogSidebar({ currentSlug }: { currentSlug: string }) {
  const recent = posts.filter((post) => post.slug !== currentSlug).slice(0, 4);
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
  return (
    <aside
      aria-label="Blog navigation"
      className="space-y-8 lg:border-e lg:border-slate-200 lg:pe-8 dark:lg:border-slate-800"
    >
      <div>
        <h3 className={heading}>Categories</h3>
        <ul className="mt-3 space-y-2">
          {categories.map((category) => (
            <li key={category.slug} className="flex justify-between gap-2">
              <Link to={`/blog?category=${category.slug}`} className={link}>
                {category.name}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {posts.filter((post) => post.category === category.slug).length}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={heading}>Recent posts</h3>
        <ul className="mt-3 space-y-4">
          {recent.map((post) => (
            <li key={post.slug}>
              <Link to={post.path} className={`${link} font-medium`}>
                {post.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={heading}>Tags</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
