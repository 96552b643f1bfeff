import type { TFunction } from "i18next";
import { navEntries } from "../../components/workspace/workspace-nav.tsx";

/*
 * The menu paths a help article may name, such as **Settings → Asset tags**: the workspace's
 * menu entries, and the named sections of the pages that have them. Built from the same
 * catalogue keys the menu and the pages are drawn with, so a renamed or removed entry fails
 * the help articles' test (menu-paths.test.ts) instead of leaving an article pointing nowhere.
 */

/** The sections a page shows under its own heading, by the page's menu label key. */
export const pageSections = {
  "workspaceSettings.nav": [
    "workspaceSettings.assetTags.title",
    "workspaceSettings.tokenLifetime.title",
    "workspaceSettings.quotas.title",
  ],
  "devices.nav": ["devices.list.add", "devices.settings.title"],
  "devices.policiesNav": ["devices.policies.library"],
  "register.nav.catalog": [
    "register.catalog.locations.title",
    "register.catalog.models.title",
    "register.catalog.manufacturers.title",
    "register.catalog.statusLabels.title",
  ],
} as const satisfies Partial<Record<(typeof navEntries)[number]["label"], readonly string[]>>;

type SectionKey = (typeof pageSections)[keyof typeof pageSections][number];

/** Every path an article may name, "Menu" or "Menu → Section", in the catalogue's language. */
export function workspaceMenuPaths(t: TFunction): Set<string> {
  const paths = new Set<string>();
  for (const entry of navEntries) {
    const menu = t(entry.label);
    paths.add(menu);
    const sections: readonly SectionKey[] =
      entry.label in pageSections ? pageSections[entry.label as keyof typeof pageSections] : [];
    for (const section of sections) paths.add(`${menu} → ${t(section)}`);
  }
  return paths;
}

/**
 * The bold menu paths of a Markdown text (`**Settings → Asset tags**`). Another tool's menus
 * are written in italics (*Admin console → Apps*), so they are not taken for Fleetward's.
 */
export function boldMenuPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*([^*\n]+?→[^*\n]+?)\*\*/g)].map((match) =>
    (match[1] ?? "").replace(/\s+/g, " ").trim(),
  );
}
