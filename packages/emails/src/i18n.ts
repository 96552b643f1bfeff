import { emailAe } from "./locales/ae.ts";
import { emailDa } from "./locales/da.ts";
import { emailDe } from "./locales/de.ts";
import { emailEl } from "./locales/el.ts";
import { emailEn, type EmailStrings, type Plural } from "./locales/en.ts";
import { emailEs } from "./locales/es.ts";
import { emailFr } from "./locales/fr.ts";
import { emailHu } from "./locales/hu.ts";
import { emailIt } from "./locales/it.ts";
import { emailJa } from "./locales/ja.ts";
import { emailPl } from "./locales/pl.ts";
import { emailPt } from "./locales/pt.ts";
import { emailRu } from "./locales/ru.ts";
import { emailSv } from "./locales/sv.ts";
import { emailTr } from "./locales/tr.ts";
import { emailZh } from "./locales/zh.ts";

export type { EmailStrings, Plural };

/** The interface languages of the web app; `ae` is Arabic, written right to left. */
const dictionaries = {
  en: emailEn,
  de: emailDe,
  ja: emailJa,
  ae: emailAe,
  da: emailDa,
  el: emailEl,
  es: emailEs,
  fr: emailFr,
  hu: emailHu,
  it: emailIt,
  pl: emailPl,
  pt: emailPt,
  ru: emailRu,
  sv: emailSv,
  tr: emailTr,
  zh: emailZh,
} satisfies Record<string, EmailStrings>;

export type EmailLocale = keyof typeof dictionaries;

export const emailLocales = Object.keys(dictionaries) as EmailLocale[];

export function isEmailLocale(locale: unknown): locale is EmailLocale {
  return typeof locale === "string" && Object.hasOwn(dictionaries, locale);
}

/** One of the 16 languages; anything else is English. */
export function resolveEmailLocale(locale: string | null | undefined): EmailLocale {
  return isEmailLocale(locale) ? locale : "en";
}

/** The e-mail strings in `locale`; an unknown locale gets English. */
export function emailStrings(locale: string): EmailStrings {
  return dictionaries[resolveEmailLocale(locale)];
}

/** `dir` of an e-mail in `locale`. */
export function emailDir(locale: string): "ltr" | "rtl" {
  return resolveEmailLocale(locale) === "ae" ? "rtl" : "ltr";
}

/** `lang` of an e-mail in `locale`: a BCP 47 tag, so `ae` (Arabic) is `ar`. */
export function emailLang(locale: string): string {
  const code = resolveEmailLocale(locale);
  return code === "ae" ? "ar" : code;
}

const intlTags: Partial<Record<EmailLocale, string>> = {
  // "4 June 2025", as the English e-mails have always stated dates.
  en: "en-GB",
  // Western digits, like the rest of the Arabic interface and the URLs in the e-mails.
  ae: "ar-u-nu-latn",
  pt: "pt-PT",
  zh: "zh-CN",
};

/** The tag for `Intl` formatters (dates, amounts, plural rules). */
export function intlLocale(locale: string): string {
  const code = resolveEmailLocale(locale);
  return intlTags[code] ?? code;
}

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The plural form for `count` in `locale`, with `{{count}}` and `values` filled in. */
export function pluralize(
  forms: Plural,
  count: number,
  locale: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = new Intl.PluralRules(intlLocale(locale)).select(count);
  return interpolate(forms[category] ?? forms.other, { ...values, count });
}
