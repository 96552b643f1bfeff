import { useParams } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { StoryVisual } from "../components/story-visual.tsx";
import {
  Paragraphs,
  ResultList,
  SolutionList,
  StoryFacts,
  StoryNav,
  StoryNotFound,
  StoryQuote,
} from "../components/story-parts.tsx";
import { findStory, type Story } from "../data/stories.ts";

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
  const page = usePageText("portfolioDetail");
  const { id } = useParams();
  const story = findStory(id);
  return (
    <div data-page="portfolio-detail" data-variant="one">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={story?.kind ?? "Customer stories"}
        title={page.title}
        lead={story?.summary ?? page.description}
      />
      {story ? <StoryBody story={story} /> : <StoryNotFound />}
    </div>
  );
}
