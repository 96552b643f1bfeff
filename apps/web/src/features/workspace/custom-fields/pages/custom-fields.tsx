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
import { useCategories, useCustomFields, type CustomField } from "../api/custom-fields-api.ts";
import { FieldForm } from "../components/field-form.tsx";
import { FieldList } from "../components/field-list.tsx";

/**
 * The workspace's custom fields, for the owner and admins. Others never see the link to this
 * page, and the API refuses their changes anyway; opening it directly says so.
 */
export default function CustomFieldsPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;
  const meta = (
    <PageMeta
      title={t("customFields.meta.title")}
      description={t("customFields.meta.description")}
    />
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
        <p>{t("customFields.page.adminsOnly")}</p>
        <Link to="/workspace" className={buttonClasses("secondary")}>
          {t("members.shell.register")}
        </Link>
      </div>,
    );
  }
  return shell(<ManageFields readOnly={summary.data?.read_only ?? false} />);
}

/** The list, and the dialog that adds or edits one field. */
function ManageFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const fields = useCustomFields();
  const categories = useCategories();
  // undefined: the dialog is closed; null: adding; a field: editing it.
  const [editing, setEditing] = useState<CustomField | null | undefined>(undefined);
  return (
    <section aria-labelledby="custom-fields-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1
            id="custom-fields-title"
            className="text-2xl font-bold text-slate-900 dark:text-white"
          >
            {t("customFields.page.title")}
          </h1>
          <p className="max-w-3xl text-slate-600 dark:text-slate-300">
            {t("customFields.page.lead")}
          </p>
        </div>
        {readOnly ? null : (
          <button type="button" className={buttonClasses()} onClick={() => setEditing(null)}>
            {t("customFields.page.add")}
          </button>
        )}
      </div>
      {fields.isError ? (
        <p role="alert">{t("customFields.page.loadFailed")}</p>
      ) : fields.data ? (
        <FieldList
          fields={fields.data}
          categories={categories.data ?? []}
          readOnly={readOnly}
          onEdit={setEditing}
        />
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
      {readOnly ? null : (
        <FieldForm
          field={editing ?? null}
          open={editing !== undefined}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
