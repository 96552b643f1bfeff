import { countryCodes } from "@fleetward/contracts/trials";
import { useMemo } from "react";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";

/** Country names in the reader's language, sorted for that language. */
export function useCountries(language: string) {
  return useMemo(() => {
    const locale = intlLocaleOf(language);
    const names = new Intl.DisplayNames([locale], { type: "region" });
    const collator = new Intl.Collator(locale);
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);
}
