import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";

export const headClasses = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide";
export const cellClasses = "px-3 py-2 align-middle";

type CatalogTableProps = {
  caption: string;
  columns: string[];
  /** An extra, unlabelled column for the row actions. */
  withActions: boolean;
  children: ReactNode;
};

/** The frame of each catalogue list: scrolls sideways on a phone instead of squeezing. */
export function CatalogTable({ caption, columns, withActions, children }: CatalogTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
            {withActions ? (
              <th scope="col" className={headClasses}>
                <span className="sr-only">{t("register.catalog.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Edit and delete for one row; the names make each button's purpose clear out of context. */
export function RowActions(props: {
  name: string;
  onEdit: () => void;
  /** Absent when the entry cannot be deleted (a default status label). */
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <td className={`${cellClasses} whitespace-nowrap text-end`}>
      <button
        type="button"
        className={buttonClasses("ghost", "px-2 py-1")}
        onClick={props.onEdit}
        aria-label={t("register.catalog.editNamed", { name: props.name })}
      >
        {t("register.catalog.edit")}
      </button>
      {props.onDelete ? (
        <button
          type="button"
          className={buttonClasses("ghost", "px-2 py-1")}
          onClick={props.onDelete}
          aria-label={t("register.catalog.deleteNamed", { name: props.name })}
        >
          {t("register.catalog.delete")}
        </button>
      ) : null}
    </td>
  );
}

/** A section's heading, lead and its add button. */
export function SectionHeader(props: {
  id: string;
  title: string;
  lead: string;
  addLabel: string;
  onAdd: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 id={props.id} className="text-xl font-bold text-slate-900 dark:text-white">
          {props.title}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{props.lead}</p>
      </div>
      {props.onAdd ? (
        <button type="button" className={buttonClasses("primary")} onClick={props.onAdd}>
          {props.addLabel}
        </button>
      ) : null}
    </div>
  );
}
