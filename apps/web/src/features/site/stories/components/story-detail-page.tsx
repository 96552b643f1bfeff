import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useStories, useStory, type Story } from "../api/stories-api.ts";
import { StoryLoading, StoryNotFound } from "./story-parts.tsx";

type StoryDetailPageProps = {
  /** Written to data-variant on the page wrapper. */
  variant: "one" | "two" | "three" | "four";
  /**
   * Where the story id (or slug) comes from: the `:id` path segment or `?id=`. Without one,
   * the story at `fallbackIndex` of the listing, so each layout opens on a different story.
   */
  storyFrom: { param: "id" } | { query: "id" };
  fallbackIndex: number;
  /** The page header eyebrow for a found story. */
  eyebrow: (story: Story) => string;
  body: (story: Story) => ReactNode;
};

/** The story the URL names, or the fallback one; `pending` until it is known. */
function useShownStory(id: string | undefined, fallbackIndex: number) {
  const byId = useStory(id);
  const list = useStories();
  if (id) return { story: byId.data, pending: byId.isPending };
  const stories = list.data?.stories ?? [];
  return { story: stories[fallbackIndex] ?? stories[0], pending: list.isPending };
}

/** The shared frame of the portfolio detail pages: meta, header, story lookup and the not-found panel. */
export function StoryDetailPage({
  variant,
  storyFrom,
  fallbackIndex,
  eyebrow,
  body,
}: StoryDetailPageProps) {
  const { t } = useTranslation();
  const page = usePageText("portfolioDetail");
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id =
    ("param" in storyFrom ? params[storyFrom.param] : searchParams.get(storyFrom.query)) ||
    undefined;
  const { story, pending } = useShownStory(id, fallbackIndex);
  return (
    <div data-page="portfolio-detail" data-variant={variant}>
      <PageMeta
        title={story ? `${story.organisation} · ${page.title}` : page.title}
        description={story?.summary ?? page.description}
      />
      <PageHeader
        eyebrow={story ? eyebrow(story) : t("portfolio.detail.eyebrow")}
        title={page.title}
        lead={story?.summary ?? page.description}
        leadLang={story ? "en" : undefined}
        eyebrowLang={story ? "en" : undefined}
        actions={
          story ? (
            <p role="note" className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t("portfolio.exampleNote")}
            </p>
          ) : undefined
        }
      />
      {story ? body(story) : pending ? <StoryLoading /> : <StoryNotFound />}
    </div>
  );
}
