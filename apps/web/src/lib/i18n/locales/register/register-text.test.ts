import { describe, expect, it } from "vitest";
import { aeRegister } from "./ae.ts";
import { daRegister } from "./da.ts";
import { deRegister } from "./de.ts";
import { elRegister } from "./el.ts";
import { enRegister, type RegisterText } from "./en.ts";
import { esRegister } from "./es.ts";
import { frRegister } from "./fr.ts";
import { huRegister } from "./hu.ts";
import { itRegister } from "./it.ts";
import { jaRegister } from "./ja.ts";
import { plRegister } from "./pl.ts";
import { ptRegister } from "./pt.ts";
import { ruRegister } from "./ru.ts";
import { svRegister } from "./sv.ts";
import { trRegister } from "./tr.ts";
import { zhRegister } from "./zh.ts";

const translations: Record<string, RegisterText> = {
  ae: aeRegister,
  da: daRegister,
  de: deRegister,
  el: elRegister,
  es: esRegister,
  fr: frRegister,
  hu: huRegister,
  it: itRegister,
  ja: jaRegister,
  pl: plRegister,
  pt: ptRegister,
  ru: ruRegister,
  sv: svRegister,
  tr: trRegister,
  zh: zhRegister,
};

/** Every string of a section, by its dotted key. */
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

/** Buttons whose accessible name adds the entry's name to the visible label (WCAG 2.5.3). */
const labelInName = [
  ["catalog.edit", "catalog.editNamed"],
  ["catalog.delete", "catalog.deleteNamed"],
  ["catalog.locations.addChild", "catalog.locations.addChildNamed"],
  ["catalog.locations.edit", "catalog.locations.editNamed"],
] as const;

describe("the register's texts in every language", () => {
  const english = strings(enRegister);

  for (const [code, translation] of Object.entries(translations)) {
    it(`${code}: keeps every placeholder of the English text`, () => {
      for (const [key, text] of strings(translation)) {
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key) ?? ""));
      }
    });
  }

  for (const [code, translation] of Object.entries({ en: enRegister, ...translations })) {
    it(`${code}: a button's accessible name contains the words it shows`, () => {
      const texts = strings(translation);
      for (const [label, named] of labelInName) {
        expect(texts.get(named), `${code} ${named}`).toContain(texts.get(label));
      }
    });
  }
});
