import type { ReactNode } from "react";

type AccountSectionProps = { id: string; title: string; intro?: string; children: ReactNode };

/** A group of cards under an <h2>, so the cards' <h3> titles keep a correct outline. */
export function AccountSection({ id, title, intro, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
