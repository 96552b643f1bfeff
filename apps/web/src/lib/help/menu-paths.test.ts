import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { boldMenuPaths, workspaceMenuPaths } from "./menu-paths.ts";

/* The help articles name only menus and sections that exist in the workspace (issue 22). */

const contentDir = path.resolve(
  import.meta.dirname,
  "../../../../api/src/modules/site/posts/content",
);
const articles = readdirSync(contentDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, text: readFileSync(path.join(contentDir, name), "utf8") }));

describe("the help articles' menu paths", () => {
  const real = workspaceMenuPaths(i18n.getFixedT("en"));

  it("knows the workspace's menus and their sections", () => {
    expect(real).toContain("Settings → Asset tags");
    expect(real).toContain("Devices → Add devices");
    expect(real).not.toContain("Settings → Workspace");
  });

  it("reads bold menu paths, not italic ones of other tools", () => {
    expect(boldMenuPaths("Open **Settings → Asset tags** and *Admin console → Apps*.")).toEqual([
      "Settings → Asset tags",
    ]);
  });

  it.each(articles)("$name names only paths that exist", ({ name, text }) => {
    const missing = boldMenuPaths(text).filter((menuPath) => !real.has(menuPath));
    expect(missing, name).toEqual([]);
  });
});
