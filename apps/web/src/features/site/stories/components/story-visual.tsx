import type { Story } from "../api/stories-api.ts";
import { gradientOf } from "./tones.ts";

/** A decorative stand-in for a photo: the organisation's initials on its colour, with a device outline. */
export function StoryVisual({ story, className = "h-40" }: { story: Story; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative overflow-hidden bg-gradient-to-br text-white dark:text-white ${gradientOf[story.tone]} ${className}`}
    >
      <svg
        viewBox="0 0 120 80"
        className="absolute -end-4 -bottom-3 h-3/4 opacity-25"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <rect x="14" y="8" width="92" height="56" rx="4" />
        <path d="M4 72h112" strokeLinecap="round" />
      </svg>
      <span className="absolute start-5 top-4 text-3xl font-black tracking-wider">
        {story.initials}
      </span>
      <span
        lang="en"
        className="absolute start-5 bottom-4 text-xs font-semibold tracking-wide uppercase opacity-90"
      >
        {story.kind}
      </span>
    </div>
  );
}
