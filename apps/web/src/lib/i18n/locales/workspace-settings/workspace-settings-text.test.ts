import { describe, expect, it } from "vitest";
import { itHasEveryEnglishText } from "../../../../test-support/locale-section.ts";
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

describe("the workspace settings texts (SCIM card included) in every language", () => {
  itHasEveryEnglishText(enWorkspaceSettings, translations);

  it("translates the SCIM card in every language (not left in English)", () => {
    for (const [code, translation] of Object.entries(translations)) {
      expect(translation.scim.lead, code).not.toBe(enWorkspaceSettings.scim.lead);
      expect(translation.scim.once, code).not.toBe(enWorkspaceSettings.scim.once);
    }
  });
});
