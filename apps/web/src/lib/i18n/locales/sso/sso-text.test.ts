import { describe, expect, it } from "vitest";
import { itHasEveryEnglishText, sectionStrings } from "../../../../test-support/locale-section.ts";
import { aeSso } from "./ae.ts";
import { daSso } from "./da.ts";
import { deSso } from "./de.ts";
import { elSso } from "./el.ts";
import { enSso, type SsoText } from "./en.ts";
import { esSso } from "./es.ts";
import { frSso } from "./fr.ts";
import { huSso } from "./hu.ts";
import { itSso } from "./it.ts";
import { jaSso } from "./ja.ts";
import { plSso } from "./pl.ts";
import { ptSso } from "./pt.ts";
import { ruSso } from "./ru.ts";
import { svSso } from "./sv.ts";
import { trSso } from "./tr.ts";
import { zhSso } from "./zh.ts";

const translations: Record<string, SsoText> = {
  ae: aeSso,
  da: daSso,
  de: deSso,
  el: elSso,
  es: esSso,
  fr: frSso,
  hu: huSso,
  it: itSso,
  ja: jaSso,
  pl: plSso,
  pt: ptSso,
  ru: ruSso,
  sv: svSso,
  tr: trSso,
  zh: zhSso,
};

/** Texts that may read as in English: product names, and a pair's punctuation. */
const sameInEnglish = new Set([
  "settings.connection.protocols.oidc",
  "settings.connection.protocols.saml",
  "settings.connection.roles.admin",
  "settings.summary.group",
]);

/** Words a language spells as English does ("die Domain"). */
const sameWord: Record<string, readonly string[]> = {
  de: ["settings.domains.domain", "settings.domains.listLabel"],
};

/** Buttons whose accessible name adds what they act on to the visible label (WCAG 2.5.3). */
const labelInName = [
  ["settings.copy", "settings.copyLabel"],
  ["settings.domains.verify", "settings.domains.verifyLabel"],
  ["settings.domains.remove", "settings.domains.removeLabel"],
] as const;

describe("the single sign-on texts in every language", () => {
  itHasEveryEnglishText(enSso, translations);

  for (const [code, translation] of Object.entries({ en: enSso, ...translations })) {
    it(`${code}: has no empty text, and a button's accessible name contains its words`, () => {
      const texts = sectionStrings(translation);
      for (const [key, text] of texts) expect(text.trim(), `${code} ${key}`).not.toBe("");
      for (const [label, named] of labelInName) {
        expect(texts.get(named), `${code} ${named}`).toContain(texts.get(label));
      }
    });
  }

  it("translates every text, the sign-in's included (nothing left in English)", () => {
    const english = sectionStrings(enSso);
    for (const [code, translation] of Object.entries(translations)) {
      for (const [key, text] of sectionStrings(translation)) {
        if (sameInEnglish.has(key) || sameWord[code]?.includes(key)) continue;
        expect(text, `${code} ${key}`).not.toBe(english.get(key));
      }
    }
  });

  it("writes the Arabic texts in Arabic", () => {
    for (const [key, text] of sectionStrings(aeSso)) {
      if (key.startsWith("settings.connection.protocols.") || key === "settings.summary.group") {
        continue;
      }
      expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
