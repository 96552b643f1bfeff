/** The bundled interface languages. English, German and Japanese come first in the selector. */
export const languages = [
  { code: "en", name: "English", htmlLang: "en" },
  { code: "de", name: "Deutsch", htmlLang: "de" },
  { code: "ja", name: "日本語", htmlLang: "ja" },
  { code: "ae", name: "العربية", htmlLang: "ar" },
  { code: "da", name: "Dansk", htmlLang: "da" },
  { code: "el", name: "Ελληνικά", htmlLang: "el" },
  { code: "es", name: "Español", htmlLang: "es" },
  { code: "fr", name: "Français", htmlLang: "fr" },
  { code: "hu", name: "Magyar", htmlLang: "hu" },
  { code: "it", name: "Italiano", htmlLang: "it" },
  { code: "pl", name: "Polski", htmlLang: "pl" },
  { code: "pt", name: "Português", htmlLang: "pt" },
  { code: "ru", name: "Русский", htmlLang: "ru" },
  { code: "sv", name: "Svenska", htmlLang: "sv" },
  { code: "tr", name: "Türkçe", htmlLang: "tr" },
  { code: "zh", name: "中文", htmlLang: "zh" },
] as const;

export type LocaleCode = (typeof languages)[number]["code"];

export const localeCodes = languages.map((language) => language.code) as LocaleCode[];

export const defaultLocale: LocaleCode = "en";

/** Spec §4: locale `ae` is right-to-left, every other locale left-to-right. */
export function directionOf(locale: LocaleCode): "rtl" | "ltr" {
  return locale === "ae" ? "rtl" : "ltr";
}

/** `ae` is the product's code for Arabic; the document language must be the BCP 47 tag `ar`. */
export function htmlLangOf(locale: LocaleCode): string {
  return languages.find((language) => language.code === locale)?.htmlLang ?? "en";
}

/**
 * The tag for `Intl` formatters (dates, numbers, names, sorting): the document language, with
 * Western digits in Arabic like the rest of the interface and the e-mails.
 */
export function intlLocaleOf(locale: string): string {
  const lang = htmlLangOf(locale as LocaleCode);
  return lang === "ar" ? "ar-u-nu-latn" : lang;
}
