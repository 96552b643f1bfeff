import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadState } from "../../../../components/load-state.tsx";
import { useDeleteEntry, useModels, type Model } from "../api/catalog-api.ts";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete.ts";
import { CatalogTable, cellClasses, RowActions, SectionHeader } from "./catalog-table.tsx";
import { ModelForm } from "./model-form.tsx";

const columns = ["image", "name", "modelNumber", "manufacturer", "category", "eolMonths"] as const;

/** The models assets are of: number, maker, category, months to end of life and a picture. */
export function ModelsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const models = useModels();
  const remove = useConfirmedDelete(useDeleteEntry("models"));
  const [editing, setEditing] = useState<{ entry: Model | null } | null>(null);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeader
        id={id}
        title={t("register.catalog.models.title")}
        lead={t("register.catalog.models.lead")}
        addLabel={t("register.catalog.models.add")}
        onAdd={canEdit ? () => setEditing({ entry: null }) : null}
      />
      <LoadState query={models}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              {t("register.catalog.models.empty")}
            </p>
          ) : (
            <CatalogTable
              caption={t("register.catalog.models.title")}
              columns={columns.map((column) => t(`register.catalog.models.${column}`))}
              withActions={canEdit}
            >
              {items.map((model) => (
                <ModelRow
                  key={model.id}
                  model={model}
                  canEdit={canEdit}
                  onEdit={() => setEditing({ entry: model })}
                  onDelete={() => void remove(model)}
                />
              ))}
            </CatalogTable>
          )
        }
      </LoadState>
      {canEdit ? (
        <ModelForm
          model={editing?.entry ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ModelRow(props: {
  model: Model;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { model } = props;
  return (
    <tr data-testid="model-row">
      <td className={cellClasses}>
        {model.image_url ? (
          <img
            src={model.image_url}
            alt={t("register.catalog.models.imageOf", { name: model.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-10 rounded border border-slate-200 bg-white object-contain dark:border-slate-700"
          />
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t("register.catalog.models.noImage")}</span>
          </>
        )}
      </td>
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        {model.name}
      </th>
      <td className={cellClasses} dir="ltr">
        {model.model_number ?? "—"}
      </td>
      <td className={cellClasses}>{model.manufacturer_name ?? "—"}</td>
      <td className={cellClasses}>{model.category_name ?? "—"}</td>
      <td className={cellClasses}>
        {model.eol_months === null
          ? "—"
          : t("register.catalog.models.months", { months: model.eol_months })}
      </td>
      {props.canEdit ? (
        <RowActions name={model.name} onEdit={props.onEdit} onDelete={props.onDelete} />
      ) : null}
    </tr>
  );
}
