import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DetailsList } from "../../../../components/details-list.tsx";
import { useSsoStatus, type SsoStatus } from "../api/sso-api.ts";
import { CopyValue } from "./copy-value.tsx";
import { SsoConnectionForm } from "./sso-connection-form.tsx";
import { SsoDomains } from "./sso-domains.tsx";
import { SsoRequired } from "./sso-required.tsx";
import { SsoSummary } from "./sso-summary.tsx";

/**
 * Single sign-on (ADR 0055). Admins see what to enter at the identity provider, the
 * connection form, the verified domains and "require SSO"; other members (and admins of a
 * read-only workspace) see the same settings without controls.
 */
export function SsoSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const status = useSsoStatus();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6" data-testid="sso-section">
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("sso.settings.title")}
        </h2>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          {t("sso.settings.lead")}
        </p>
      </div>
      {status.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t("sso.settings.loadFailed")}
        </p>
      ) : status.data ? (
        <>
          {canManage ? (
            <>
              <ServiceProvider values={status.data.service_provider} />
              <SsoConnectionForm connection={status.data.connection} />
            </>
          ) : (
            <SsoSummary connection={status.data.connection} />
          )}
          <SsoDomains domains={status.data.domains} canManage={canManage} />
          <SsoRequired status={status.data} canManage={canManage} />
        </>
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t("common.loading")}
        </p>
      )}
    </section>
  );
}

/** The values the identity provider asks for, each with a copy button. */
function ServiceProvider({ values }: { values: SsoStatus["service_provider"] }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = [
    ["sso.settings.serviceProvider.oidcRedirectUri", values.oidc_redirect_uri],
    ["sso.settings.serviceProvider.samlAcsUrl", values.saml_acs_url],
    ["sso.settings.serviceProvider.samlEntityId", values.saml_entity_id],
    ["sso.settings.serviceProvider.samlMetadataUrl", values.saml_metadata_url],
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl space-y-2" data-testid="sso-sp">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("sso.settings.serviceProvider.title")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("sso.settings.serviceProvider.lead")}
      </p>
      <DetailsList
        details={rows.map(([key, value]) => ({
          label: t(key),
          value: <CopyValue label={t(key)} value={value} />,
        }))}
      />
    </section>
  );
}
