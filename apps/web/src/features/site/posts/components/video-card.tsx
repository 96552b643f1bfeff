import { useState } from "react";
import { useTranslation } from "react-i18next";
import { providerName, videoUrl, type Clip } from "./media.ts";

/**
 * A poster that stands in for an embedded player. Our Content-Security-Policy forbids
 * third-party frames (`default-src 'self'`, which
 * frame-src falls back to), so nothing is embedded and nothing — no iframe,
 * thumbnail, script or cookie — is loaded from the provider. Only a click opens the video on
 * the provider's own site, in a new tab.
 */
export function VideoCard({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const provider = providerName(clip.provider);
  const url = videoUrl(clip);
  const watch = () => {
    window.open(url, "_blank", "noopener,noreferrer");
    setOpened(true);
  };
  return (
    <div className="mt-8 max-w-3xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        onClick={watch}
        className="group relative grid aspect-video w-full place-items-center bg-gradient-to-br from-slate-800 to-blue-900 text-white dark:from-slate-950 dark:to-blue-950 dark:text-white"
      >
        <span className="sr-only">
          {t("blog.watchOn", { provider })}: {clip.title} (
          {t("blog.duration", { duration: clip.duration })}) {t("blog.opensInNewTab")}
        </span>
        <svg
          viewBox="0 0 80 80"
          aria-hidden="true"
          className="size-20 transition-transform group-hover:scale-110 motion-reduce:transition-none"
        >
          <circle cx="40" cy="40" r="38" className="fill-white/15 dark:fill-white/15" />
          <path d="M32 24v32l26-16Z" className="fill-white dark:fill-white" />
        </svg>
        <span
          aria-hidden="true"
          lang="en"
          className="absolute start-4 end-24 bottom-4 text-start text-lg font-semibold text-white dark:text-white"
        >
          {clip.title}
        </span>
        <span
          aria-hidden="true"
          className="absolute end-4 bottom-4 rounded bg-black/70 px-2 py-1 text-sm font-semibold text-white tabular-nums dark:bg-black/70 dark:text-white"
        >
          {clip.duration}
        </span>
      </button>
      <div className="p-6">
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t("blog.videoOn", { provider })}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("blog.videoPrivacy", { provider })}
        </p>
        {opened ? (
          <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {t("blog.videoOpened", { provider })}{" "}
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-blue-700 underline dark:text-blue-300"
            >
              {t("blog.watchOn", { provider })}
              <span className="sr-only"> {t("blog.opensInNewTab")}</span>
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
