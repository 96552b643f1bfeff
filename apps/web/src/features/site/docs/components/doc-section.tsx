import type { ReactNode } from "react";

type DocSectionProps = { id: string; title: string; level?: 2 | 3; children: ReactNode };

/** A linkable part of the documentation; level 2 for chapters, 3 for the topics inside them. */
export function DocSection({ id, title, level = 2, children }: DocSectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingClasses =
    level === 2
      ? "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      : "text-xl font-semibold text-slate-900 dark:text-white";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-24 ${level === 2 ? "pt-4" : "pt-8"}`}
    >
      <Heading id={`${id}-heading`} className={headingClasses}>
        {title}
      </Heading>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </section>
  );
}

export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure>
      <figcaption className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
      </figcaption>
      <pre
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 dark:bg-black dark:text-slate-100"
        dir="ltr"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}
