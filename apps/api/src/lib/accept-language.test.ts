import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./accept-language.ts";

describe("localeFromAcceptLanguage", () => {
  it("picks the highest-weighted supported language, matching on the primary subtag", () => {
    expect(localeFromAcceptLanguage("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(localeFromAcceptLanguage("nl-NL, fr-BE;q=0.7, en;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage("en;q=0.4, ja;q=0.8")).toBe("ja");
    expect(localeFromAcceptLanguage("PT-br")).toBe("pt");
    expect(localeFromAcceptLanguage("zh-Hans-CN,zh;q=0.9")).toBe("zh");
  });

  it("answers Arabic as the product's code `ae`", () => {
    expect(localeFromAcceptLanguage("ar-EG,ar;q=0.9,en;q=0.5")).toBe("ae");
  });

  it("keeps the given order between equal weights and skips q=0", () => {
    expect(localeFromAcceptLanguage("sv, da")).toBe("sv");
    expect(localeFromAcceptLanguage("es;q=0, it;q=0.1")).toBe("it");
  });

  it("answers undefined when nothing matches or the header is absent or malformed", () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage("nl, *;q=0.1")).toBeUndefined();
    expect(localeFromAcceptLanguage(";;,q=,de;q=abc")).toBeUndefined();
  });
});
