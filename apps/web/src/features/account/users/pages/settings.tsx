import { useTranslation } from "react-i18next";
import { Card } from "../../../../components/card.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { languages, type LocaleCode } from "../../../../lib/i18n/languages.ts";
import { toggleMainLoader } from "../../../../lib/main-loader.ts";
import {
  themes,
  updateSettings,
  useSettings,
  type Settings,
} from "../../../../lib/settings/settings-store.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { AutoLockSetting } from "../components/auto-lock-setting.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { DeleteAccount } from "../components/delete-account.tsx";
import { SessionList } from "../components/session-list.tsx";
import { TwoStepSettings } from "../components/two-step/two-step-settings.tsx";

const themeLabels = {
  light: "settings.themeLight",
  dark: "settings.themeDark",
  system: "settings.themeSystem",
} as const;

/** Language and theme: the same store as the settings panel, so both stay in step. */
function Appearance() {
  const { t } = useTranslation();
  const { locale, theme } = useSettings();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <SelectField
        id="account-language"
        label={t("settings.language")}
        value={locale}
        onChange={(event) => {
          toggleMainLoader();
          updateSettings({ locale: event.target.value as LocaleCode });
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="account-theme"
        label={t("settings.theme")}
        value={theme}
        onChange={(event) => updateSettings({ theme: event.target.value as Settings["theme"] })}
      >
        {themes.map((option) => (
          <option key={option} value={option}>
            {t(themeLabels[option])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const page = usePageText("accountSettings");
  return (
    <div data-page="account-settings" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.settings.lead")} />
      <AccountSection id="preferences" title={t("billing.preferencesSection")}>
        <Card title={t("billing.appearance")}>
          <Appearance />
        </Card>
      </AccountSection>
      <AccountSection id="security" title={t("accountArea.settings.securitySection")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("accountArea.settings.changePassword")}>
            <ChangePasswordForm />
          </Card>
          <div className="space-y-6">
            <Card title={t("accountArea.settings.autoLock")}>
              <AutoLockSetting />
            </Card>
            <Card title={t("accountArea.settings.activeSessions")}>
              <SessionList />
              <p className="mt-3 text-sm">{t("accountArea.settings.sharedComputer")}</p>
            </Card>
          </div>
          <Card title={t("secondFactors.settings.title")} className="lg:col-span-2">
            <TwoStepSettings />
          </Card>
        </div>
      </AccountSection>
      <AccountSection id="danger" title={t("accountArea.settings.dangerSection")}>
        <Card
          title={t("accountArea.settings.deleteAccount")}
          className="border-red-300 dark:border-red-900"
        >
          <p>{t("billing.deleteIntro")}</p>
          <DeleteAccount />
        </Card>
      </AccountSection>
    </div>
  );
}
