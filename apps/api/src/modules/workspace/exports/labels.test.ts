import { describe, expect, it } from "vitest";
import { pdfTextItems } from "../../../test-support/pdf-text.ts";
import { renderLabels } from "./labels.ts";

const label = (assetTag: string, name: string) => ({
  assetTag,
  name,
  url: `https://acme.fleetward.test/workspace/assets/${assetTag}`,
});

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

  it("prints a character no embedded font has as ? and the rest of the name as it is", async () => {
    const pdf = await renderLabels("roll-57x32", [label("JP-1", "ノート Ωmega")], "Labels");
    const text = (await pdfTextItems(pdf)).map((item) => item.str).join(" ");
    expect(text).toContain("??? Ωmega");
  });
});
