import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { detailPath, gridColumns, isCompact, useColumnWord } from "../components/layout-options.ts";
import { ListingSection, useListingEyebrow } from "../components/listing-section.tsx";
import { StoryVisual } from "../components/story-visual.tsx";
import type { Story } from "../api/stories-api.ts";

function ClassicCard({ story, compact }: { story: Story; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col overflow-hidden border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <StoryVisual story={story} className={compact ? "h-28" : "h-44"} />
      <div className="flex flex-1 flex-col p-5">
        <p lang="en" className="text-sm text-slate-600 dark:text-slate-400">
          {story.sector} · {story.location}
        </p>
        <h3 className="mt-2 font-serif text-xl text-slate-900 dark:text-white">
          {story.organisation}
        </h3>
        {compact ? null : (
          <p lang="en" className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
            {story.summary}
          </p>
        )}
        <Link
          to={detailPath("classic", story.id)}
          className="mt-4 text-sm font-semibold text-blue-700 underline underline-offset-4 hover:no-underline dark:text-blue-300"
        >
          {t("portfolio.readCaseStudy")}
          <span className="sr-only">: {story.organisation}</span>
        </Link>
      </div>
    </li>
  );
}

export default function ClassicListingPage() {
  const page = usePageText("portfolio");
  const columns = useColumnWord();
  const eyebrow = useListingEyebrow("classic", columns);
  return (
    <div data-page="portfolio" data-variant={`classic-${columns}`}>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={eyebrow} title={page.title} lead={page.description} />
      <ListingSection style="classic" columns={columns}>
        {(stories) => (
          <ul className={`${gridColumns[columns]} gap-8`}>
            {stories.map((story) => (
              <ClassicCard key={story.id} story={story} compact={isCompact(columns)} />
            ))}
          </ul>
        )}
      </ListingSection>
    </div>
  );
}
