import { describe, expect, it } from "vitest";
import { aeSecondFactors } from "./ae.ts";
import { daSecondFactors } from "./da.ts";
import { deSecondFactors } from "./de.ts";
import { elSecondFactors } from "./el.ts";
import { enSecondFactors, type SecondFactorsText } from "./en.ts";
import { esSecondFactors } from "./es.ts";
import { frSecondFactors } from "./fr.ts";
import { huSecondFactors } from "./hu.ts";
import { itSecondFactors } from "./it.ts";
import { jaSecondFactors } from "./ja.ts";
import { plSecondFactors } from "./pl.ts";
import { ptSecondFactors } from "./pt.ts";
import { ruSecondFactors } from "./ru.ts";
import { svSecondFactors } from "./sv.ts";
import { trSecondFactors } from "./tr.ts";
import { zhSecondFactors } from "./zh.ts";

const translations: Record<string, SecondFactorsText> = {
  ae: aeSecondFactors,
  da: daSecondFactors,
  de: deSecondFactors,
  el: elSecondFactors,
  es: esSecondFactors,
  fr: frSecondFactors,
  hu: huSecondFactors,
  it: itSecondFactors,
  ja: jaSecondFactors,
  pl: plSecondFactors,
  pt: ptSecondFactors,
  ru: ruSecondFactors,
  sv: svSecondFactors,
  tr: trSecondFactors,
  zh: zhSecondFactors,
};

function strings(section: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(section)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of strings(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
/** `_one` forms may spell the number out ("one code"); every other text keeps them all. */
const ownPlaceholders = (key: string, text: string) =>
  key.endsWith("_one") ? placeholders(text).filter((name) => name !== "count") : placeholders(text);

/** Buttons whose accessible name adds the passkey's name to the visible label (WCAG 2.5.3). */
const labelInName = [["settings.passkeys.remove", "settings.passkeys.removeLabel"]] as const;

describe("the second-factor texts in every language", () => {
  const english = strings(enSecondFactors);
  for (const [code, translation] of Object.entries(translations)) {
    it(`${code}: has every English text, with the same placeholders`, () => {
      const texts = strings(translation);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(ownPlaceholders(key, text), `${code} ${key}`).toEqual(
          ownPlaceholders(key, english.get(key) ?? ""),
        );
      }
    });
  }

  for (const [code, translation] of Object.entries({ en: enSecondFactors, ...translations })) {
    it(`${code}: a button's accessible name contains the words it shows`, () => {
      const texts = strings(translation);
      for (const [label, named] of labelInName) {
        expect(texts.get(named), `${code} ${named}`).toContain(texts.get(label));
      }
    });
  }
});
