import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { detailPath, gridColumns, isCompact, useColumnWord } from "../components/layout-options.ts";
import { ListingSection, useListingEyebrow } from "../components/listing-section.tsx";
import { gradientOf } from "../components/tones.ts";
import type { Story } from "../api/stories-api.ts";

/** Alternate tiles tilt and drop so neighbours overlap; motion-safe so reduced-motion users get a calm grid. */
const tilt = [
  "sm:-rotate-2 sm:translate-y-0",
  "sm:rotate-2 sm:translate-y-6",
  "sm:rotate-1 sm:-translate-y-2",
  "sm:-rotate-1 sm:translate-y-4",
] as const;

function CreativeTile({
  story,
  index,
  compact,
}: {
  story: Story;
  index: number;
  compact: boolean;
}) {
  const metric = story.results[0];
  return (
    <li
      className={`group relative rounded-3xl bg-gradient-to-br p-6 text-white shadow-xl transition-transform motion-safe:hover:z-10 motion-safe:hover:scale-105 motion-safe:hover:rotate-0 dark:text-white ${gradientOf[story.tone]} ${tilt[index % tilt.length]}`}
    >
      <span
        aria-hidden="true"
        className="absolute -end-3 -top-3 grid size-14 place-items-center rounded-full bg-white text-sm font-black text-slate-900 shadow-lg dark:bg-slate-950 dark:text-white"
      >
        {story.initials}
      </span>
      <p lang="en" className="pe-10 text-xs font-semibold tracking-widest uppercase opacity-90">
        {story.kind}
      </p>
      <h3 lang="en" className="mt-3 pe-8 text-xl leading-tight font-extrabold">
        <Link
          to={detailPath("creative", story.id)}
          className="after:absolute after:inset-0 after:rounded-3xl hover:underline focus-visible:outline-white dark:focus-visible:outline-white"
        >
          {story.headline}
        </Link>
      </h3>
      <p className="mt-2 text-sm font-medium opacity-90">{story.organisation}</p>
      {metric && !compact ? (
        <p lang="en" className="mt-6">
          <span className="block text-4xl font-black">{metric.value}</span>
          <span className="text-sm opacity-90">{metric.label}</span>
        </p>
      ) : null}
    </li>
  );
}

export default function CreativeListingPage() {
  const page = usePageText("portfolio");
  const columns = useColumnWord();
  const eyebrow = useListingEyebrow("creative", columns);
  return (
    <div data-page="portfolio" data-variant={`creative-${columns}`}>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={eyebrow} title={page.title} lead={page.description} />
      <ListingSection style="creative" columns={columns}>
        {(stories) => (
          <ul className={`${gridColumns[columns]} gap-x-4 gap-y-8 pb-8`}>
            {stories.map((story, index) => (
              <CreativeTile
                key={story.id}
                story={story}
                index={index}
                compact={isCompact(columns)}
              />
            ))}
          </ul>
        )}
      </ListingSection>
    </div>
  );
}
