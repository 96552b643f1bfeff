import { describe, expect, it } from "vitest";
import { itHasEveryEnglishText, sectionStrings } from "../../../../test-support/locale-section.ts";
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

/** Buttons whose accessible name adds the passkey's name to the visible label (WCAG 2.5.3). */
const labelInName = [["settings.passkeys.remove", "settings.passkeys.removeLabel"]] as const;

describe("the second-factor texts in every language", () => {
  itHasEveryEnglishText(enSecondFactors, translations);

  for (const [code, translation] of Object.entries({ en: enSecondFactors, ...translations })) {
    it(`${code}: a button's accessible name contains the words it shows`, () => {
      const texts = sectionStrings(translation);
      for (const [label, named] of labelInName) {
        expect(texts.get(named), `${code} ${named}`).toContain(texts.get(label));
      }
    });
  }
});
