import { useTranslation } from "react-i18next";
import type { Clip } from "./media.ts";

/** The episode's shipped recording: fetched only when played, with its transcript. */
function Recording({
  recording,
  title,
}: {
  recording: NonNullable<Clip["recording"]>;
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <audio
        controls
        preload="none"
        className="w-full max-w-md"
        aria-label={recording.duration ? `${title} (${recording.duration})` : title}
        data-testid="episode-audio"
      >
        <source src={recording.src} type={recording.type} />
      </audio>
      {recording.transcript ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
            {t("site.audio.transcript")}
          </summary>
          <p lang="en" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {recording.transcript}
          </p>
        </details>
      ) : null}
    </div>
  );
}

/** The podcast episode of an audio post: title and length. No audio is loaded from elsewhere. */
export function EpisodeCard({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row dark:border-slate-800 dark:bg-slate-900">
      <div
        aria-hidden="true"
        className="grid size-32 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-sky-600 to-indigo-800 text-white dark:from-sky-800 dark:to-indigo-950 dark:text-white"
      >
        <svg
          viewBox="0 0 64 64"
          className="size-14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path
            d="M24 12a8 8 0 0 1 16 0v18a8 8 0 0 1-16 0Z M16 28a16 16 0 0 0 32 0 M32 44v10 M24 54h16"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <div>
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t("blog.podcastEpisode")} ·{" "}
          <span className="sr-only">{t("blog.duration", { duration: clip.duration })}</span>
          <span aria-hidden="true" className="tabular-nums">
            {clip.duration}
          </span>
        </p>
        <p lang="en" className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
          {clip.title}
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("blog.audioNote")}</p>
        {clip.recording ? <Recording recording={clip.recording} title={clip.title} /> : null}
      </div>
    </div>
  );
}
