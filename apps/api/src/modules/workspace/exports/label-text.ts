import type { Bidi } from "bidi-js";
import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";

/*
 * Text on labels in any of our users' scripts. pdfkit's standard Helvetica writes Windows-1252
 * only, so the labels embed DejaVu Sans (package `dejavu-fonts-ttf`, the upstream 2.37 files;
 * free licence, embedding allowed): one TTF per weight covering Latin with its extensions,
 * Greek, Cyrillic, Arabic and Hebrew. pdfkit embeds only the glyphs used.
 *
 * pdfkit shapes each call with fontkit, which picks one script per call, so a mixed line
 * ("Ноутбук Ωmega ملف") is first split into runs: by bidi level (Unicode Bidirectional
 * Algorithm, `bidi-js`) and by the font that has the glyphs. The runs are put in visual order
 * (rule L2) and each is drawn on its own: fontkit then joins Arabic letters and lays out a
 * right-to-left run from right to left. A character no font has (CJK: a font that covers it
 * is tens of megabytes) prints as "?", as before, while the rest of the line prints right.
 */

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = "regular" | "bold";

const require = createRequire(import.meta.url);
const fontFiles: Record<Weight, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
};

type LoadedFont = { name: string; data: Buffer; font: fontkit.Font };
let loaded: Record<Weight, LoadedFont> | undefined;

/** The fonts, read once per process (about 700 KB each). */
function fonts(): Record<Weight, LoadedFont> {
  loaded ??= Object.fromEntries(
    (Object.entries(fontFiles) as [Weight, string][]).map(([weight, file]) => {
      const data = readFileSync(require.resolve(file));
      return [
        weight,
        { name: `label-${weight}`, data, font: fontkit.create(data) as fontkit.Font },
      ];
    }),
  ) as Record<Weight, LoadedFont>;
  return loaded;
}

/** Makes the label fonts known to a document (pdfkit embeds a font only once it is used). */
export function registerLabelFonts(doc: Doc): void {
  for (const { name, data } of Object.values(fonts())) doc.registerFont(name, data);
}

// A UMD module whose types describe an ES default export: required, it is the factory itself.
const bidi = (require("bidi-js") as () => Bidi)();
/**
 * Without features pdfkit shapes word by word (and caches each word), which would put the
 * words of a right-to-left run in the wrong order: such runs are shaped whole, by asking
 * for a feature; left-to-right runs keep pdfkit's cache.
 */
const wholeRun = { features: ["kern"] as PDFKit.Mixins.OpenTypeFeatures[] };
const shaping = (run: Run) => (run.level % 2 === 1 ? wholeRun : {});

type Run = { text: string; level: number };
export type Line = { runs: Run[]; rtl: boolean };

/** Characters no font has become "?", so a missing glyph never prints as an empty box. */
function covered(weight: Weight, text: string): string {
  const { font } = fonts()[weight];
  return [...text]
    .map((char) => (font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? char : "?"))
    .join("");
}

/** Reverses each maximal sequence of runs at `level` or above, highest level first (L2). */
function visualOrder(runs: Run[]): Run[] {
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  let order = [...runs];
  for (let level = highest; level >= lowestOdd; level--) {
    const next: Run[] = [];
    let group: Run[] = [];
    for (const run of order) {
      if (run.level >= level) group.push(run);
      else {
        next.push(...group.reverse(), run);
        group = [];
      }
    }
    order = [...next, ...group.reverse()];
  }
  return order;
}

/**
 * Readies a right-to-left run for fontkit, which lays out a run of Arabic or Hebrew letters
 * from right to left but neither mirrors brackets (rule L4) nor reverses a run without such
 * letters (say "!؟ "): both are done here.
 */
function orderRtlRun(text: string): string {
  const chars = [...text].map((char) => bidi.getMirroredCharacter(char) ?? char);
  const letters = chars.some((char) => /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(char));
  return (letters ? chars : chars.reverse()).join("");
}

