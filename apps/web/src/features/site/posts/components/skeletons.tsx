import { useTranslation } from "react-i18next";

const pulse = "animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800";

/** Placeholder cards with the real cards' size, so nothing jumps when the list arrives. */
export function ListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("blog.loading")}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="h-40 animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
            <div className="space-y-3 p-6">
              <div className={`h-3 w-1/2 ${pulse}`} />
              <div className={`h-5 w-4/5 ${pulse}`} />
              <div className={`h-3 w-full ${pulse}`} />
              <div className={`h-3 w-3/4 ${pulse}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder lines for an article body. */
export function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">{t("blog.loadingArticle")}</span>
      <div aria-hidden="true" className="max-w-3xl space-y-4">
        <div className={`h-4 w-1/3 ${pulse}`} />
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={`h-4 ${index % 3 === 2 ? "w-2/3" : "w-full"} ${pulse}`} />
        ))}
      </div>
    </div>
  );
}
