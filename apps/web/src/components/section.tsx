import type { ReactNode } from "react";

type SectionProps = {
  /** Rendered as the section's <h2>; also labels the region. */
  title: string;
  /** Language of the title when it is English content shown in another interface language. */
  titleLang?: string;
  id?: string;
  intro?: string;
  children: ReactNode;
  tone?: "plain" | "muted";
};

/** A titled band of page content with the standard width and spacing. */
export function Section({ title, titleLang, id, intro, children, tone = "plain" }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  const background = tone === "muted" ? "bg-slate-50 dark:bg-slate-900" : "";
  return (
    <section id={id} aria-labelledby={headingId} className={`py-12 sm:py-16 ${background}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id={headingId}
          lang={titleLang}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {title}
        </h2>
        {intro ? (
          <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">{intro}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
