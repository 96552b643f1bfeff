import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  useDeleteCustomField,
  type CustomField,
  type NamedItem,
} from "../api/custom-fields-api.ts";

const cell = "px-3 py-2 text-start align-top";

type FieldListProps = {
  fields: CustomField[];
  categories: NamedItem[];
  /** No edit or delete buttons while the workspace is read-only. */
  readOnly: boolean;
  onEdit: (field: CustomField) => void;
};

/** The workspace's fields in form order: type, rules and the categories each applies to. */
export function FieldList({ fields, categories, readOnly, onEdit }: FieldListProps) {
  const { t } = useTranslation();
  if (fields.length === 0) return <p>{t("customFields.page.empty")}</p>;
  const columns = ["name", "key", "type", "rules", "categories"] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="custom-field-list">
        <caption className="sr-only">{t("customFields.list.caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`customFields.list.${column}`)}
              </th>
            ))}
            {readOnly ? null : (
              <th scope="col" className={cell}>
                <span className="sr-only">{t("customFields.list.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {fields.map((field) => (
            <FieldRow
              key={field.id}
              field={field}
              categories={categories}
              readOnly={readOnly}
              onEdit={onEdit}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type FieldRowProps = Omit<FieldListProps, "fields"> & { field: CustomField };

function FieldRow({ field, categories, readOnly, onEdit }: FieldRowProps) {
  const { t } = useTranslation();
  const names = field.category_ids
    .map((id) => categories.find((category) => category.id === id)?.name)
    .filter(Boolean);
  const rules = [
    field.required && t("customFields.list.required"),
    field.unique && t("customFields.list.unique"),
  ].filter(Boolean);
  return (
    <tr data-testid="custom-field-row">
      <th scope="row" className={`${cell} font-medium text-slate-900 dark:text-white`}>
        {field.name}
        {field.help_text ? (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {field.help_text}
          </span>
        ) : null}
      </th>
      <td className={cell}>
        <code dir="ltr">{field.key}</code>
      </td>
      <td className={cell}>
        {t(`customFields.types.${field.type}`)}
        {field.type === "option_list" ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {field.options.join(" · ")}
          </span>
        ) : null}
      </td>
      <td className={cell}>{rules.length > 0 ? rules.join(", ") : "—"}</td>
      <td className={cell}>
        {field.category_ids.length === 0 ? t("customFields.list.allCategories") : names.join(", ")}
      </td>
      {readOnly ? null : <FieldActions field={field} onEdit={onEdit} />}
    </tr>
  );
}

function FieldActions({ field, onEdit }: Pick<FieldRowProps, "field" | "onEdit">) {
  const { t } = useTranslation();
  const remove = useDeleteCustomField();
  const onDelete = () => {
    if (!window.confirm(t("customFields.list.deleteConfirm", { name: field.name }))) return;
    remove.mutate(field.id, {
      onSuccess: () =>
        showNotice({
          kind: "success",
          title: t("customFields.list.deleted", { name: field.name }),
        }),
      onError: (error) => notifyFailure(error, t),
    });
  };
  return (
    <td className={`${cell} whitespace-nowrap text-end`}>
      <button
        type="button"
        className={buttonClasses("ghost", "px-2 py-1")}
        onClick={() => onEdit(field)}
        aria-label={t("customFields.list.editNamed", { name: field.name })}
      >
        {t("customFields.list.edit")}
      </button>
      <button
        type="button"
        className={buttonClasses("ghost", "px-2 py-1")}
        onClick={onDelete}
        disabled={remove.isPending}
        aria-label={t("customFields.list.deleteNamed", { name: field.name })}
      >
        {t("customFields.list.delete")}
      </button>
    </td>
  );
}
