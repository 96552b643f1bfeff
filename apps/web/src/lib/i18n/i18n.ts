import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { defaultLocale, localeCodes, type LocaleCode } from "./languages.ts";
import { en, type Translation } from "./locales/en.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

// Each other language is its own chunk: only the active one is downloaded. English is bundled
// with the app because every visit renders it first (see below): fetching it as a chunk put a
// round trip between the app's code arriving and the first render.
const localeModules = import.meta.glob<Record<string, Translation>>([
  "./locales/*.ts",
  "!./locales/en.ts",
  // The locales' own tests live beside them; they are not a language.
  "!./locales/*.test.ts",
]);

async function loadTranslation(locale: string): Promise<Translation> {
  const load = localeModules[`./locales/${locale}.ts`];
  if (!load) return en;
  const module = await load();
  const translation = module[locale];
  if (!translation) throw new Error(`Translation bundle for ${locale} exports nothing`);
  return translation;
}

/**
 * A visitor's stored language starts downloading as soon as the app's code runs, in parallel
 * with hydration, instead of after it (useApplySettings switches to it once the page is live).
 */
function prefetchStoredLocale(): void {
  try {
    const stored = localStorage.getItem("locale");
    if (stored && stored !== defaultLocale) void loadTranslation(stored).catch(() => undefined);
  } catch {
    // Storage may be unavailable (privacy mode); the switch after hydration still loads it.
  }
}

export const i18n = i18next.createInstance();

if (typeof window !== "undefined") prefetchStoredLocale();

/**
 * Starts in English everywhere: prerendered HTML is English, so the first client render
 * must be too. The stored language is applied right after hydration (see useApplySettings).
 */
await i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string) => loadTranslation(language)))
  .init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    resources: { [defaultLocale]: { translation: en } },
    // English above is complete; the backend loads the other languages on demand.
    partialBundledLanguages: true,
    supportedLngs: localeCodes,
    load: "currentOnly",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export async function changeLocale(locale: LocaleCode): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
