import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { releases, type Release } from "../data/releases.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const groups = [
  {
    key: "added",
    label: "Added",
    tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  },
  {
    key: "changed",
    label: "Changed",
    tone: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  },
  {
    key: "fixed",
    label: "Fixed",
    tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  },
] as const;

function ReleaseEntry({ release }: { release: Release }) {
  return (
    <li
      id={`v${release.version}`}
      className="scroll-mt-24 border-s-2 border-slate-200 ps-6 dark:border-slate-700"
    >
      <article aria-labelledby={`v${release.version}-title`}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={release.date}>{dateFormat.format(new Date(release.date))}</time>
        </p>
        <h3
          id={`v${release.version}-title`}
          className="mt-1 text-xl font-semibold text-slate-900 dark:text-white"
        >
          {release.version} — {release.headline}
        </h3>
        {groups.map((group) => {
          const items = release[group.key];
          if (items.length === 0) return null;
          return (
            <div key={group.key} className="mt-4">
              <h4>
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${group.tone}`}
                >
                  {group.label}
                </span>
              </h4>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </article>
    </li>
  );
}

export default function ChangelogPage() {
  const page = usePageText("changelog");
  return (
    <div data-page="changelog">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Product"
        title={page.title}
        lead="Fleetward ships a release on a Tuesday in the middle of every month, after two weeks of testing on our own devices and on anonymised test fleets of up to 30,000 devices. Every change that you can see or that affects your data is listed here."
      />
      <Section title="Releases" id="releases">
        <ol className="max-w-3xl space-y-12">
          {releases.map((release) => (
            <ReleaseEntry key={release.version} release={release} />
          ))}
        </ol>
      </Section>
      <Section title="Coming next" id="next" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Onboarding and offboarding workflows are in development, with early access planned for
          March 2027. See{" "}
          <Link
            to="/page-comingsoon"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            what is coming
          </Link>{" "}
          or read the{" "}
          <Link
            to="/documentation"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            documentation
          </Link>{" "}
          for everything that is already here.
        </p>
      </Section>
    </div>
  );
}
