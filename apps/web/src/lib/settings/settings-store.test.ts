import { beforeEach, describe, expect, it, vi } from "vitest";

// The store keeps module state; each test loads a fresh copy against a fresh localStorage.
async function loadStore() {
  vi.resetModules();
  return import("./settings-store.ts");
}

describe("settings store", () => {
  beforeEach(() => localStorage.clear());

  it("starts from the defaults of spec §9", async () => {
    const { getSettings } = await loadStore();
    expect(getSettings()).toEqual({
      theme: "light",
      menu: "vertical",
      layout: "full",
      rtlClass: "ltr",
      animation: "none",
      navbar: "sticky",
      semidark: false,
      locale: "en",
    });
  });

  it("persists each setting under its own key", async () => {
    const { updateSettings } = await loadStore();
    updateSettings({ theme: "dark", menu: "horizontal", semidark: true, navbar: "floating" });
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(localStorage.getItem("menu")).toBe("horizontal");
    expect(localStorage.getItem("semidark")).toBe("true");
    expect(localStorage.getItem("navbar")).toBe("floating");
    expect(localStorage.getItem("layout")).toBeNull();
  });

  it("reads stored settings back after a reload", async () => {
    localStorage.setItem("theme", "system");
    localStorage.setItem("layout", "boxed-layout");
    localStorage.setItem("animation", "fade");
    localStorage.setItem("locale", "ja");
    const { getSettings } = await loadStore();
    expect(getSettings()).toMatchObject({
      theme: "system",
      layout: "boxed-layout",
      animation: "fade",
      locale: "ja",
    });
  });

  it("ignores stored values it does not know", async () => {
    localStorage.setItem("theme", "purple");
    localStorage.setItem("locale", "xx");
    localStorage.setItem("semidark", "yes");
    const { getSettings } = await loadStore();
    expect(getSettings()).toMatchObject({ theme: "light", locale: "en", semidark: false });
  });

  it("sets right-to-left for ae and left-to-right for every other locale", async () => {
    const { updateSettings, getSettings } = await loadStore();
    updateSettings({ locale: "ae" });
    expect(getSettings().rtlClass).toBe("rtl");
    expect(localStorage.getItem("rtlClass")).toBe("rtl");
    updateSettings({ locale: "de" });
    expect(getSettings().rtlClass).toBe("ltr");
  });

  it("derives the direction from a stored locale when none is stored", async () => {
    localStorage.setItem("locale", "ae");
    const { getSettings } = await loadStore();
    expect(getSettings().rtlClass).toBe("rtl");
  });

  it("notifies subscribers and stops after unsubscribe", async () => {
    const { updateSettings, subscribeToSettings } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = subscribeToSettings(listener);
    updateSettings({ theme: "dark" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    updateSettings({ theme: "light" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reset clears storage and returns to the defaults", async () => {
    const { updateSettings, resetSettings, getSettings, defaultSettings } = await loadStore();
    updateSettings({ theme: "dark", locale: "ae" });
    resetSettings();
    expect(getSettings()).toEqual(defaultSettings);
    expect(localStorage.getItem("theme")).toBeNull();
    expect(localStorage.getItem("locale")).toBeNull();
  });
});
