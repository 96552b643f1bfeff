import { useTranslation } from "react-i18next";
import { useWorkspaceSettings } from "../api/settings-api.ts";
import { AssetTagSection } from "./asset-tag-form.tsx";
import { CurrencySection } from "./currency-form.tsx";
import { QuotasSection } from "./quotas-table.tsx";
import { ScimSection } from "./scim-section.tsx";
import { SsoSection } from "./sso-section.tsx";
import { TokenLifetimeSection } from "./token-lifetime-form.tsx";
import { TwoStepSection } from "./two-step-section.tsx";

/**
 * The workspace settings page's content. The owner and admins (`isAdmin`) change settings
 * unless the workspace is read-only (its trial ended, which its banner says); everyone else
 * sees the same values without controls.
 */
export function SettingsView({ isAdmin, readOnly }: { isAdmin: boolean; readOnly: boolean }) {
  const { t } = useTranslation();
  const canManage = isAdmin && !readOnly;
  const settings = useWorkspaceSettings();
  return (
    <section aria-labelledby="workspace-settings-title" className="space-y-8">
      <div className="space-y-2">
        <h1
          id="workspace-settings-title"
          className="text-2xl font-bold text-slate-900 dark:text-white"
        >
          {t("workspaceSettings.page.title")}
        </h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">
          {t("workspaceSettings.page.lead")}
        </p>
        {isAdmin ? null : (
          <p
            className="max-w-3xl text-sm text-slate-600 dark:text-slate-300"
            data-testid="view-only"
          >
            {t("workspaceSettings.page.viewOnly")}
          </p>
        )}
      </div>
      {settings.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t("workspaceSettings.page.loadFailed")}
        </p>
      ) : settings.data ? (
        <>
          <AssetTagSection settings={settings.data} canManage={canManage} />
          <TokenLifetimeSection
            maxDays={settings.data.max_token_lifetime_days}
            canManage={canManage}
          />
          <CurrencySection currency={settings.data.currency} canManage={canManage} />
          <TwoStepSection required={settings.data.require_two_step} canManage={canManage} />
        </>
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t("common.loading")}
        </p>
      )}
      {isAdmin ? <ScimSection canManage={canManage} /> : null}
      <SsoSection canManage={canManage} />
      <QuotasSection />
    </section>
  );
}
