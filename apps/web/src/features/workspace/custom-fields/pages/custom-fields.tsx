import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { AdminsOnly } from "../../../../components/workspace/admins-only.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { useCategories, useCustomFields, type CustomField } from "../api/custom-fields-api.ts";
import { FieldForm } from "../components/field-form.tsx";
import { FieldList } from "../components/field-list.tsx";

/**
 * The workspace's custom fields, for the owner and admins. Others never see the link to this
 * page, and the API refuses their changes anyway; opening it directly says so.
 */
export default function CustomFieldsPage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate title={t("customFields.nav")} description={t("customFields.meta.description")}>
      {({ me, readOnly }) =>
        roleAtLeast(me.role, "admin") ? (
          <ManageFields readOnly={readOnly} />
        ) : (
          <AdminsOnly message={t("customFields.page.adminsOnly")} />
        )
      }
    </WorkspaceGate>
  );
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
