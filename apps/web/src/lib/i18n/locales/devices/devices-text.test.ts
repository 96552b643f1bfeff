import { describe, expect, it } from "vitest";
import { aeDevices } from "./ae.ts";
import { daDevices } from "./da.ts";
import { deDevices } from "./de.ts";
import { elDevices } from "./el.ts";
import { enDevices, type DevicesText } from "./en.ts";
import { esDevices } from "./es.ts";
import { frDevices } from "./fr.ts";
import { huDevices } from "./hu.ts";
import { itDevices } from "./it.ts";
import { jaDevices } from "./ja.ts";
import { plDevices } from "./pl.ts";
import { ptDevices } from "./pt.ts";
import { ruDevices } from "./ru.ts";
import { svDevices } from "./sv.ts";
import { trDevices } from "./tr.ts";
import { zhDevices } from "./zh.ts";

const translations: Record<string, DevicesText> = {
  ae: aeDevices,
  da: daDevices,
  de: deDevices,
  el: elDevices,
  es: esDevices,
  fr: frDevices,
  hu: huDevices,
  it: itDevices,
  ja: jaDevices,
  pl: plDevices,
  pt: ptDevices,
  ru: ruDevices,
  sv: svDevices,
  tr: trDevices,
  zh: zhDevices,
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
/** `_one` forms may spell the number out ("one core"); every other text keeps them all. */
const ownPlaceholders = (key: string, text: string) =>
  key.endsWith("_one") ? placeholders(text).filter((name) => name !== "count") : placeholders(text);

describe("the devices texts in every language", () => {
  const english = strings(enDevices);
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
});
