import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useRevokeScimToken,
  useRotateScimToken,
  useScimStatus,
  type ScimTokenCreated,
} from "../api/scim-api.ts";
import { ScimMappingsForm } from "./scim-mappings-form.tsx";

/**
 * SCIM provisioning (admins): the base URL to paste into Entra ID or Okta, the token (created,
 * rotated or revoked; its secret shown once) and the group → role mapping.
 */
export function ScimSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const status = useScimStatus(true);
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="scim-section">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.scim.title")}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t("workspaceSettings.scim.lead")}
      </p>
      {status.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t("workspaceSettings.scim.loadFailed")}
        </p>
      ) : status.data ? (
        <>
          <DetailsList
            details={[
              {
                label: t("workspaceSettings.scim.baseUrl"),
                value: <span dir="ltr">{status.data.base_url}</span>,
              },
              {
                label: t("workspaceSettings.scim.token"),
                value: status.data.token ? (
                  <span dir="ltr">
                    {status.data.token.prefix}…{status.data.token.last_four}
                  </span>
                ) : (
                  t("workspaceSettings.scim.noToken")
                ),
              },
            ]}
          />
          {created ? <CreatedScimToken token={created} onDone={() => setCreated(null)} /> : null}
          {canManage ? (
            <TokenButtons hasToken={status.data.token !== null} onCreated={setCreated} />
          ) : null}
          <ScimMappingsForm mappings={status.data.mappings} canManage={canManage} />
        </>
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t("common.loading")}
        </p>
      )}
    </section>
  );
}

function TokenButtons({
  hasToken,
  onCreated,
}: {
  hasToken: boolean;
  onCreated: (token: ScimTokenCreated) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateScimToken();
  const revoke = useRevokeScimToken();
  const create = () =>
    rotate.mutate(undefined, { onSuccess: onCreated, onError: (error) => notifyFailure(error, t) });
  const remove = () => {
    if (!window.confirm(t("workspaceSettings.scim.revokeConfirm"))) return;
    revoke.mutate(undefined, {
      onSuccess: () => showNotice({ kind: "success", title: t("workspaceSettings.scim.revoked") }),
      onError: (error) => notifyFailure(error, t),
    });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className={buttonClasses(hasToken ? "secondary" : "primary")}
        disabled={rotate.isPending}
        onClick={create}
      >
        {hasToken ? t("workspaceSettings.scim.rotate") : t("workspaceSettings.scim.create")}
      </button>
      {hasToken ? (
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={revoke.isPending}
          onClick={remove}
        >
          {t("workspaceSettings.scim.revoke")}
        </button>
      ) : null}
    </div>
  );
}

/** The new SCIM token, shown this once, beside the URL to paste with it. */
function CreatedScimToken({ token, onDone }: { token: ScimTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.scim.createdTitle")}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("workspaceSettings.scim.once")}
      </p>
      <label htmlFor={`${id}-secret`} className="block text-sm font-medium">
        {t("workspaceSettings.scim.secret")}
      </label>
      <input
        id={`${id}-secret`}
        readOnly
        dir="ltr"
        value={token.token}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="scim-token-secret"
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <button type="button" className={buttonClasses("secondary")} onClick={onDone}>
        {t("workspaceSettings.scim.done")}
      </button>
    </div>
  );
}
