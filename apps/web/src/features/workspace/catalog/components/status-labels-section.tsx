import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { LoadState } from "../../../../components/load-state.tsx";
import { useDeleteEntry, useStatusLabels, type StatusLabel } from "../api/catalog-api.ts";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete.ts";
import { CatalogTable, cellClasses, RowActions, SectionHeader } from "./catalog-table.tsx";
import { StatusLabelForm } from "./status-label-form.tsx";

const columns = ["name", "kind", "colour", "default"] as const;

/**
 * The statuses an asset can have, each of a kind (only "deployable" assets go out). Labels are
 * definitions, so only admins change them; the defaults can be renamed but stay.
 */
export function StatusLabelsSection({ canAdmin }: { canAdmin: boolean }) {
  const { t } = useTranslation();
  // A default label still named as it came is shown in the reader's language.
  const builtin = useBuiltinText();
  const id = useId();
  const labels = useStatusLabels();
  const remove = useConfirmedDelete(useDeleteEntry("statusLabels"));
  const [editing, setEditing] = useState<{ entry: StatusLabel | null } | null>(null);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeader
        id={id}
        title={t("register.catalog.statusLabels.title")}
        lead={t("register.catalog.statusLabels.lead")}
        addLabel={t("register.catalog.statusLabels.add")}
        onAdd={canAdmin ? () => setEditing({ entry: null }) : null}
      />
      <LoadState query={labels}>
        {(items) => (
          <CatalogTable
            caption={t("register.catalog.statusLabels.title")}
            columns={columns.map((column) => t(`register.catalog.statusLabels.${column}`))}
            withActions={canAdmin}
          >
            {items.map((label) => (
              <tr key={label.id} data-testid="status-label-row">
                <th scope="row" className={`${cellClasses} text-start font-medium`}>
                  {builtin.statusLabel(label.name)}
                </th>
                <td className={cellClasses}>{t(`register.catalog.kinds.${label.kind}`)}</td>
                <td className={cellClasses}>
                  <ColourSwatch colour={label.colour} />
                </td>
                <td className={cellClasses}>
                  {label.is_default ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                      {t("register.catalog.statusLabels.isDefault")}
                    </span>
                  ) : (
                    <span className="sr-only">{t("register.catalog.statusLabels.notDefault")}</span>
                  )}
                </td>
                {canAdmin ? (
                  <RowActions
                    name={builtin.statusLabel(label.name)}
                    onEdit={() => setEditing({ entry: label })}
                    onDelete={label.is_default ? undefined : () => void remove(label)}
                  />
                ) : null}
              </tr>
            ))}
          </CatalogTable>
        )}
      </LoadState>
      {canAdmin ? (
        <StatusLabelForm
          label={editing?.entry ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** The colour as a swatch with its code in text: never the colour alone. */
function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded border border-slate-400 dark:border-slate-500"
        style={{ backgroundColor: colour }}
      />
      <code dir="ltr" className="text-xs">
        {colour}
      </code>
    </span>
  );
}
