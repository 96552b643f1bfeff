import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { guides, type Guide } from "../data/guides.ts";

function GuideArticle({ guide }: { guide: Guide }) {
  return (
    <article
      id={guide.id}
      aria-labelledby={`${guide.id}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${guide.id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        {guide.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {guide.minutes} minutes · For {guide.audience.toLowerCase()}
      </p>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{guide.summary}</p>
      <ol className="mt-6 space-y-3">
        {guide.steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-blue-100 text-sm font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-lg border-s-4 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
        <strong className="font-semibold">Tip: </strong>
        {guide.tip}
      </p>
    </article>
  );
}

export default function GuidesPage() {
  const page = usePageText("helpCenterGuides");
  return (
    <div data-page="help-center-guides">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Help centre"
        title={page.title}
        lead="Eight guides that take a new workspace from empty to audit-ready. Each one lists the steps in order, how long it takes and who usually does it."
      />
      <Section title="All guides" id="all-guides">
        <ol className="grid gap-3 sm:grid-cols-2">
          {guides.map((guide, index) => (
            <li key={guide.id}>
              <a
                href={`#${guide.id}`}
                className="flex items-baseline gap-3 rounded-lg p-2 text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
              >
                <span className="text-sm font-bold text-blue-700 dark:text-blue-300">
                  {index + 1}.
                </span>
                <span className="font-medium">{guide.title}</span>
                <span className="ms-auto shrink-0 text-sm text-slate-600 dark:text-slate-400">
                  {guide.minutes} min
                </span>
              </a>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Step by step" id="guides" tone="muted">
        <div className="space-y-8">
          {guides.map((guide) => (
            <GuideArticle key={guide.id} guide={guide} />
          ))}
        </div>
      </Section>
      <Section title="Need a hand?" id="help">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          If a step does not match what you see in your workspace, tell us which guide and which
          step in a{" "}
          <Link
            to="/helpcenter-support"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            support request
          </Link>
          . We keep these guides in step with every monthly release.
        </p>
      </Section>
    </div>
  );
}
