import type { Bidi } from "bidi-js";
import type { FastifyBaseLogger } from "fastify";
import * as fontkit from "fontkit";
import LineBreaker from "linebreak";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import type { FontFile } from "../../../config.ts";

/*
 * Text on labels in any of our users' scripts. pdfkit's standard Helvetica writes Windows-1252
 * only, so the labels embed DejaVu Sans (package `dejavu-fonts-ttf`, the upstream 2.37 files;
 * free licence, embedding allowed): one TTF per weight covering Latin with its extensions,
 * Greek, Cyrillic, Arabic and Hebrew. pdfkit embeds only the glyphs used.
 *
 * CJK is in no font npm ships at a sane size, so characters DejaVu lacks are looked up in
 * fallback fonts from the machine (LABEL_FONT_FALLBACKS; by default the first installed of
 * Noto Sans CJK and Droid Sans Fallback, `defaultFallbackFonts`).
 *
 * pdfkit shapes each call with fontkit, which picks one script per call, so a mixed line
 * ("Ноутбук Ωmega ملف") is first split into runs: by bidi level (Unicode Bidirectional
 * Algorithm, `bidi-js`) and by the font that has the glyphs. The runs are put in visual order
 * (rule L2) and each is drawn on its own: fontkit then joins Arabic letters and lays out a
 * right-to-left run from right to left. A character no font has prints as "?", while the rest
 * of the line prints right.
 */

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = "regular" | "bold";
type Log = Pick<FastifyBaseLogger, "warn">;

const require = createRequire(import.meta.url);
const fontFiles: Record<Weight, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
};

/**
 * Where distributions' packages put a CJK font, best first: Noto Sans CJK (fonts-noto-cjk on
 * Debian and Ubuntu, font-noto-cjk on Alpine, google-noto-sans-cjk-ttc-fonts on RHEL 8/9,
 * google-noto-sans-cjk-fonts on Fedora and RHEL 10), then Debian's fonts-droid-fallback (4 MB,
 * what CI installs). A collection without a face named uses its first face (Japanese forms).
 */
export const defaultFallbackFonts: readonly string[] = [
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
];

/** A font as pdfkit takes it (`family`: the face of a collection) and as fontkit reads it. */
type LoadedFont = { name: string; data: Buffer; family?: string; font: fontkit.Font };
let loaded: Record<Weight, LoadedFont> | undefined;

