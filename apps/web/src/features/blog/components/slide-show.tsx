import { useState } from "react";

export type Slide = {
  title: string;
  text: string;
  /** A short figure shown large on the panel. */
  figure: string;
  figureLabel: string;
  tone: "blue" | "emerald" | "amber" | "violet";
};

const tones: Record<Slide["tone"], string> = {
  blue: "from-blue-700 to-indigo-800 dark:from-blue-900 dark:to-indigo-950",
  emerald: "from-emerald-700 to-teal-800 dark:from-emerald-900 dark:to-teal-950",
  amber: "from-amber-700 to-orange-800 dark:from-amber-900 dark:to-orange-950",
  violet: "from-violet-700 to-fuchsia-800 dark:from-violet-900 dark:to-fuchsia-950",
};

const arrowButton =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";

/** A carousel that never moves on its own (WCAG 2.2.2): visitors change slides with buttons. */
export function SlideShow({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const slide = slides[current];
  if (!slide) return null;
  const go = (index: number) => setCurrent((index + slides.length) % slides.length);
  return (
    <section aria-roledescription="carousel" aria-label={label} className="mt-8 max-w-3xl">
      <div
        aria-live="polite"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${slides.length}: ${slide.title}`}
        role="group"
        className={`flex min-h-72 flex-col justify-between rounded-2xl bg-gradient-to-br p-8 text-white dark:text-white ${tones[slide.tone]}`}
      >
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
          Step {current + 1} of {slides.length}
        </p>
        <div className="mt-6">
          <h3 className="text-2xl font-bold">{slide.title}</h3>
          <p className="mt-3 max-w-xl text-white/90 dark:text-white/90">{slide.text}</p>
        </div>
        <p className="mt-6">
          <span className="text-4xl font-bold">{slide.figure}</span>{" "}
          <span className="text-sm opacity-90">{slide.figureLabel}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={arrowButton} onClick={() => go(current - 1)}>
          ← Previous
        </button>
        <div className="flex gap-2">
          {slides.map((item, index) => (
            <button
              key={item.title}
              type="button"
              onClick={() => go(index)}
              aria-current={index === current ? "true" : undefined}
              className={`size-9 rounded-full border text-sm font-semibold ${
                index === current
                  ? "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              <span className="sr-only">Show step </span>
              {index + 1}
            </button>
          ))}
        </div>
        <button type="button" className={arrowButton} onClick={() => go(current + 1)}>
          Next →
        </button>
      </div>
    </section>
  );
}
