import type { PostDetail } from "../api/posts-api.ts";

export type SlideItem = { title: string | undefined; caption: string };

/** "Heading: the rest" becomes a title and a caption when the heading is short. */
function splitCaption(text: string): SlideItem {
  const colon = text.indexOf(": ");
  if (colon > 0 && colon <= 60) {
    return { title: text.slice(0, colon), caption: text.slice(colon + 2) };
  }
  return { title: undefined, caption: text };
}

/** The slides of a slider or gallery post, whichever of the contract's two shapes they use. */
export function slidesOf(media: PostDetail["media"]): SlideItem[] {
  if (!media || !("slides" in media) || !Array.isArray(media.slides)) return [];
  return media.slides.flatMap((slide): SlideItem[] => {
    if (typeof slide === "string") return [splitCaption(slide)];
    const title = typeof slide.title === "string" ? slide.title : undefined;
    const caption = typeof slide.caption === "string" ? slide.caption : undefined;
    if (!title && !caption) return [];
    return [{ title: caption ? title : undefined, caption: caption ?? title ?? "" }];
  });
}

export type Clip = {
  provider: string;
  title: string;
  duration: string;
  url: string | undefined;
  /** A recording shipped with the site (`/media/…`) that plays in the page, with its transcript. */
  recording?: {
    src: string;
    type: string | undefined;
    duration: string | undefined;
    transcript: string | undefined;
  };
};

/** Only files of our own /media folder play in the page; anything else is ignored. */
const ownMedia = /^\/media\/[\w.-]+\.(ogg|opus|mp3|m4a)$/;

function recordingOf(media: Record<string, unknown>): Clip["recording"] {
  const { src, type, clip_duration: clipDuration, transcript } = media;
  if (typeof src !== "string" || !ownMedia.test(src)) return undefined;
  return {
    src,
    type: typeof type === "string" ? type : undefined,
    duration: typeof clipDuration === "string" ? clipDuration : undefined,
    transcript: typeof transcript === "string" ? transcript : undefined,
  };
}

/** Seconds become m:ss (or h:mm:ss); a string such as "41:18" is kept. */
export function formatDuration(duration: string | number): string {
  if (typeof duration === "string") return duration;
  const total = Math.round(duration);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The clip of a video or audio post. */
export function clipOf(media: PostDetail["media"]): Clip | undefined {
  if (!media || !("provider" in media)) return undefined;
  const { provider, title, duration, url } = media as Record<string, unknown>;
  if (typeof provider !== "string" || typeof title !== "string") return undefined;
  if (typeof duration !== "string" && typeof duration !== "number") return undefined;
  const recording = recordingOf(media as Record<string, unknown>);
  return {
    provider,
    title,
    duration: formatDuration(duration),
    url: typeof url === "string" ? url : undefined,
    ...(recording ? { recording } : {}),
  };
}

const providerSites: Record<string, { name: string; host: RegExp; search: string }> = {
  youtube: {
    name: "YouTube",
    host: /^(www\.)?(youtube\.com|youtu\.be)$/,
    search: "https://www.youtube.com/results?search_query=",
  },
  vimeo: { name: "Vimeo", host: /^(www\.)?vimeo\.com$/, search: "https://vimeo.com/search?q=" },
};

export function providerName(provider: string): string {
  return providerSites[provider]?.name ?? provider;
}

/**
 * Where the video is watched: its own address when the post names one on the provider's
 * site, otherwise the provider's search for its title.
 */
export function videoUrl(clip: Clip): string {
  const site = providerSites[clip.provider];
  if (clip.url && site) {
    try {
      const url = new URL(clip.url);
      if (url.protocol === "https:" && site.host.test(url.hostname)) return url.href;
    } catch {
      // Not a URL: fall back to a search.
    }
  }
  const search = site?.search ?? "https://www.youtube.com/results?search_query=";
  return `${search}${encodeURIComponent(`Fleetward ${clip.title}`)}`;
}

export type OpeningQuote = {
  /** Inner HTML of the quotation (already sanitised by the API). */
  html: string;
  /** The "— Name, Role" line, when the quote ends with one. */
  attribution: string | undefined;
};

/** Splits off a leading <blockquote> of the body, so a quote post can show it large. */
export function splitOpeningQuote(html: string): { quote: OpeningQuote | undefined; rest: string } {
  const match = /^\s*<blockquote>([\s\S]*?)<\/blockquote>/.exec(html);
  if (!match?.[1]) return { quote: undefined, rest: html };
  const inner = match[1].trim();
  const rest = html.slice(match[0].length);
  const signed = /^([\s\S]*?)\n— ([^<\n]+)<\/p>$/.exec(inner);
  if (signed?.[1] && signed[2]) {
    return { quote: { html: `${signed[1]}</p>`, attribution: signed[2].trim() }, rest };
  }
  return { quote: { html: inner, attribution: undefined }, rest };
}