/** The DejaVu fonts, read once per process (about 700 KB each). */
function dejaVu(): Record<Weight, LoadedFont> {
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

/** Fallback fonts by file and face, each read once per process; null: unusable, warned once. */
const fallbackCache = new Map<string, LoadedFont | null>();

function readFallback({ file, face }: FontFile): Omit<LoadedFont, "name"> | string {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (error) {
    return (error as Error).message;
  }
  let read: fontkit.Font | fontkit.FontCollection | null;
  try {
    // fontkit answers null (or undefined) for a collection without the face asked for.
    read = fontkit.create(data, face) as typeof read;
  } catch (error) {
    return `not a font fontkit reads (${(error as Error).message})`;
  }
  if (read && "fonts" in read) {
    const first = read.fonts[0];
    if (!first) return "a font collection without fonts";
    return { data, family: first.postscriptName, font: first };
  }
  if (!read) return `no face named ${face} in it`;
  return { data, ...(face ? { family: face } : {}), font: read };
}

function fallbackFont(spec: FontFile, log: Log): LoadedFont | null {
  const key = spec.face ? `${spec.file}#${spec.face}` : spec.file;
  const cached = fallbackCache.get(key);
  if (cached !== undefined) return cached;
  const read = readFallback(spec);
  if (typeof read === "string") {
    log.warn(
      { file: spec.file, face: spec.face },
      `Label font ${key} skipped: ${read}. Characters only it has print as "?" (LABEL_FONT_FALLBACKS)`,
    );
    fallbackCache.set(key, null);
    return null;
  }
  const font = { name: `label-fallback-${fallbackCache.size}`, ...read };
  fallbackCache.set(key, font);
  return font;
}

let defaultFallback: FontFile[] | undefined;
/** The first of the well-known CJK fonts that is installed, looked for once per process. */
function defaultFallbacks(): FontFile[] {
  if (!defaultFallback) {
    const installed = defaultFallbackFonts.find((file) => existsSync(file));
    defaultFallback = installed ? [{ file: installed }] : [];
  }
  return defaultFallback;
}

/** LABEL_FONT_FALLBACKS as loaded; unset means the well-known fonts (`defaultFallbackFonts`). */
export type LabelFontOptions = { fallbacks?: readonly FontFile[] | undefined; log: Log };

/** The fonts of one weight, tried in order for each character; the first is DejaVu. */
export type FontChain = { fonts: LoadedFont[]; log: Log };
export type LabelFonts = Record<Weight, FontChain>;

/**
 * Makes the label fonts known to a document (pdfkit embeds a font only once it is used) and
 * answers the font chain of each weight. Fallbacks serve both weights (CJK fonts are big:
 * one weight is enough to be legible).
 */
export function registerLabelFonts(doc: Doc, options: LabelFontOptions): LabelFonts {
  const fallbacks = (options.fallbacks ?? defaultFallbacks())
    .map((spec) => fallbackFont(spec, options.log))
    .filter((font) => font !== null);
  const base = dejaVu();
  for (const { name, data, family } of [...Object.values(base), ...fallbacks]) {
    doc.registerFont(name, data, family);
  }
  const chain = (weight: Weight): FontChain => ({
    fonts: [base[weight], ...fallbacks],
    log: options.log,
  });
  return { regular: chain("regular"), bold: chain("bold") };
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

/** `font`: the pdfkit name of the font that has all of the run's glyphs. */
type Run = { text: string; level: number; font: string };
export type Line = { runs: Run[]; rtl: boolean };

let uncoveredWarned = false;

/**
 * The text with each character no font of the chain has replaced by "?" (so a missing glyph
 * never prints as an empty box), and for each UTF-16 unit the font that draws it.
 */
function covered(chain: FontChain, text: string): { line: string; fonts: string[] } {
  let line = "";
  const fonts: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const font = chain.fonts.find((candidate) => candidate.font.hasGlyphForCodePoint(code));
    if (!font) warnUncovered(chain, code);
    const drawn = font ? char : "?";
    // "?" is drawn in DejaVu, the chain's first font.
    const name = (font ?? chain.fonts[0])?.name ?? "";
    line += drawn;
    fonts.push(...new Array<string>(drawn.length).fill(name)); // per UTF-16 unit, like bidi levels
  }
  return { line, fonts };
}

/** Once per process: the first "?" printed says why, and what to install. */
function warnUncovered(chain: FontChain, code: number) {
  if (uncoveredWarned) return;
  uncoveredWarned = true;
  const hex = code.toString(16).toUpperCase().padStart(4, "0");
  chain.log.warn(
    `Label text has characters no label font has (first: U+${hex}); they print as "?". For Chinese and Japanese install fonts-noto-cjk or fonts-droid-fallback, or name a font in LABEL_FONT_FALLBACKS`,
  );
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
export function layoutLine(chain: FontChain, text: string, direction?: Direction): Line {
  const { line, fonts } = covered(chain, text);
  const { levels, paragraphs } = bidi.getEmbeddingLevels(line, direction ?? "auto");
  const runs: Run[] = [];
  for (let index = 0; index < line.length; index++) {
    const level = levels[index] ?? 0;
    const font = fonts[index] ?? "";
    const last = runs.at(-1);
    if (last && last.level === level && last.font === font) last.text += line[index];
    else runs.push({ text: line[index] ?? "", level, font });
  }
  return {
    runs: visualOrder(runs).map((run) =>
      run.level % 2 === 1 ? { ...run, text: orderRtlRun(run.text) } : run,
    ),
    rtl: (paragraphs[0]?.level ?? 0) % 2 === 1,
  };
}

/** The run's width in its font. */
function runWidth(doc: Doc, size: number, run: Run): number {
  return doc.font(run.font).fontSize(size).widthOfString(run.text, shaping(run));
}

export function lineWidth(doc: Doc, chain: FontChain, size: number, text: string): number {
  return layoutLine(chain, text).runs.reduce((sum, run) => sum + runWidth(doc, size, run), 0);
}

/**
 * Draws one line in the box starting at `x`, `width` wide, its top at `y`: from the left for
 * left-to-right text, from the right for right-to-left text (as the reader starts).
 */
export function drawLine(
  doc: Doc,
  chain: FontChain,
  size: number,
  text: string,
  box: { x: number; y: number; width: number; direction?: Direction },
): void {
  const line = layoutLine(chain, text, box.direction);
  const widths = line.runs.map((run) => runWidth(doc, size, run));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = line.rtl ? box.x + Math.max(0, box.width - total) : box.x;
  line.runs.forEach((run, index) => {
    doc
      .font(run.font)
      .fontSize(size)
      .text(run.text, x, box.y, { lineBreak: false, ...shaping(run) });
    x += widths[index] ?? 0;
  });
}

/**
 * The text cut where a line may end (Unicode line breaking, UAX #14, with the `linebreak`
 * package pdfkit itself uses): after spaces, and between Chinese or Japanese characters,
 * which are written without spaces.
 */
function breakPieces(text: string): string[] {
  const breaker = new LineBreaker(text);
  const pieces: string[] = [];
  let last = 0;
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) {
    pieces.push(text.slice(last, found.position));
    last = found.position;
  }
  return pieces;
}

/**
 * Breaks text into at most `maxLines` lines that fit `width`; "…" ends a text cut short.
 * Pieces are measured once each (a line's width is its pieces' and spaces' widths added up),
 * so a sheet of 5,000 labels does not shape every name over and over.
 */
export function wrapLines(
  doc: Doc,
  chain: FontChain,
  size: number,
  text: string,
  width: number,
  maxLines: number,
): string[] {
  const measure = (candidate: string) => lineWidth(doc, chain, size, candidate);
  const space = measure(" ");
  const lines: { text: string; width: number }[] = [];
  // `trail`: the spaces after the line so far, drawn only if another piece follows.
  let current: { text: string; width: number; trail: string } | undefined;
  for (const piece of breakPieces(text.replace(/\s+/g, " ").trim())) {
    const word = piece.trimEnd();
    const trail = piece.slice(word.length);
    const wordWidth = measure(word);
    const gap = current ? current.trail.length * space : 0;
    if (current && current.width + gap + wordWidth <= width) {
      current = {
        text: current.text + current.trail + word,
        width: current.width + gap + wordWidth,
        trail,
      };
    } else {
      if (current) lines.push(current);
      current = { text: word, width: wordWidth, trail };
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
