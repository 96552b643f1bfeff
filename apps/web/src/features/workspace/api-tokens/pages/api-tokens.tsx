import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
} from "../../../../lib/workspace/workspace-queries.ts";
import { useApiTokens, type ApiTokenCreated } from "../api/api-tokens-api.ts";
import { CreatedToken } from "../components/created-token.tsx";
import { TokenForm } from "../components/token-form.tsx";
import { TokenList } from "../components/token-list.tsx";

/**
 * The workspace's API tokens, for the owner and admins: create one (its secret shown once),
 * see what each may do and when it was last used, revoke. Others are told to ask an admin.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;
  const meta = (
    <PageMeta title={t("apiTokens.meta.title")} description={t("apiTokens.meta.description")} />
  );

  if (!token) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain}>
        {meta}
        <div className="px-4 py-12">
          <WorkspaceSignIn appDomain={appDomain ?? ""} />
        </div>
      </WorkspaceShell>
    );
  }
  const shell = (children: React.ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void signOut()}
      me={me.data}
    >
      {meta}
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">{children}</div>
    </WorkspaceShell>
  );

  if (lookup.isError || me.isError) {
    const notMember = hasStatus(lookup.error, 404) || hasStatus(me.error, 404);
    return shell(
      <p role="alert">{notMember ? t("members.none.notMember") : t("workspace.loadFailed")}</p>,
    );
  }
  if (!me.data) return shell(<p role="status">{t("common.loading")}</p>);
  if (!roleAtLeast(me.data.role, "admin")) {
    return shell(
      <div role="alert" className="space-y-4">
        <p>{t("apiTokens.page.adminsOnly")}</p>
        <Link to="/workspace" className={buttonClasses("secondary")}>
          {t("members.shell.register")}
        </Link>
      </div>,
    );
  }
  return shell(<ManageTokens readOnly={summary.data?.read_only ?? false} />);
}

function ManageTokens({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
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
      {readOnly ? null : (
        <section aria-labelledby="api-tokens-new" className="space-y-3">
          <h2 id="api-tokens-new" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("apiTokens.form.title")}
          </h2>
          <TokenForm onCreated={setCreated} />
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
