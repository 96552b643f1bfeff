import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { findStory, type Story } from "../data/stories.ts";
import { StoryNotFound } from "./story-parts.tsx";

type StoryDetailPageProps = {
  /** Written to data-variant on the page wrapper. */
  variant: "one" | "two" | "three" | "four";
  /** Where the story id comes from: the `:id` path segment, or `?id=` with the story shown when it is missing. */
  storyFrom: { param: "id" } | { query: "id"; fallbackIndex: number };
  /** The page header eyebrow for a found story. */
  eyebrow: (story: Story) => string;
  body: (story: Story) => ReactNode;
};

/** The shared frame of the portfolio detail pages: meta, header, story lookup and the not-found panel. */
export function StoryDetailPage({ variant, storyFrom, eyebrow, body }: StoryDetailPageProps) {
  const page = usePageText("portfolioDetail");
  const params = useParams();
  const [searchParams] = useSearchParams();
  const story =
    "param" in storyFrom
      ? findStory(params[storyFrom.param])
      : findStory(searchParams.get(storyFrom.query), storyFrom.fallbackIndex);
  return (
    <div data-page="portfolio-detail" data-variant={variant}>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={story ? eyebrow(story) : "Customer stories"}
        title={page.title}
        lead={story?.summary ?? page.description}
      />
      {story ? body(story) : <StoryNotFound />}
    </div>
  );
}
