import { useTranslation } from "react-i18next";
import type { LegalBlock, LegalSection } from "../data/legal-types.ts";
import { lastUpdated } from "../data/legal-types.ts";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 ps-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="legal-toc-heading"
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {t("common.onThisPage")}
      </h2>
      <ol lang="en" className="mt-3 space-y-2 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A legal text with a table of contents and numbered sections that can be linked to.
 * The text is English in every language (long-form), so it is marked `lang="en"`.
 */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <div>
        <TableOfContents sections={sections} />
      </div>
      <div lang="en" className="min-w-0 max-w-3xl">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Last updated: {lastUpdated}
        </p>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10 scroll-mt-24 first-of-type:mt-6"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
            >
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
