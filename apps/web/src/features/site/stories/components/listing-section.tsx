import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Section } from "../../../../components/section.tsx";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { readCategory, useStories, type Story, type StoryCategory } from "../api/stories-api.ts";
import { columnCount, listingPath, type ColumnWord, type ListingStyle } from "./layout-options.ts";
import { formatNumber } from "../../../../lib/format.ts";
import { VariantNav } from "./variant-nav.tsx";

type ListingSectionProps = {
  style: ListingStyle;
  columns: ColumnWord;
  /** The cards of the listing, given the stories of the chosen category. */
  children: (stories: readonly Story[]) => ReactNode;
};

/** "Modern layout · 3 columns" in the reader's language. */
export function useListingEyebrow(style: ListingStyle, columns: ColumnWord): string {
  const { t, i18n } = useTranslation();
  const count = columnCount[columns];
  return t("portfolio.eyebrow", {
    count,
    n: formatNumber(count, i18n.language),
    style: t(`portfolio.styles.${style}`),
  });
}

const chip =
  "inline-flex rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";
const active =
  "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950";
const idle =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

/** Links, not buttons: each filter is a URL a visitor can share or bookmark. */
function CategoryFilter({
  path,
  categories,
  selected,
}: {
  path: string;
  categories: readonly StoryCategory[];
  selected: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const options = [
    { slug: undefined, label: t("site.stories.all") },
    ...categories
      .filter((category) => category.story_count > 0)
      .map((category) => ({
        slug: category.slug,
        // Industry names come from the API in English (isolated for right-to-left pages); the count follows the reader.
        label: (
          <>
            <bdi lang="en">{category.name}</bdi> (
            {formatNumber(category.story_count, i18n.language)})
          </>
        ),
      })),
  ];
  return (
    <nav
      aria-label={t("site.stories.filterLabel")}
      className="mt-6 flex flex-wrap items-center gap-2"
    >
      <span className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("site.stories.filterLabel")}:
      </span>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.slug === selected;
          return (
            <li key={option.slug ?? "all"}>
              <Link
                to={option.slug ? `${path}?category=${option.slug}` : path}
                aria-current={current ? "page" : undefined}
                className={`${chip} ${current ? active : idle}`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The band every customer-story listing shares: heading, layout switcher, filter, then the cards. */
export function ListingSection({ style, columns, children }: ListingSectionProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const category = readCategory(searchParams);
  const query = useStories(category);
  // The unfiltered list gives the filter its categories even when a filter finds nothing.
  const all = useStories();
  const stories = query.data?.stories ?? [];
  const totalDevices = stories.reduce((sum, story) => sum + story.devices, 0);
  const path = listingPath(style, columns);

  return (
    <Section
      title={
        query.data
          ? t("portfolio.title", {
              count: stories.length,
              n: formatNumber(stories.length, i18n.language),
            })
          : t("portfolio.titleLoading")
      }
      id="stories"
      intro={
        query.data
          ? t("portfolio.intro", {
              count: totalDevices,
              n: formatNumber(totalDevices, i18n.language),
            })
          : undefined
      }
    >
      <VariantNav style={style} columns={columns} />
      <CategoryFilter
        path={path}
        categories={all.data?.categories ?? query.data?.categories ?? []}
        selected={category}
      />
      <div className="mt-8" data-testid="story-listing">
        {query.isError ? (
          <div role="alert" className="text-red-700 dark:text-red-300">
            <p>{t("site.stories.failed")}</p>
            {isNotFound(query.error) ? (
              // An unknown category in a hand-edited URL: offer the whole list instead.
              <Link
                to={path}
                className="mt-3 inline-block font-semibold text-blue-700 underline dark:text-blue-300"
              >
                {t("site.stories.all")}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="mt-3 font-semibold text-blue-700 underline dark:text-blue-300"
              >
                {t("site.stories.retry")}
              </button>
            )}
          </div>
        ) : query.data ? (
          children(stories)
        ) : (
          <p role="status" className="min-h-96 text-slate-600 dark:text-slate-300">
            {t("site.stories.loading")}
          </p>
        )}
      </div>
    </Section>
  );
}
