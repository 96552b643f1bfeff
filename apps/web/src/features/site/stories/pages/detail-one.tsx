import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import { StoryVisual } from "../components/story-visual.tsx";
import {
  Paragraphs,
  ResultList,
  SolutionList,
  StoryFacts,
  StoryNav,
  StoryQuote,
} from "../components/story-parts.tsx";
import { StoryDetailPage } from "../components/story-detail-page.tsx";
import type { Story } from "../api/stories-api.ts";

function StoryBody({ story }: { story: Story }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={story.organisation} id="story">
        <StoryVisual story={story} className="h-48 rounded-2xl sm:h-64" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.challenge")}
            </h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
            <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.solution")}
            </h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </div>
          <aside
            aria-label={t("portfolio.detail.atAGlance")}
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <StoryFacts story={story} />
          </aside>
        </div>
      </Section>
      <Section title={t("portfolio.detail.results")} id="results" tone="muted">
        <ResultList story={story} />
      </Section>
      <Section title={t("portfolio.detail.inTheirWords")} id="quote">
        <StoryQuote story={story} />
        <div className="mt-12">
          <StoryNav
            story={story}
            hrefOf={(id) => `/portfolio-detail-one/${id}`}
            listing="/portfolio-modern-three"
          />
        </div>
      </Section>
    </>
  );
}

export default function PortfolioDetailOnePage() {
  return (
    <StoryDetailPage
      variant="one"
      storyFrom={{ param: "id" }}
      fallbackIndex={0}
      eyebrow={(story) => story.kind}
      body={(story) => <StoryBody story={story} />}
    />
  );
}
