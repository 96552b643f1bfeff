import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { nextStory, useStories, type Story } from "../api/stories-api.ts";
import { accentBorderOf, accentTextOf, gradientOf } from "./tones.ts";
import { formatNumber } from "../../../../lib/format.ts";

/** Facts about the customer; the values from the API stay English, the labels follow the reader. */
export function StoryFacts({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  const facts = [
    [t("portfolio.facts.organisation"), story.kind, "en"],
    [t("portfolio.facts.sector"), story.sector, "en"],
    [t("portfolio.facts.location"), story.location, "en"],
    [t("portfolio.facts.devices"), formatNumber(story.devices, i18n.language), undefined],
    [t("portfolio.facts.customerSince"), story.customerSince, undefined],
  ] as const;
  return (
    <dl className="space-y-3 text-sm">
      {facts.map(([label, value, lang]) => (
        <div key={label}>
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd lang={lang} className="font-semibold text-slate-900 dark:text-white">
            {value}
          </dd>
        </div>
      ))}
      <div>
        <dt className="text-slate-600 dark:text-slate-400">{t("portfolio.facts.features")}</dt>
        <dd lang="en" className="font-semibold text-slate-900 dark:text-white">
          {story.tools.join(", ")}
        </dd>
      </div>
    </dl>
  );
}

/** Result figures; `size` picks the large band or the compact list. */
export function ResultList({
  story,
  size = "normal",
}: {
  story: Story;
  size?: "normal" | "large";
}) {
  return (
    <ul
      lang="en"
      className={size === "large" ? "grid gap-8 sm:grid-cols-3" : "grid gap-6 sm:grid-cols-3"}
    >
      {story.results.map((metric) => (
        <li
          key={metric.label}
          className={size === "large" ? "" : `border-s-4 ps-4 ${accentBorderOf[story.tone]}`}
        >
          <span
            className={
              size === "large"
                ? "block text-5xl font-black text-white dark:text-white"
                : `block text-3xl font-bold ${accentTextOf[story.tone]}`
            }
          >
            {metric.value}
          </span>
          <span
            className={
              size === "large"
                ? "mt-1 block text-white/90 dark:text-white/90"
                : "mt-1 block text-slate-700 dark:text-slate-300"
            }
          >
            {metric.label}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StoryQuote({ story }: { story: Story }) {
  return (
    <figure lang="en" className="max-w-3xl">
      <blockquote className="text-2xl leading-snug font-semibold text-slate-900 dark:text-white">
        <p>“{story.quote.text}”</p>
      </blockquote>
      <figcaption className="mt-4 text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{story.quote.name}</span>,{" "}
        {story.quote.role}, {story.organisation}
      </figcaption>
    </figure>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div lang="en" className="space-y-4 text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <p key={item}>{item}</p>
      ))}
    </div>
  );
}

export function SolutionList({ story }: { story: Story }) {
  return (
    <ul lang="en" className="space-y-3 text-slate-700 dark:text-slate-300">
      {story.solution.map((step) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-2 size-2 shrink-0 rounded-full bg-gradient-to-br ${gradientOf[story.tone]}`}
          />
          <span>{step}</span>
        </li>
      ))}
    </ul>
  );
}

type StoryNavProps = { story: Story; hrefOf: (id: string) => string; listing: string };

/** Onward links: the next story in the same layout, and back to a listing. */
export function StoryNav({ story, hrefOf, listing }: StoryNavProps) {
  const { t } = useTranslation();
  const { data } = useStories();
  const next = data ? nextStory(data.stories, story) : undefined;
  return (
    <nav aria-label={t("portfolio.nav.label")} className="flex flex-wrap justify-between gap-4">
      <Link to={listing} className="font-semibold text-blue-700 hover:underline dark:text-blue-300">
        {t("portfolio.nav.all")}
      </Link>
      {next ? (
        <Link
          to={hrefOf(next.id)}
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t("portfolio.nav.next", { organisation: next.organisation })}
        </Link>
      ) : null}
    </nav>
  );
}

export function StoryLoading() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mx-auto min-h-96 max-w-6xl px-4 py-12 text-slate-600 sm:px-6 dark:text-slate-300"
    >
      {t("site.stories.loading")}
    </p>
  );
}

export function StoryNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      title={t("portfolio.notFound.title")}
      text={t("portfolio.notFound.text")}
      backTo="/portfolio-modern-three"
      backLabel={t("portfolio.notFound.back")}
    />
  );
}
