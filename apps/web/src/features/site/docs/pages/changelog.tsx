import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
// The repository's own changelog, read at build time: the page can never disagree with it.
import changelog from "../../../../../../../CHANGELOG.md?raw";
import { parseChangelog, splitCode, type ChangelogRelease } from "../lib/changelog.ts";
import { formatDate, publicationDay } from "../../../../lib/format.ts";

const releases = parseChangelog(changelog);

const tones: Record<string, string> = {
  Added: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  Changed: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  Fixed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  Security: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};
const defaultTone = "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100";

function Entry({ text }: { text: string }) {
  return (
    <li>
      {splitCode(text).map((part, index) =>
        part.code ? (
          <code key={index} className="rounded bg-slate-100 px-1 text-sm dark:bg-slate-800">
            {part.text}
          </code>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </li>
  );
}

function ReleaseEntry({ release }: { release: ChangelogRelease }) {
  const anchor = release.date ? `v${release.version}` : "unreleased";
  return (
    <li id={anchor} className="scroll-mt-24 border-s-2 border-slate-200 ps-6 dark:border-slate-700">
      <article aria-labelledby={`${anchor}-title`}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {release.date ? (
            <time dateTime={release.date}>{formatDate(release.date, "en-GB", publicationDay)}</time>
          ) : (
            "Not released yet"
          )}
        </p>
        <h3
          id={`${anchor}-title`}
          className="mt-1 text-xl font-semibold text-slate-900 dark:text-white"
        >
          {release.date ? `Version ${release.version}` : "Unreleased"}
        </h3>
        {release.sections.map((section) => (
          <div key={section.heading} className="mt-4">
            <h4>
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[section.heading] ?? defaultTone}`}
              >
                {section.heading}
              </span>
            </h4>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
              {section.items.map((item) => (
                <Entry key={item} text={item} />
              ))}
            </ul>
          </div>
        ))}
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
        lead="Every change to Fleetward that you can see or that affects your data, newest first. This page is built from the CHANGELOG.md file kept with the source code."
      />
      <Section title="Releases" id="releases">
        <ol className="max-w-3xl space-y-12" lang="en">
          {releases.map((release) => (
            <ReleaseEntry key={release.version} release={release} />
          ))}
        </ol>
      </Section>
      <Section title="Coming next" id="next" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Onboarding and offboarding workflows are in development. See{" "}
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
