import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { AutoLockSetting } from "../components/auto-lock-setting.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { LaptopIcon } from "../components/icons.tsx";

const SUPPORT_EMAIL = "support@fleetward.com";
const deleteRequest = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Delete my Fleetward account")}`;

const linkClasses =
  "font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300";

export default function AccountSettingsPage() {
  const page = usePageText("accountSettings");
  return (
    <div data-page="account-settings" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="Keep your account secure: your password, when the screen locks and where you are signed in."
      />
      <AccountSection id="security" title="Security">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Change password">
            <ChangePasswordForm />
          </Card>
          <div className="space-y-6">
            <Card title="Auto-lock">
              <AutoLockSetting />
            </Card>
            <Card title="Active sessions">
              <ul className="mt-3">
                <li className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                  <span className="text-blue-700 dark:text-blue-300">
                    <LaptopIcon />
                  </span>
                  <span className="font-medium text-slate-900 dark:text-white">This browser</span>
                  <span className="ms-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                    Current session
                  </span>
                </li>
              </ul>
              <p className="mt-3 text-sm">
                Used a shared or borrowed computer? Choose “Sign out” in the account menu there: it
                ends the session on our server as well, not just in that browser.
              </p>
            </Card>
          </div>
        </div>
      </AccountSection>
      <AccountSection id="danger" title="Danger zone">
        <Card title="Delete account" className="border-red-300 dark:border-red-900">
          <p>
            Deleting your account removes your profile, your trial request and your workspace with
            every device record in it. While Fleetward is in beta there is no data export, so this
            cannot be undone.
          </p>
          <p className="mt-3">
            To make sure nobody deletes an account from a stolen session, we do it on request: write
            to{" "}
            <a href={deleteRequest} className={linkClasses}>
              {SUPPORT_EMAIL}
            </a>{" "}
            from the address on your account. We confirm by e-mail within one business day.
          </p>
        </Card>
      </AccountSection>
    </div>
  );
}
