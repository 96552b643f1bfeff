import { useTranslation } from "react-i18next";

export type TocEntry = {
  id: string;
  title: string;
  children?: readonly { id: string; title: string }[];
};

const linkClasses =
  "block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-blue-300";

/** The in-page table of contents; the page keeps it in view beside the text on wide screens. */
export function DocsToc({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="docs-toc-heading">
      <p
        id="docs-toc-heading"
        className="px-2 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {t("common.onThisPage")}
      </p>
      {/* The documentation is English in every language; so are its section titles. */}
      <ol lang="en" className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={`${linkClasses} font-medium`}>
              {entry.title}
            </a>
            {entry.children ? (
              <ol className="ms-3 border-s border-slate-200 ps-2 dark:border-slate-700">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className={linkClasses}>
                      {child.title}
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
