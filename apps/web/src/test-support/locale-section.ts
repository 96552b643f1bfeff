import { expect, it } from "vitest";

/*
 * The checks every per-feature locale folder (`lib/i18n/locales/<feature>/`) runs on its
 * section: each language has every English text with the same placeholders.
 */

/** Every string of a section, by its dotted key. */
export function sectionStrings(section: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(section)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of sectionStrings(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
/** `_one` forms may spell the number out ("one core"); every other text keeps them all. */
const ownPlaceholders = (key: string, text: string) =>
  key.endsWith("_one") ? placeholders(text).filter((name) => name !== "count") : placeholders(text);

/** One test per language, inside the caller's `describe`. */
export function itHasEveryEnglishText(english: object, translations: Record<string, object>) {
  const englishTexts = sectionStrings(english);
  for (const [code, translation] of Object.entries(translations)) {
    it(`${code}: has every English text, with the same placeholders`, () => {
      const texts = sectionStrings(translation);
      expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
      for (const [key, text] of texts) {
        expect(ownPlaceholders(key, text), `${code} ${key}`).toEqual(
          ownPlaceholders(key, englishTexts.get(key) ?? ""),
        );
      }
    });
  }
}
