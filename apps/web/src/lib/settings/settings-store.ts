import { useSyncExternalStore } from "react";
import { defaultLocale, directionOf, localeCodes, type LocaleCode } from "../i18n/languages.ts";

export const themes = ["light", "dark", "system"] as const;
export const menus = ["vertical", "collapsible-vertical", "horizontal"] as const;
export const layouts = ["full", "boxed-layout"] as const;
export const directions = ["ltr", "rtl"] as const;
export const animations = ["none", "fade", "fade-up", "zoom"] as const;
export const navbars = ["sticky", "floating", "static"] as const;

export type Settings = {
  theme: (typeof themes)[number];
  menu: (typeof menus)[number];
  layout: (typeof layouts)[number];
  rtlClass: (typeof directions)[number];
  animation: (typeof animations)[number];
  navbar: (typeof navbars)[number];
  semidark: boolean;
  locale: LocaleCode;
};

/** Spec §9 defaults. */
export const defaultSettings: Readonly<Settings> = Object.freeze({
  theme: "light",
  menu: "vertical",
  layout: "full",
  rtlClass: "ltr",
  animation: "none",
  navbar: "sticky",
  semidark: false,
  locale: defaultLocale,
});

const allowedValues: { [K in keyof Settings]: readonly Settings[K][] } = {
  theme: themes,
  menu: menus,
  layout: layouts,
  rtlClass: directions,
  animation: animations,
  navbar: navbars,
  semidark: [false, true],
  locale: localeCodes,
};

const settingKeys = Object.keys(defaultSettings) as (keyof Settings)[];

function parseStored<K extends keyof Settings>(key: K, raw: string | null): Settings[K] {
  const value = key === "semidark" ? raw === "true" : raw;
  return (allowedValues[key] as readonly unknown[]).includes(value)
    ? (value as Settings[K])
    : defaultSettings[key];
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // Storage can be disabled by the browser's privacy settings.
  }
}

/** Each setting lives under its own localStorage key, named as in the spec. */
export function readStoredSettings(): Settings {
  const store = storage();
  const settings = { ...defaultSettings };
  for (const key of settingKeys) {
    (settings as Record<string, unknown>)[key] = parseStored(key, store?.getItem(key) ?? null);
  }
  // A locale stored without a direction (older data, or set by hand) still gets its own direction.
  if (store?.getItem("rtlClass") == null) settings.rtlClass = directionOf(settings.locale);
  return settings;
}

let current: Settings | undefined;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= readStoredSettings();
  return current;
}

function publish(next: Settings): void {
  current = next;
  for (const listener of listeners) listener();
}

export function updateSettings(patch: Partial<Settings>): void {
  const previous = getSettings();
  const next = { ...previous, ...patch };
  // Spec §4: choosing a locale also sets its text direction.
  if (patch.locale && patch.rtlClass === undefined) next.rtlClass = directionOf(patch.locale);
  const store = storage();
  for (const key of settingKeys) {
    if (next[key] !== previous[key]) store?.setItem(key, String(next[key]));
  }
  publish(next);
}

export function resetSettings(): void {
  const store = storage();
  for (const key of settingKeys) store?.removeItem(key);
  publish({ ...defaultSettings });
}

export function subscribeToSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab changed a setting: follow it. */
export function syncSettingsFromStorage(): void {
  publish(readStoredSettings());
}

/** Prerendered HTML is built with the defaults, so hydration starts from them too. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribeToSettings, getSettings, () => defaultSettings);
}
