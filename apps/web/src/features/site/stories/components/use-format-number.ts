import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";

/** `1,240` / `1.240` / `1 240`: a count in the reader's language (Arabic keeps Latin digits, as prices do). */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
