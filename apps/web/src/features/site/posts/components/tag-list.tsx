import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { blogListHref } from "../api/list-state.ts";

/** The tags of a post as links back to the blog filtered by that tag. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <div className="mt-10 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("blog.tagsLabel")}:
      </span>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={blogListHref({ tags: [tag] })}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-blue-100 hover:text-blue-800 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white"
            >
              <bdi>#{tag}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
