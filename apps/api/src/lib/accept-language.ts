import { localeCodes, type LocaleCode } from "@fleetward/contracts/locale";

/** Language subtags that stand for one of our codes under another name: Arabic is `ae`. */
const aliases: Readonly<Record<string, LocaleCode>> = { ar: "ae" };

const isLocaleCode = (code: string): code is LocaleCode =>
  (localeCodes as readonly string[]).includes(code);

/**
 * The best of the 16 interface languages for an Accept-Language header (RFC 9110 §12.5.4):
 * ranges by descending weight, ties in the order given, matched on the primary subtag, so
 * `de-AT` is German and `ar-EG` Arabic. Undefined when nothing matches.
 */
export function localeFromAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    // A real browser sends a handful; a hostile header is not worth parsing in full.
    .slice(0, 32)
    .map((part, index) => {
      const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = weight === undefined ? 1 : Number(weight.slice(2));
      return { range: range.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ range, quality }) => range !== "" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { range } of ranges) {
    const primary = range.split("-")[0] ?? "";
    const code = aliases[primary] ?? primary;
    if (isLocaleCode(code)) return code;
  }
  return undefined;
}
