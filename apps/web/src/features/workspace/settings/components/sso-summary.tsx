import { useTranslation } from "react-i18next";
import { DetailsList, type Detail } from "../../../../components/details-list.tsx";
import type { SsoConnection } from "../api/sso-api.ts";

const ltr = (value: string | null) => (value === null ? null : <span dir="ltr">{value}</span>);

/** The connection as members without the right to change it see it (no secret exists here). */
export function SsoSummary({ connection }: { connection: SsoConnection | null }) {
  const { t } = useTranslation();
  if (!connection) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="sso-summary">
        {t("sso.settings.notSetUp")}
      </p>
    );
  }
  const role = (value: SsoConnection["default_role"]) =>
    t(`sso.settings.connection.roles.${value}`);
  const provider: Detail[] =
    connection.protocol === "oidc"
      ? [
          { label: t("sso.settings.summary.issuer"), value: ltr(connection.issuer) },
          { label: t("sso.settings.summary.clientId"), value: ltr(connection.client_id) },
        ]
      : [
          { label: t("sso.settings.summary.metadataUrl"), value: ltr(connection.metadata_url) },
          { label: t("sso.settings.summary.idpEntityId"), value: ltr(connection.idp_entity_id) },
        ];
  const groups =
    connection.group_roles.length === 0 ? (
      t("sso.settings.summary.noGroups")
    ) : (
      <ul>
        {connection.group_roles.map((row) => (
          <li key={row.group}>
            {t("sso.settings.summary.group", { group: row.group, role: role(row.role) })}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="max-w-3xl" data-testid="sso-summary">
      <DetailsList
        details={[
          {
            label: t("sso.settings.summary.protocol"),
            value: t(`sso.settings.connection.protocols.${connection.protocol}`),
          },
          ...provider,
          { label: t("sso.settings.summary.defaultRole"), value: role(connection.default_role) },
          { label: t("sso.settings.summary.groups"), value: groups },
        ]}
      />
    </div>
  );
}
