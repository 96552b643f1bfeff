import { describe } from "vitest";
import { itHasEveryEnglishText } from "../../../../test-support/locale-section.ts";
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

describe("the devices texts in every language", () => {
  itHasEveryEnglishText(enDevices, translations);
});
