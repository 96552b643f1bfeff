import { buttonClasses } from "../../../components/button-classes.ts";

export type Chapter = { time: string; title: string };

type VideoCardProps = {
  title: string;
  duration: string;
  platform: "YouTube" | "Vimeo";
  url: string;
  chapters: readonly Chapter[];
};

/** Stands in for an embedded player: the CSP allows no third-party frames, so the video opens on its site. */
export function VideoCard({ title, duration, platform, url, chapters }: VideoCardProps) {
  return (
    <div className="mt-8 max-w-3xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="relative grid aspect-video place-items-center bg-gradient-to-br from-slate-800 to-blue-900 text-white dark:from-slate-950 dark:to-blue-950 dark:text-white">
        <svg viewBox="0 0 80 80" aria-hidden="true" className="size-20">
          <circle cx="40" cy="40" r="38" className="fill-white/15 dark:fill-white/15" />
          <path d="M32 24v32l26-16Z" className="fill-white dark:fill-white" />
        </svg>
        <span className="absolute end-4 bottom-4 rounded bg-black/70 px-2 py-1 text-sm font-semibold text-white dark:bg-black/70 dark:text-white">
          <span className="sr-only">Duration: </span>
          {duration}
        </span>
      </div>
      <div className="p-6">
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">Video · {platform}</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{title}</h3>
        <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
          Chapters
        </h4>
        <ol className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">
          {chapters.map((chapter) => (
            <li key={chapter.time} className="flex gap-3">
              <span className="w-14 shrink-0 font-mono text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {chapter.time}
              </span>
              <span>{chapter.title}</span>
            </li>
          ))}
        </ol>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "mt-6")}
        >
          Watch on {platform}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
