import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
import type { AssetColumns } from "../hooks/use-asset-columns.ts";
import { choosableColumns, customKeyOf, type AssetColumn } from "../lib/asset-columns.ts";

/** A custom field's key as a heading ("cost_centre" → "Cost centre") when its field is unknown. */
function keyAsLabel(key: string): string {
  const words = key.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The heading of a column: built-in (translated), or a custom field's own name. */
export function useColumnLabel() {
  const { t } = useTranslation();
  const fields = useCustomFields().data;
  return (column: AssetColumn) => {
    const key = customKeyOf(column);
    if (key === null)
      return t(`assets.fields.${column as Exclude<AssetColumn, `custom:${string}`>}`);
    return fields?.find((field) => field.key === key)?.name ?? keyAsLabel(key);
  };
}

type ColumnChooserProps = { columns: AssetColumns; customKeys: string[] };

/** Which columns the register shows, as a disclosure of checkboxes; remembered per user. */
export function ColumnChooser({ columns, customKeys }: ColumnChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = useColumnLabel();
  return (
    <details className="relative">
      <summary className={buttonClasses("secondary", "cursor-pointer list-none")}>
        {t("assets.columns.chooser")}
      </summary>
      <fieldset
        aria-describedby={`${id}-hint`}
        className="absolute end-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <legend className="sr-only">{t("assets.columns.chooser")}</legend>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t("assets.columns.hint")}
        </p>
        <ul className="mt-3 grid gap-2">
          {choosableColumns(customKeys).map((column) => (
            <li key={column}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-blue-700 dark:accent-blue-400"
                  checked={columns.chosen.includes(column)}
                  onChange={() => columns.toggle(column)}
                />
                {label(column)}
              </label>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttonClasses("ghost", "mt-3 px-2 py-1")}
          onClick={columns.reset}
        >
          {t("assets.columns.reset")}
        </button>
      </fieldset>
    </details>
  );
}
