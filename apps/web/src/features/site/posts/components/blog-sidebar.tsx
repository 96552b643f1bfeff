import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { blogListHref } from "../api/list-state.ts";
import { useCategories, useTags } from "../api/posts-api.ts";

const heading = "text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white";
const link =
  "text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300";

/** Blog categories with their post counts and the tags in use, from the API; start side. */
export function BlogSidebar() {
  const { t } = useTranslation();
  const categories = useCategories("blog");
  const tags = useTags("blog");
  return (
    <aside
      aria-label={t("blog.blogNavigation")}
      className="space-y-8 lg:border-e lg:border-slate-200 lg:pe-8 dark:lg:border-slate-800"
    >
      <div>
        <h2 className={heading}>{t("blog.categoriesHeading")}</h2>
        {categories.isError ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("blog.errorText")}</p>
        ) : (
          <ul className="mt-3 space-y-2" aria-busy={categories.isPending}>
            {(categories.data ?? []).map((category) => (
              <li key={category.id} className="flex justify-between gap-2">
                <Link to={blogListHref({ category: category.slug })} className={link}>
                  {category.name}
                </Link>
                <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  <span className="sr-only">{t("blog.postCount", { count: category.count })}</span>
                  <span aria-hidden="true">{category.count}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h2 className={heading}>{t("blog.tagsLabel")}</h2>
        {tags.isError ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("blog.errorText")}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" aria-busy={tags.isPending}>
            {(tags.data ?? []).map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={blogListHref({ tags: [tag.slug] })}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-blue-100 hover:text-blue-800 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white"
                >
                  <bdi>#{tag.slug}</bdi>
                  <span className="sr-only"> ({t("blog.postCount", { count: tag.count })})</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
