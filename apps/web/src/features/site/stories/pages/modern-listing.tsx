import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { detailPath, gridColumns, isCompact, useColumnWord } from "../components/layout-options.ts";
import { ListingSection, useListingEyebrow } from "../components/listing-section.tsx";
import { accentBorderOf, accentTextOf } from "../components/tones.ts";
import { formatNumber } from "../../../../lib/format.ts";
import type { Story } from "../api/stories-api.ts";

function ModernCard({ story, compact }: { story: Story; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const metrics = story.results.slice(0, compact ? 1 : 2);
  return (
    <li
      className={`flex flex-col rounded-2xl border-t-4 bg-white p-6 shadow-md ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${accentBorderOf[story.tone]}`}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        <span lang="en">{story.kind}</span> ·{" "}
        {t("portfolio.devices", {
          count: story.devices,
          n: formatNumber(story.devices, i18n.language),
        })}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Link to={detailPath("modern", story.id)} className="hover:underline">
          {story.organisation}
        </Link>
      </h3>
      <p lang="en" className="mt-1 font-medium text-slate-800 dark:text-slate-200">
        {story.headline}
      </p>
      {compact ? null : (
        <p lang="en" className="mt-3 flex-1 text-sm text-slate-600 dark:text-slate-300">
          {story.summary}
        </p>
      )}
      <ul
        aria-label={t("portfolio.results")}
        className={`mt-5 grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-800 ${compact ? "" : "grid-cols-2"}`}
      >
        {metrics.map((metric) => (
          <li key={metric.label} lang="en">
            <span className={`block text-2xl font-bold ${accentTextOf[story.tone]}`}>
              {metric.value}
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">{metric.label}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function ModernListingPage() {
  const page = usePageText("portfolio");
  const columns = useColumnWord();
  const eyebrow = useListingEyebrow("modern", columns);
  return (
    <div data-page="portfolio" data-variant={`modern-${columns}`}>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={eyebrow} title={page.title} lead={page.description} />
      <ListingSection style="modern" columns={columns}>
        {(stories) => (
          <ul className={`${gridColumns[columns]} gap-6`}>
            {stories.map((story) => (
              <ModernCard key={story.id} story={story} compact={isCompact(columns)} />
            ))}
          </ul>
        )}
      </ListingSection>
    </div>
  );
}
