import type { Settings } from "../../lib/settings/settings-store.ts";

/** The `navbar` setting: sticky at the top, floating as an inset card, or scrolling with the page. */
export function navbarClasses(navbar: Settings["navbar"]): string {
  if (navbar === "static") return "relative";
  if (navbar === "floating") return "sticky top-3 z-40 mx-3 mt-3 rounded-xl border shadow-lg";
  return "sticky top-0 z-40 border-b";
}
