import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminsOnly } from "../../../../components/workspace/admins-only.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { useApiTokens, useWorkspaceSettings, type ApiTokenCreated } from "../api/api-tokens-api.ts";
import { CreatedToken } from "../components/created-token.tsx";
import { TokenLifetimeNote } from "../components/token-lifetime-note.tsx";
import { TokenForm } from "../components/token-form.tsx";
import { TokenList } from "../components/token-list.tsx";

/**
 * The workspace's API tokens, for the owner and admins: create one (its secret shown once),
 * see what each may do and when it was last used, revoke. Others are told to ask an admin.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate title={t("apiTokens.nav")} description={t("apiTokens.meta.description")}>
      {({ me, readOnly }) =>
        roleAtLeast(me.role, "admin") ? (
          <ManageTokens readOnly={readOnly} />
        ) : (
          <AdminsOnly message={t("apiTokens.page.adminsOnly")} />
        )
      }
    </WorkspaceGate>
  );
}

function ManageTokens({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const settings = useWorkspaceSettings();
  const maxDays = settings.data?.max_token_lifetime_days ?? null;
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  return (
    <section aria-labelledby="api-tokens-title" className="space-y-6">
      <div className="space-y-2">
        <h1 id="api-tokens-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("apiTokens.page.title")}
        </h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t("apiTokens.page.lead")}</p>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
          {t("apiTokens.page.docs")}{" "}
          <a href="/api/docs" className="underline">
            /api/docs
          </a>
        </p>
      </div>
      {created ? <CreatedToken token={created} onDone={() => setCreated(null)} /> : null}
      {settings.data ? <TokenLifetimeNote maxDays={maxDays} /> : null}
      {readOnly || !settings.data ? null : (
        <section aria-labelledby="api-tokens-new" className="space-y-3">
          <h2 id="api-tokens-new" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("apiTokens.form.title")}
          </h2>
          <TokenForm maxDays={maxDays} onCreated={setCreated} />
        </section>
      )}
      {tokens.isError ? (
        <p role="alert">{t("apiTokens.page.loadFailed")}</p>
      ) : tokens.data ? (
        <TokenList tokens={tokens.data} />
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </section>
  );
}
