import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { htmlLangOf, type LocaleCode } from "../../../../lib/i18n/languages.ts";

/** `1,240` / `1.240` / `1 240`: a count in the reader's language (Arabic keeps Latin digits, as prices do). */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const lang = htmlLangOf(i18n.language as LocaleCode);
  return useMemo(() => {
    const format = new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang);
    return (value: number) => format.format(value);
  }, [lang]);
}
