import { describe, expect, it } from "vitest";
import { htmlLangOf, intlLocaleOf } from "./languages.ts";

describe("language tags", () => {
  it("names Arabic `ar` in the document and keeps Western digits in Intl", () => {
    expect(htmlLangOf("ae")).toBe("ar");
    expect(intlLocaleOf("ae")).toBe("ar-u-nu-latn");
    expect(new Intl.NumberFormat(intlLocaleOf("ae")).format(1240)).toBe("1,240");
  });

  it("passes every other language through", () => {
    expect(intlLocaleOf("de")).toBe("de");
    expect(intlLocaleOf("zh")).toBe("zh");
  });
});
