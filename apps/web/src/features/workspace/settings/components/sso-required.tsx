import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DetailsList } from "../../../../components/details-list.tsx";
import { ToggleField } from "../../../../components/toggle-field.tsx";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSetSsoRequired, type SsoStatus } from "../api/sso-api.ts";
import { notifyRefusal } from "../lib/sso-refusal.ts";

/**
 * "Require SSO for verified domains" (ADR 0055): members whose e-mail is in a verified domain
 * sign in only through the identity provider, the owner's password with a second factor
 * excepted. It needs a connection and a verified domain; the server also refuses (409) when
 * the admin switching it on would lock themselves out, and says why.
 */
export function SsoRequired({ status, canManage }: { status: SsoStatus; canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const set = useSetSsoRequired();
  const required = status.connection?.required ?? false;
  const ready = status.connection !== null && status.domains.some((d) => d.verified_at !== null);
  const state = t(required ? "sso.settings.required.on" : "sso.settings.required.off");
  const change = (next: boolean) =>
    set.mutate(next, {
      onSuccess: () => showNotice({ kind: "success", title: t("sso.settings.required.saved") }),
      onError: (error) =>
        notifyRefusal(error, t, {
          statuses: [409],
          title: t("sso.settings.required.refused"),
          help: "sso.settings.required.refusedHelp",
        }),
    });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-1" data-testid="sso-required">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("sso.settings.required.title")}
      </h3>
      {canManage ? (
        <ToggleField
          id={`${id}-toggle`}
          label={t("sso.settings.required.label")}
          description={required || ready ? state : `${state} ${t("sso.settings.required.needs")}`}
          checked={required}
          // Switching it off is always possible; on needs a connection and a verified domain.
          disabled={set.isPending || (!required && !ready)}
          onChange={(event) => change(event.target.checked)}
        />
      ) : (
        <DetailsList details={[{ label: t("sso.settings.required.label"), value: state }]} />
      )}
    </section>
  );
}
