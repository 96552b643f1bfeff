import { htmlLangOf } from "../i18n/languages.ts";
import type { Settings } from "./settings-store.ts";

export const darkSchemeQuery = "(prefers-color-scheme: dark)";

export function isDarkTheme(theme: Settings["theme"], systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

/** Reflects the settings on the document: `dark` on body, `lang` and `dir` on html. */
export function applySettingsToDocument(settings: Settings, systemPrefersDark: boolean): void {
  const { body, documentElement: html } = document;
  body.classList.toggle("dark", isDarkTheme(settings.theme, systemPrefersDark));
  body.classList.toggle("semidark", settings.semidark);
  html.lang = htmlLangOf(settings.locale);
  html.dir = settings.rtlClass;
  html.dataset.layout = settings.layout;
  html.dataset.menu = settings.menu;
  html.dataset.navbar = settings.navbar;
  html.dataset.animation = settings.animation;
}
