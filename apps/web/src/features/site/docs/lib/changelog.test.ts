import { describe, expect, it } from "vitest";
import changelog from "../../../../../../../CHANGELOG.md?raw";
import { parseChangelog, splitCode } from "./changelog.ts";

const sample = `# Changelog

Intro text that is not a release.

## [Unreleased]

### Added

- A thing in progress.

## [1.1.0] - 2026-02-03

### Added

- First addition with \`code\`.
- Second addition that is wrapped
  onto a second line.

### Fixed

* A fix.

## 1.0.0 - 2026-01-01

### Changed

- Something changed.

[Unreleased]: https://example.com/compare/v1.1.0...HEAD
`;

describe("parseChangelog", () => {
  it("reads releases, their dates, sections and items, and nothing else", () => {
    expect(parseChangelog(sample)).toEqual([
      {
        version: "Unreleased",
        date: undefined,
        sections: [{ heading: "Added", items: ["A thing in progress."] }],
      },
      {
        version: "1.1.0",
        date: "2026-02-03",
        sections: [
          {
            heading: "Added",
            items: [
              "First addition with `code`.",
              "Second addition that is wrapped onto a second line.",
            ],
          },
          { heading: "Fixed", items: ["A fix."] },
        ],
      },
      {
        version: "1.0.0",
        date: "2026-01-01",
        sections: [{ heading: "Changed", items: ["Something changed."] }],
      },
    ]);
  });

  it("reads nothing from a file without releases", () => {
    expect(parseChangelog("# Changelog\n\nNothing yet.\n")).toEqual([]);
  });

  it("reads the project's own CHANGELOG.md: Unreleased first, then dated versions down to 0.1.0", () => {
    const releases = parseChangelog(changelog);
    expect(releases[0]?.version).toBe("Unreleased");
    expect(releases.at(-1)).toMatchObject({
      version: "0.1.0",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const release of releases) {
      expect(release.sections.length, release.version).toBeGreaterThan(0);
      for (const section of release.sections) expect(section.items.length).toBeGreaterThan(0);
    }
  });
});

describe("splitCode", () => {
  it("separates code spans from text", () => {
    expect(splitCode("Set `LAUNCH_AT` or `X`.")).toEqual([
      { code: false, text: "Set " },
      { code: true, text: "LAUNCH_AT" },
      { code: false, text: " or " },
      { code: true, text: "X" },
      { code: false, text: "." },
    ]);
  });
});
