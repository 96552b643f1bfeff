import { beforeEach, describe, expect, it } from "vitest";
import { defaultSettings } from "./settings-store.ts";
import { applySettingsToDocument, isDarkTheme } from "./theme.ts";

describe("theme", () => {
  it("dark is dark, light is light, system follows the OS", () => {
    expect(isDarkTheme("dark", false)).toBe(true);
    expect(isDarkTheme("light", true)).toBe(false);
    expect(isDarkTheme("system", true)).toBe(true);
    expect(isDarkTheme("system", false)).toBe(false);
  });
});

describe("applySettingsToDocument", () => {
  beforeEach(() => {
    document.body.className = "";
    document.documentElement.removeAttribute("dir");
  });

  it("puts `dark` on body only for a dark theme", () => {
    applySettingsToDocument({ ...defaultSettings, theme: "dark" }, false);
    expect(document.body.classList.contains("dark")).toBe(true);
    applySettingsToDocument({ ...defaultSettings, theme: "system" }, false);
    expect(document.body.classList.contains("dark")).toBe(false);
    applySettingsToDocument({ ...defaultSettings, theme: "system" }, true);
    expect(document.body.classList.contains("dark")).toBe(true);
  });

  it("sets lang and dir on html", () => {
    applySettingsToDocument({ ...defaultSettings, locale: "ae", rtlClass: "rtl" }, false);
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    applySettingsToDocument({ ...defaultSettings, locale: "ja" }, false);
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.documentElement.lang).toBe("ja");
  });

  it("exposes layout choices for the stylesheet", () => {
    applySettingsToDocument(
      { ...defaultSettings, layout: "boxed-layout", animation: "zoom" },
      false,
    );
    expect(document.documentElement.dataset.layout).toBe("boxed-layout");
    expect(document.documentElement.dataset.animation).toBe("zoom");
  });
});
