import { Section } from "../../../components/section.tsx";
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
import type { Story } from "../data/stories.ts";

function StoryBody({ story }: { story: Story }) {
  return (
    <>
      <Section title={story.organisation} id="story">
        <StoryVisual story={story} className="h-48 rounded-2xl sm:h-64" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">The challenge</h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
            <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
              The solution
            </h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </div>
          <aside
            aria-label="At a glance"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <StoryFacts story={story} />
          </aside>
        </div>
      </Section>
      <Section title="The results" id="results" tone="muted">
        <ResultList story={story} />
      </Section>
      <Section title="In their words" id="quote">
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
      eyebrow={(story) => story.kind}
      body={(story) => <StoryBody story={story} />}
    />
  );
}
