import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { useId } from "react";
import { useTranslation } from "react-i18next";

type CustomFieldColumnsProps = {
  fields: readonly Pick<CustomField, "key" | "name">[];
  /** Keys of the fields shown as columns (useChosenColumns). */
  chosen: readonly string[];
  onToggle: (key: string) => void;
};

/** A disclosure with one box per custom field: ticked ones are shown as list columns. */
export function CustomFieldColumns({ fields, chosen, onToggle }: CustomFieldColumnsProps) {
  const { t } = useTranslation();
  const id = useId();
  if (fields.length === 0) return null;
  return (
    <details className="relative text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        {t("customFields.columns.label")}
      </summary>
      <fieldset className="absolute end-0 z-10 mt-1 w-64 space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <legend className="sr-only">{t("customFields.columns.legend")}</legend>
        {fields.map((field) => (
          <div key={field.key} className="flex items-center gap-2">
            <input
              id={`${id}-${field.key}`}
              type="checkbox"
              checked={chosen.includes(field.key)}
              onChange={() => onToggle(field.key)}
              className="size-4 accent-blue-700 dark:accent-blue-400"
            />
            <label htmlFor={`${id}-${field.key}`} className="text-slate-800 dark:text-slate-200">
              {field.name}
            </label>
          </div>
        ))}
      </fieldset>
    </details>
  );
}
