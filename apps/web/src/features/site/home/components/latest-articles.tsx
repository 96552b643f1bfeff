import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Section } from "../../../../components/section.tsx";
import { formatDate, publicationDayShort } from "../../../../lib/format.ts";
import { LATEST_POST_COUNT, useLatestPosts } from "../api/latest-posts.ts";

/** True once the element comes within 400 px of the viewport; stays true. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

const cardClasses =
  "flex h-56 flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950";

/**
 * The three newest blog posts, below the fold: fetched only when the section nears the
 * viewport, in fixed-height cards so nothing moves when they arrive.
 */
export function LatestArticles() {
  const { t, i18n } = useTranslation();
  const { ref, near } = useNearViewport();
  const { data, isError } = useLatestPosts(near);

  return (
    <Section title={t("site.latest.title")} id="latest-articles" intro={t("site.latest.intro")}>
      <div ref={ref}>
        {isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t("site.latest.failed")}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3" aria-busy={!data} data-testid="latest-articles">
            {data
              ? data.items.map((post) => (
                  <li key={post.id} className={cardClasses}>
                    <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                      {post.category.name} ·{" "}
                      <time dateTime={post.published_at}>
                        {formatDate(post.published_at, i18n.language, publicationDayShort)}
                      </time>
                    </p>
                    <h3
                      lang="en"
                      className="mt-2 line-clamp-2 font-semibold text-slate-900 dark:text-white"
                    >
                      <Link to={`/blog-detail?id=${post.id}`} className="hover:underline">
                        {post.title}
                      </Link>
                    </h3>
                    <p
                      lang="en"
                      className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300"
                    >
                      {post.excerpt}
                    </p>
                  </li>
                ))
              : Array.from({ length: LATEST_POST_COUNT }, (_, index) => (
                  <li
                    key={index}
                    aria-hidden="true"
                    className={`${cardClasses} animate-pulse motion-reduce:animate-none`}
                  />
                ))}
          </ul>
        )}
        <p className="mt-6">
          <Link
            to="/blog"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            {t("site.latest.all")}
          </Link>
        </p>
      </div>
    </Section>
  );
}
