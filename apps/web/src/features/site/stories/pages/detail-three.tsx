import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import {
  Paragraphs,
  ResultList,
  SolutionList,
  StoryNav,
  StoryQuote,
} from "../components/story-parts.tsx";
import { StoryDetailPage } from "../components/story-detail-page.tsx";
import { accentBorderOf, accentTextOf } from "../components/tones.ts";
import { formatNumber } from "../../../../lib/format.ts";
import type { Story } from "../api/stories-api.ts";

/** The rollout as a timeline, between the situation before and the results after. */
function Timeline({ story }: { story: Story }) {
  return (
    <ol
      lang="en"
      className={`relative max-w-3xl space-y-8 border-s-2 ps-8 ${accentBorderOf[story.tone]}`}
    >
      {story.timeline.map((milestone) => (
        <li key={milestone.when} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -start-[calc(2.5rem+1px)] top-1 size-4 rounded-full border-4 bg-white dark:bg-slate-950 ${accentBorderOf[story.tone]}`}
          />
          <p className={`text-sm font-bold tracking-wide uppercase ${accentTextOf[story.tone]}`}>
            {milestone.when}
          </p>
          <p className="mt-1 text-lg text-slate-800 dark:text-slate-200">{milestone.what}</p>
        </li>
      ))}
    </ol>
  );
}

function StoryBody({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Section title={story.organisation} id="before">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span lang="en">
            {story.kind} · {story.location}
          </span>{" "}
          ·{" "}
          {t("portfolio.devices", {
            count: story.devices,
            n: formatNumber(story.devices, i18n.language),
          })}{" "}
          · {t("portfolio.customerSince", { year: story.customerSince })}
        </p>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.whereTheyStarted")}
            </h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.plan")}
            </h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </div>
        </div>
      </Section>
      <Section title={t("portfolio.detail.rollout")} id="rollout" tone="muted">
        <Timeline story={story} />
      </Section>
      <Section title={t("portfolio.detail.whereNow")} id="after">
        <ResultList story={story} />
        <div className="mt-12">
          <StoryQuote story={story} />
        </div>
        <div className="mt-12">
          <StoryNav
            story={story}
            hrefOf={(id) => `/portfolio-detail-three?id=${id}`}
            listing="/portfolio-creative-three"
          />
        </div>
      </Section>
    </>
  );
}

export default function PortfolioDetailThreePage() {
  return (
    <StoryDetailPage
      variant="three"
      storyFrom={{ query: "id" }}
      fallbackIndex={2}
      eyebrow={(story) => story.headline}
      body={(story) => <StoryBody story={story} />}
    />
  );
}
