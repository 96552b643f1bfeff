import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { defaultLocale, localeCodes, type LocaleCode } from "./languages.ts";
import type { Translation } from "./locales/en.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

// Each language is its own chunk: only the active one is downloaded.
const localeModules = import.meta.glob<Record<string, Translation>>("./locales/*.ts");

async function loadTranslation(locale: string): Promise<Translation> {
  const load =
    localeModules[`./locales/${locale}.ts`] ?? localeModules[`./locales/${defaultLocale}.ts`];
  if (!load) throw new Error(`No translation bundle for ${locale}`);
  const module = await load();
  const translation = module[locale] ?? module[defaultLocale];
  if (!translation) throw new Error(`Translation bundle for ${locale} exports nothing`);
  return translation;
}

export const i18n = i18next.createInstance();

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
    supportedLngs: localeCodes,
    load: "currentOnly",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export async function changeLocale(locale: LocaleCode): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
