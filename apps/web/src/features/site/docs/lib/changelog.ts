/** One release of a Keep a Changelog file; `date` is undefined for Unreleased. */
export type ChangelogRelease = {
  version: string;
  date: string | undefined;
  sections: { heading: string; items: string[] }[];
};

const releaseLine = /^## \[?([^\]\s]+)\]?(?:\s+-\s+(\d{4}-\d{2}-\d{2}))?\s*$/;
const sectionLine = /^### (.+?)\s*$/;
const itemLine = /^[-*] (.+)$/;
/** A wrapped bullet continues on an indented line. */
const continuationLine = /^\s{2,}(\S.*)$/;

/**
 * Reads the releases of a Keep a Changelog Markdown file, newest first as written. Only what
 * the format defines is read — `## [version] - date`, `### Added`, `- item` — and everything
 * else (the introduction, link references) is ignored.
 */
export function parseChangelog(markdown: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | undefined;
  let section: ChangelogRelease["sections"][number] | undefined;

  for (const line of markdown.split(/\r?\n/)) {
    const releaseMatch = releaseLine.exec(line);
    if (releaseMatch) {
      release = { version: releaseMatch[1] ?? "", date: releaseMatch[2], sections: [] };
      releases.push(release);
      section = undefined;
      continue;
    }
    if (!release) continue;
    const sectionMatch = sectionLine.exec(line);
    if (sectionMatch) {
      section = { heading: sectionMatch[1] ?? "", items: [] };
      release.sections.push(section);
      continue;
    }
    if (!section) continue;
    const itemMatch = itemLine.exec(line);
    if (itemMatch) {
      section.items.push(itemMatch[1] ?? "");
      continue;
    }
    const continuation = continuationLine.exec(line);
    const last = section.items.length - 1;
    if (continuation && last >= 0)
      section.items[last] = `${section.items[last]} ${continuation[1]}`;
  }
  return releases;
}

/** `code` spans of an entry, for rendering without an HTML parser: text and code alternate. */
export function splitCode(text: string): { code: boolean; text: string }[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("`") && part.endsWith("`") && part.length > 2
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}
