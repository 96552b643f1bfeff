import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SlideItem } from "./media.ts";

const tones = [
  "from-blue-700 to-indigo-800 dark:from-blue-900 dark:to-indigo-950",
  "from-emerald-700 to-teal-800 dark:from-emerald-900 dark:to-teal-950",
  "from-amber-700 to-orange-800 dark:from-amber-900 dark:to-orange-950",
  "from-violet-700 to-fuchsia-800 dark:from-violet-900 dark:to-fuchsia-950",
  "from-sky-700 to-cyan-800 dark:from-sky-900 dark:to-cyan-950",
];

const arrowButton =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";

/**
 * A carousel that never moves on its own (WCAG 2.2.2): buttons, the dots, or the arrow keys
 * while focus is inside it. The current slide is announced politely.
 */
export function Carousel({ slides, label }: { slides: readonly SlideItem[]; label: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const slide = slides[current];
  if (!slide) return null;
  const go = (index: number) => setCurrent((index + slides.length) % slides.length);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    // In right-to-left pages the next slide is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    event.preventDefault();
    go(current + (forward ? 1 : -1));
  };
  return (
    <section
      aria-roledescription={t("blog.carouselRole")}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mt-8 max-w-3xl"
    >
      <p className="sr-only">{t("blog.carouselHint")}</p>
      <div aria-live="polite" aria-atomic="true">
        <div
          role="group"
          aria-roledescription={t("blog.slideRole")}
          aria-label={t("blog.slideOf", { current: current + 1, total: slides.length })}
          className={`flex min-h-64 flex-col justify-between rounded-2xl bg-gradient-to-br p-8 text-white dark:text-white ${tones[current % tones.length]}`}
        >
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
            {t("blog.slideOf", { current: current + 1, total: slides.length })}
          </p>
          <div lang="en" className="mt-6">
            {slide.title ? <p className="text-2xl font-bold">{slide.title}</p> : null}
            <p className={slide.title ? "mt-3 text-lg text-white/90" : "text-2xl font-semibold"}>
              {slide.caption}
            </p>
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={arrowButton} onClick={() => go(current - 1)}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("blog.previousSlide")}
        </button>
        <ul className="flex flex-wrap gap-2">
          {slides.map((item, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => go(index)}
                aria-current={index === current ? "true" : undefined}
                aria-label={t("blog.showSlide", { number: index + 1 })}
                className={`size-9 rounded-full border text-sm font-semibold ${
                  index === current
                    ? "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950"
                    : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                {index + 1}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={arrowButton} onClick={() => go(current + 1)}>
          {t("blog.nextSlide")}{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </button>
      </div>
    </section>
  );
}
