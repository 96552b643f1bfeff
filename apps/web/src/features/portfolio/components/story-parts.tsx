import { Link } from "react-router";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { formatDevices, nextStory, type Story } from "../data/stories.ts";
import { accentBorderOf, accentTextOf, gradientOf } from "./tones.ts";

export function StoryFacts({ story }: { story: Story }) {
  const facts = [
    ["Organisation", story.kind],
    ["Sector", story.sector],
    ["Location", story.location],
    ["Devices in Fleetward", formatDevices(story.devices)],
    ["Customer since", story.customerSince],
  ] as const;
  return (
    <dl className="space-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Fleetward features used</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{story.tools.join(", ")}</dd>
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
    <ul className={size === "large" ? "grid gap-8 sm:grid-cols-3" : "grid gap-6 sm:grid-cols-3"}>
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
    <figure className="max-w-3xl">
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
    <div className="space-y-4 text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <p key={item}>{item}</p>
      ))}
    </div>
  );
}

export function SolutionList({ story }: { story: Story }) {
  return (
    <ul className="space-y-3 text-slate-700 dark:text-slate-300">
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
  const next = nextStory(story);
  return (
    <nav aria-label="More customer stories" className="flex flex-wrap justify-between gap-4">
      <Link to={listing} className="font-semibold text-blue-700 hover:underline dark:text-blue-300">
        ← All customer stories
      </Link>
      <Link
        to={hrefOf(next.id)}
        className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        Next: {next.organisation} →
      </Link>
    </nav>
  );
}

export function StoryNotFound() {
  return (
    <NotFoundPanel
      title="We could not find that customer story"
      text="The story may have been renamed or withdrawn at the customer's request. All published stories are in the listing."
      backTo="/portfolio-modern-three"
      backLabel="See all customer stories"
    />
  );
}
