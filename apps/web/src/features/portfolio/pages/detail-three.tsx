import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import {
  Paragraphs,
  ResultList,
  SolutionList,
  StoryNav,
  StoryNotFound,
  StoryQuote,
} from "../components/story-parts.tsx";
import { accentBorderOf, accentTextOf } from "../components/tones.ts";
import { findStory, formatDevices, type Story } from "../data/stories.ts";

/** The rollout as a timeline, between the situation before and the results after. */
function Timeline({ story }: { story: Story }) {
  return (
    <ol className={`relative max-w-3xl space-y-8 border-s-2 ps-8 ${accentBorderOf[story.tone]}`}>
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
  return (
    <>
      <Section title={story.organisation} id="before">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {story.kind} · {story.location} · {formatDevices(story.devices)} devices · customer since{" "}
          {story.customerSince}
        </p>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              Where they started
            </h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">The plan</h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </div>
        </div>
      </Section>
      <Section title="The rollout" id="rollout" tone="muted">
        <Timeline story={story} />
      </Section>
      <Section title="Where they are now" id="after">
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
  const page = usePageText("portfolioDetail");
  const [params] = useSearchParams();
  const story = findStory(params.get("id"), 2);
  return (
    <div data-page="portfolio-detail" data-variant="three">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={story?.headline ?? "Customer stories"}
        title={page.title}
        lead={story?.summary ?? page.description}
      />
      {story ? <StoryBody story={story} /> : <StoryNotFound />}
    </div>
  );
}
