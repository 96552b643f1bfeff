import { Trans, useTranslation } from "react-i18next";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { AutoLockSetting } from "../components/auto-lock-setting.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { LaptopIcon } from "../components/icons.tsx";

const SUPPORT_EMAIL = "support@fleetward.com";

const linkClasses =
  "font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300";

export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const page = usePageText("accountSettings");
  const deleteRequest = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t("accountArea.settings.deleteSubject"))}`;
  return (
    <div data-page="account-settings" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.settings.lead")} />
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
              <ul className="mt-3">
                <li className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                  <span className="text-blue-700 dark:text-blue-300">
                    <LaptopIcon />
                  </span>
                  <span className="font-medium text-slate-900 dark:text-white">
                    {t("accountArea.settings.thisBrowser")}
                  </span>
                  <span className="ms-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                    {t("accountArea.settings.currentSession")}
                  </span>
                </li>
              </ul>
              <p className="mt-3 text-sm">{t("accountArea.settings.sharedComputer")}</p>
            </Card>
          </div>
        </div>
      </AccountSection>
      <AccountSection id="danger" title={t("accountArea.settings.dangerSection")}>
        <Card
          title={t("accountArea.settings.deleteAccount")}
          className="border-red-300 dark:border-red-900"
        >
          <p>{t("accountArea.settings.deleteText")}</p>
          <p className="mt-3">
            <Trans
              i18nKey="accountArea.settings.deleteRequest"
              components={{
                email: (
                  <a href={deleteRequest} className={linkClasses}>
                    {SUPPORT_EMAIL}
                  </a>
                ),
              }}
            />
          </p>
        </Card>
      </AccountSection>
    </div>
  );
}