export type Direction = "ltr" | "rtl";

/** The direction a text is read in: that of its first letter (rules P2, P3). */
export function directionOf(text: string): Direction {
  const { paragraphs } = bidi.getEmbeddingLevels(text, "auto");
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? "rtl" : "ltr";
}

/**
 * One line of text as runs in the order they are drawn, left to right. `direction` is the
 * whole text's, so a wrapped line of an English name that happens to hold only Arabic words
 * still reads as part of an English text.
 */
export function layoutLine(weight: Weight, text: string, direction?: Direction): Line {
  const line = covered(weight, text);
  const { levels, paragraphs } = bidi.getEmbeddingLevels(line, direction ?? "auto");
  const runs: Run[] = [];
  for (let index = 0; index < line.length; index++) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += line[index];
    else runs.push({ text: line[index] ?? "", level });
  }
  return {
    runs: visualOrder(runs).map((run) =>
      run.level % 2 === 1 ? { ...run, text: orderRtlRun(run.text) } : run,
    ),
    rtl: (paragraphs[0]?.level ?? 0) % 2 === 1,
  };
}

export function lineWidth(doc: Doc, weight: Weight, size: number, text: string): number {
  doc.font(fonts()[weight].name).fontSize(size);
  return layoutLine(weight, text).runs.reduce(
    (sum, run) => sum + doc.widthOfString(run.text, shaping(run)),
    0,
  );
}

/**
 * Draws one line in the box starting at `x`, `width` wide, its top at `y`: from the left for
 * left-to-right text, from the right for right-to-left text (as the reader starts).
 */
export function drawLine(
  doc: Doc,
  weight: Weight,
  size: number,
  text: string,
  box: { x: number; y: number; width: number; direction?: Direction },
): void {
  const line = layoutLine(weight, text, box.direction);
  doc.font(fonts()[weight].name).fontSize(size);
  const widths = line.runs.map((run) => doc.widthOfString(run.text, shaping(run)));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = line.rtl ? box.x + Math.max(0, box.width - total) : box.x;
  line.runs.forEach((run, index) => {
    doc.text(run.text, x, box.y, { lineBreak: false, ...shaping(run) });
    x += widths[index] ?? 0;
  });
}

/**
 * Breaks text into at most `maxLines` lines that fit `width`; "…" ends a text cut short.
 * Words are measured once each (a line's width is its words' and spaces' widths added up),
 * so a sheet of 5,000 labels does not shape every name over and over.
 */
export function wrapLines(
  doc: Doc,
  weight: Weight,
  size: number,
  text: string,
  width: number,
  maxLines: number,
): string[] {
  const measure = (candidate: string) => lineWidth(doc, weight, size, candidate);
  const space = measure(" ");
  const lines: { text: string; width: number }[] = [];
  let current: { text: string; width: number } | undefined;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (current && current.width + space + wordWidth <= width) {
      current = { text: `${current.text} ${word}`, width: current.width + space + wordWidth };
    } else {
      if (current) lines.push(current);
      current = { text: word, width: wordWidth };
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines);
  const last = kept.at(-1);
  if (!last) return [];
  if (lines.length <= maxLines && last.width <= width) return kept.map((line) => line.text);
  // Too long a word, or more lines than room: the longest start of the last line that fits
  // with "…" (found by halving: measuring is what costs).
  const chars = [...last.text];
  let fitting = 0;
  let tooMany = chars.length + 1;
  while (tooMany - fitting > 1) {
    const middle = Math.floor((fitting + tooMany) / 2);
    if (measure(`${chars.slice(0, middle).join("")}…`) <= width) fitting = middle;
    else tooMany = middle;
  }
  const cut = `${chars.slice(0, fitting).join("").trimEnd()}…`;
  return [...kept.slice(0, -1).map((line) => line.text), cut];
}
