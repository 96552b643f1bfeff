import { describe, expect, it } from "vitest";
import { aeWorkspaceSettings } from "./ae.ts";
import { daWorkspaceSettings } from "./da.ts";
import { deWorkspaceSettings } from "./de.ts";
import { elWorkspaceSettings } from "./el.ts";
import { enWorkspaceSettings, type WorkspaceSettingsText } from "./en.ts";
import { esWorkspaceSettings } from "./es.ts";
import { frWorkspaceSettings } from "./fr.ts";
import { huWorkspaceSettings } from "./hu.ts";
import { itWorkspaceSettings } from "./it.ts";
import { jaWorkspaceSettings } from "./ja.ts";
import { plWorkspaceSettings } from "./pl.ts";
import { ptWorkspaceSettings } from "./pt.ts";
import { ruWorkspaceSettings } from "./ru.ts";
import { svWorkspaceSettings } from "./sv.ts";
import { trWorkspaceSettings } from "./tr.ts";
import { zhWorkspaceSettings } from "./zh.ts";

const translations: Record<string, WorkspaceSettingsText> = {
  ae: aeWorkspaceSettings,
  da: daWorkspaceSettings,
  de: deWorkspaceSettings,
  el: elWorkspaceSettings,
  es: esWorkspaceSettings,
  fr: frWorkspaceSettings,
  hu: huWorkspaceSettings,
  it: itWorkspaceSettings,
  ja: jaWorkspaceSettings,
  pl: plWorkspaceSettings,
  pt: ptWorkspaceSettings,
  ru: ruWorkspaceSettings,
  sv: svWorkspaceSettings,
  tr: trWorkspaceSettings,
  zh: zhWorkspaceSettings,
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

describe("the workspace settings texts (SCIM card included) in every language", () => {
  const english = strings(enWorkspaceSettings);
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

  it("translates the SCIM card in every language (not left in English)", () => {
    for (const [code, translation] of Object.entries(translations)) {
      expect(translation.scim.lead, code).not.toBe(enWorkspaceSettings.scim.lead);
      expect(translation.scim.once, code).not.toBe(enWorkspaceSettings.scim.once);
    }
  });
});
