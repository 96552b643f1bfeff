import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import {
  Paragraphs,
  ResultList,
  SolutionList,
  StoryFacts,
  StoryNav,
  StoryQuote,
} from "../components/story-parts.tsx";
import { StoryDetailPage } from "../components/story-detail-page.tsx";
import { gradientOf } from "../components/tones.ts";
import type { Story } from "../api/stories-api.ts";

/** Results first: for readers who want the numbers before the narrative. */
function StoryBody({ story }: { story: Story }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={story.headline} titleLang="en" id="results">
        <div className={`rounded-3xl bg-gradient-to-br p-8 sm:p-12 ${gradientOf[story.tone]}`}>
          <p className="mb-8 text-lg font-semibold text-white dark:text-white">
            {t("portfolio.detail.inNumbers", { organisation: story.organisation })}
          </p>
          <ResultList story={story} size="large" />
        </div>
      </Section>
      <Section title={t("portfolio.detail.howTheyGotThere")} id="story" tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.beforeFleetward")}
            </h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.whatTheyChanged")}
            </h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </div>
        </div>
      </Section>
      <Section title={t("portfolio.detail.customer")} id="customer">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <StoryQuote story={story} />
          <StoryFacts story={story} />
        </div>
        <div className="mt-12">
          <StoryNav
            story={story}
            hrefOf={(id) => `/portfolio-detail-two?id=${id}`}
            listing="/portfolio-classic-three"
          />
        </div>
      </Section>
    </>
  );
}

export default function PortfolioDetailTwoPage() {
  return (
    <StoryDetailPage
      variant="two"
      storyFrom={{ query: "id" }}
      fallbackIndex={1}
      eyebrow={(story) => story.organisation}
      body={(story) => <StoryBody story={story} />}
    />
  );
}
