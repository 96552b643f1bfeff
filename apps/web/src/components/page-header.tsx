import type { ReactNode } from "react";

type PageHeaderProps = {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on narrow ones. */
  aside?: ReactNode;
  /** Language of the title and lead when it differs from the interface (such as English article titles). */
  contentLang?: string;
  /** Language of the lead (or eyebrow) alone, when only it comes from English content. */
  leadLang?: string;
  eyebrowLang?: string;
};

/** The top of a content page: the page's one <h1>, its lead and optional actions. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  actions,
  aside,
  contentLang,
  leadLang,
  eyebrowLang,
}: PageHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white py-14 sm:py-20 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        className={`mx-auto max-w-6xl px-4 sm:px-6 ${aside ? "grid items-center gap-12 lg:grid-cols-[1.25fr_1fr]" : ""}`}
      >
        <div>
          {eyebrow ? (
            <p
              lang={eyebrowLang}
              className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300"
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            lang={contentLang}
            className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {title}
          </h1>
          {lead ? (
            <p
              lang={leadLang ?? contentLang}
              className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300"
            >
              {lead}
            </p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </header>
  );
}
