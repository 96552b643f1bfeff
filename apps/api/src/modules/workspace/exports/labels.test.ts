import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pdfTextItems } from "../../../test-support/pdf-text.ts";
import { defaultFallbackFonts, type LabelFontOptions } from "./label-text.ts";
import { renderLabels } from "./labels.ts";

const label = (assetTag: string, name: string) => ({
  assetTag,
  name,
  url: `https://acme.fleetward.test/workspace/assets/${assetTag}`,
});

/** A logger that keeps what is warned, for the assertions. */
function warnings() {
  const messages: string[] = [];
  const log = {
    warn: (...args: unknown[]) =>
      messages.push(args.filter((arg) => typeof arg === "string").join(" ")),
  } as unknown as LabelFontOptions["log"];
  return { messages, log };
}

const textOf = async (pdf: Buffer) => (await pdfTextItems(pdf)).map((item) => item.str).join(" ");

describe("asset labels in every script", () => {
  it("prints Cyrillic, Greek, Arabic and Hebrew in an embedded font, right to left where they read so", async () => {
    const pdf = await renderLabels(
      "avery-5160",
      [
        label("LT-0001", "Ноутбук Ωmega ملف"),
        label("LT-0002", "שלום Łódź 7420"),
        label("LT-0003", "حاسوب محمول"),
      ],
      "Labels",
      { fallbacks: [], log: warnings().log },
    );
    const raw = pdf.toString("latin1");
    // The Unicode font is embedded (subset), and the Windows-1252-only Helvetica is gone.
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).not.toMatch(/Helvetica/);
    const items = await pdfTextItems(pdf);
    const text = items.map((item) => item.str).join(" ");
    expect(text).not.toContain("?");
    // PDF.js reads each line back in reading order: the Arabic word was drawn as one run
    // from right to left (fontkit's Arabic shaper joins its letters), after the Latin ones.
    expect(items.map((item) => item.str)).toEqual([
      "LT-0001",
      "Ноутбук Ωmega ملف",
      "LT-0002",
      // A Hebrew-first name is a right-to-left line: from the left, "Łódź 7420", then שלום.
      "Łódź 7420 שלום",
      // Two Arabic words: shaped as one run, so they keep their order.
      "LT-0003",
      "حاسوب محمول",
    ]);
  });
});

describe("asset labels in Chinese and Japanese", () => {
  it("prints a character no font has as ? and the rest of the name as it is, and says why once", async () => {
    const { messages, log } = warnings();
    const options = { fallbacks: [], log };
    const pdf = await renderLabels(
      "roll-57x32",
      [label("JP-1", "ノート Ωmega")],
      "Labels",
      options,
    );
    expect(await textOf(pdf)).toContain("??? Ωmega");
    await renderLabels("roll-57x32", [label("JP-2", "ノート")], "Labels", options);
    expect(messages).toEqual([
      expect.stringMatching(/first: U\+30CE.*install fonts-noto-cjk or fonts-droid-fallback/),
    ]);
  });

  // CI installs fonts-droid-fallback (.ci/run); a machine without any CJK font prints "?".
  const installed = defaultFallbackFonts.find((file) => existsSync(file));
  it(`prints CJK names in the machine's CJK font when one is installed (here: ${installed ?? "none"})`, async () => {
    const names = ["笔记本电脑 ThinkPad", "ノートパソコン"];
    const pdf = await renderLabels(
      "avery-5160",
      names.map((name, index) => label(`CJK-${index}`, name)),
      "Labels",
      { log: warnings().log },
    );
    const text = await textOf(pdf);
    if (installed) {
      for (const name of names) expect(text.replace(/\s+/g, " ")).toContain(name);
      expect(text).not.toContain("?");
    } else {
      expect(text).toContain("????? ThinkPad");
      expect(text).toContain("???????");
    }
  });

  it("wraps a long Japanese name between its characters instead of cutting it short", async () => {
    const name = "ノートパソコン（開発チーム用）";
    const pdf = await renderLabels("avery-l7651", [label("JP-9", name)], "Labels", {
      log: warnings().log,
    });
    const lines = (await pdfTextItems(pdf)).map((item) => item.str).slice(1);
    // Lines break where Unicode allows (between the characters), none is cut with "…".
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(installed ? name : "?".repeat([...name].length));
    expect(lines.join("")).not.toContain("…");
  });

  it("skips a configured font file that is missing or no font, warning once, and prints the rest", async () => {
    const notAFont = path.join(mkdtempSync(path.join(tmpdir(), "label-fonts-")), "notes.ttf");
    writeFileSync(notAFont, "not a font");
    const missing = "/nonexistent/fonts/Missing-Regular.ttf";
    const { messages, log } = warnings();
    const options = { fallbacks: [{ file: missing }, { file: notAFont }], log };
    for (const tag of ["SKIP-1", "SKIP-2"]) {
      const pdf = await renderLabels("roll-57x32", [label(tag, "Ωmega 笔")], "Labels", options);
      expect(await textOf(pdf)).toContain(`${tag} Ωmega ?`);
    }
    expect(messages).toEqual([
      expect.stringMatching(
        /^Label font \/nonexistent\/fonts\/Missing-Regular\.ttf skipped: ENOENT/,
      ),
      expect.stringContaining(`Label font ${notAFont} skipped: not a font fontkit reads`),
    ]);
  });
});
