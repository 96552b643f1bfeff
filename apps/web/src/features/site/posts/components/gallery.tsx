import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { SlideItem } from "./media.ts";

const tones = [
  "from-blue-600 to-indigo-700 dark:from-blue-900 dark:to-indigo-950",
  "from-emerald-600 to-teal-700 dark:from-emerald-900 dark:to-teal-950",
  "from-amber-500 to-orange-700 dark:from-amber-800 dark:to-orange-950",
  "from-violet-600 to-fuchsia-700 dark:from-violet-900 dark:to-fuchsia-950",
  "from-sky-600 to-cyan-700 dark:from-sky-900 dark:to-cyan-950",
  "from-rose-600 to-pink-700 dark:from-rose-900 dark:to-pink-950",
];

/** Small line drawings (chart, list, gauge…) so every tile is illustrated without an image. */
const drawings = [
  "M8 48h48 M14 40V26 M26 40V16 M38 40V30 M50 40V20",
  "M12 14h40 M12 26h40 M12 38h28 M12 50h20",
  "M32 52a20 20 0 1 1 0-40 20 20 0 0 1 0 40Z M32 32l10-10",
  "M8 44l14-14 10 8 24-22",
  "M10 12h44v40H10Z M10 24h44 M24 24v28",
  "M32 8 12 16v14c0 12 8 21 20 26 12-5 20-14 20-26V16Z",
];

function Illustration({ index, className }: { index: number; className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`grid place-items-center bg-gradient-to-br text-white dark:text-white ${tones[index % tones.length]} ${className}`}
    >
      <svg
        viewBox="0 0 64 64"
        className="size-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d={drawings[index % drawings.length]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** One tile of the grid: illustration, title and caption; opens the larger view. */
function Tile({ item, index, onOpen }: { item: SlideItem; index: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="block h-full w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm hover:border-blue-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500"
    >
      <Illustration index={index} className="h-32" />
      <span lang="en" className="block p-4">
        {item.title ? (
          <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
        ) : null}
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
          {item.caption}
        </span>
      </span>
      <span className="sr-only">{t("blog.openLarger")}</span>
    </button>
  );
}

type SlideViewProps = {
  slide: SlideItem;
  index: number;
  total: number;
  titleId: string;
  onStep: (delta: number) => void;
  onClose: () => void;
};

/** The larger view of one slide, with previous, next and close. */
function SlideView({ slide, index, total, titleId, onStep, onClose }: SlideViewProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Illustration index={index} className="h-56 sm:h-72" />
      <div className="p-6">
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t("blog.slideOf", { current: index + 1, total })}
        </p>
        <h2
          id={titleId}
          lang="en"
          className="mt-1 text-xl font-semibold text-slate-900 dark:text-white"
        >
          {slide.title ?? slide.caption}
        </h2>
        {slide.title ? (
          <p lang="en" className="mt-2 text-slate-700 dark:text-slate-300">
            {slide.caption}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          <div className="flex gap-2">
            <button type="button" className={buttonClasses("secondary")} onClick={() => onStep(-1)}>
              {t("blog.previousSlide")}
            </button>
            <button type="button" className={buttonClasses("secondary")} onClick={() => onStep(1)}>
              {t("blog.nextSlide")}
            </button>
          </div>
          <button type="button" className={buttonClasses("primary")} onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A grid of illustrated caption tiles; each opens a larger view in a modal <dialog>. */
export function Gallery({ slides, label }: { slides: readonly SlideItem[]; label: string }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(0);
  const slide = slides[open];
  const show = (index: number) => {
    setOpen(index);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const step = (delta: number) => setOpen((open + delta + slides.length) % slides.length);
  return (
    <div className="mt-8">
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {slides.map((item, index) => (
          <li key={index}>
            <Tile item={item} index={index} onOpen={() => show(index)} />
          </li>
        ))}
      </ul>
      {/* A native modal dialog: focus is trapped, Escape closes it, focus returns to the tile. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(48rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-200"
      >
        {slide ? (
          <SlideView
            slide={slide}
            index={open}
            total={slides.length}
            titleId={titleId}
            onStep={step}
            onClose={() => dialog.current?.close()}
          />
        ) : null}
      </dialog>
    </div>
  );
}
