import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import { Paragraphs, SolutionList, StoryFacts, StoryNav } from "../components/story-parts.tsx";
import { StoryDetailPage } from "../components/story-detail-page.tsx";
import { accentTextOf, gradientOf } from "../components/tones.ts";
import type { Story } from "../api/stories-api.ts";

/** Quote-led: the customer's own words open the story, as in a magazine feature. */
function PullQuote({ story }: { story: Story }) {
  const initials = story.quote.name
    .replace(/^Dr /, "")
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <figure
      lang="en"
      className={`rounded-3xl bg-gradient-to-br p-8 text-white sm:p-14 dark:text-white ${gradientOf[story.tone]}`}
    >
      <blockquote className="max-w-4xl text-2xl leading-snug font-bold sm:text-4xl">
        <p>“{story.quote.text}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-white text-lg font-bold text-slate-900 dark:bg-slate-950 dark:text-white"
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold">{story.quote.name}</span>
          <span className="block text-white/90 dark:text-white/90">
            {story.quote.role}, {story.organisation}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function StoryBody({ story }: { story: Story }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={story.headline} titleLang="en" id="quote">
        <PullQuote story={story} />
      </Section>
      <Section
        title={t("portfolio.detail.storyOf", { organisation: story.organisation })}
        id="story"
        tone="muted"
      >
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <article className="max-w-2xl text-lg">
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.problem")}
            </h3>
            <div className="mt-3">
              <Paragraphs items={story.challenge} />
            </div>
            <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
              {t("portfolio.detail.whatChanged")}
            </h3>
            <div className="mt-3">
              <SolutionList story={story} />
            </div>
          </article>
          <aside
            aria-label={t("portfolio.detail.resultsAndFacts")}
            className="space-y-8 lg:sticky lg:top-24 lg:h-fit"
          >
            <ul lang="en" className="space-y-5">
              {story.results.map((metric) => (
                <li key={metric.label}>
                  <span className={`block text-4xl font-black ${accentTextOf[story.tone]}`}>
                    {metric.value}
                  </span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">{metric.label}</span>
                </li>
              ))}
            </ul>
            <StoryFacts story={story} />
          </aside>
        </div>
        <div className="mt-12">
          <StoryNav
            story={story}
            hrefOf={(id) => `/portfolio-detail-four?id=${id}`}
            listing="/portfolio-masonry-three"
          />
        </div>
      </Section>
    </>
  );
}

export default function PortfolioDetailFourPage() {
  return (
    <StoryDetailPage
      variant="four"
      storyFrom={{ query: "id" }}
      fallbackIndex={3}
      eyebrow={(story) => story.organisation}
      body={(story) => <StoryBody story={story} />}
    />
  );
}
