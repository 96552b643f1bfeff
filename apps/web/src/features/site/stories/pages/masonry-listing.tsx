import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { detailPath, masonryColumns, useColumnWord } from "../components/layout-options.ts";
import { ListingSection, useListingEyebrow } from "../components/listing-section.tsx";
import { StoryVisual } from "../components/story-visual.tsx";
import type { Story } from "../api/stories-api.ts";

/** Varied heights are what make masonry read as masonry; the pattern repeats every five cards. */
const visualHeights = ["h-56", "h-32", "h-44", "h-24", "h-64"] as const;

function MasonryCard({ story, index }: { story: Story; index: number }) {
  const withQuote = index % 3 === 1;
  return (
    <li className="mb-6 break-inside-avoid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <StoryVisual story={story} className={visualHeights[index % visualHeights.length]} />
      <div className="p-5">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          <Link to={detailPath("masonry", story.id)} className="hover:underline">
            {story.organisation}
          </Link>
        </h3>
        <p lang="en" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {story.headline}
        </p>
        {withQuote ? (
          <blockquote
            lang="en"
            className="mt-4 border-s-4 border-slate-300 ps-3 text-sm text-slate-700 italic dark:border-slate-600 dark:text-slate-300"
          >
            <p>“{story.quote.text}”</p>
            <footer className="mt-2 text-xs not-italic text-slate-600 dark:text-slate-400">
              {story.quote.name}, {story.quote.role}
            </footer>
          </blockquote>
        ) : (
          <p lang="en" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {story.summary}
          </p>
        )}
      </div>
    </li>
  );
}

export default function MasonryListingPage() {
  const page = usePageText("portfolio");
  const columns = useColumnWord();
  const eyebrow = useListingEyebrow("masonry", columns);
  return (
    <div data-page="portfolio" data-variant={`masonry-${columns}`}>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={eyebrow} title={page.title} lead={page.description} />
      <ListingSection style="masonry" columns={columns}>
        {(stories) => (
          <ul className={`${masonryColumns[columns]} gap-6`}>
            {stories.map((story, index) => (
              <MasonryCard key={story.id} story={story} index={index} />
            ))}
          </ul>
        )}
      </ListingSection>
    </div>
  );
}
