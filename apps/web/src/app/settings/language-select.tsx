import { useId } from "react";
import { useTranslation } from "react-i18next";
import { languages, type LocaleCode } from "../../lib/i18n/languages.ts";
import { toggleMainLoader } from "../../lib/main-loader.ts";
import { updateSettings, useSettings } from "../../lib/settings/settings-store.ts";

/** All 16 bundled languages, English, German and Japanese first (spec §9). */
export function LanguageSelect({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useSettings();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t("settings.language")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          toggleMainLoader();
          updateSettings({ locale: event.target.value as LocaleCode });
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        data-testid="language-select"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
