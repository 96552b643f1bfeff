import {
  importDateOrders,
  importModes,
  importTargetsByKind,
  type ImportKind,
} from "@fleetward/contracts/workspace-imports";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import {
  dryRun,
  mappingFormSchema,
  saveMapping,
  useCustomFields,
  type Import,
  type ImportDryRun,
  type MappingFormValues,
} from "../api/imports-api.ts";
import type { ImportMapping } from "@fleetward/contracts/workspace-imports";
import { NewFieldChoices } from "./new-field-choices.tsx";
import { StatusChoices } from "./status-choices.tsx";

type MappingFormProps = {
  imported: Import;
  /** Admins may add the unmapped columns as new custom fields. */
  canAdmin: boolean;
  onChecked: (imported: Import, result: ImportDryRun) => void;
};

export type MappingForm = ReturnType<typeof useContractForm<MappingFormValues, ImportMapping>>;

/** The form's values from the saved mapping: one field row per column of the file. */
function defaultsOf(imported: Import): MappingFormValues {
  const saved = new Map((imported.mapping.new_fields ?? []).map((field) => [field.column, field]));
  return {
    columns: imported.mapping.columns.map((target) => target ?? ""),
    mode: imported.mapping.mode,
    date_order: imported.mapping.date_order,
    status_rows: [],
    field_rows: imported.headers.map((header, column) => {
      const field = saved.get(column);
      return field
        ? { ...field, create: true }
        : { column, create: false, name: header.trim().slice(0, 60), type: "text" };
    }),
  };
}

/**
 * Step 2: where each column goes (recognised headers pre-selected, custom fields listed), the
 * mode and the date order; submitting saves the mapping and runs the dry run.
 */
export function MappingForm({ imported, canAdmin, onChecked }: MappingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm(mappingFormSchema, { defaultValues: defaultsOf(imported) });
  const onSubmit = form.submit(async (mapping) => {
    const saved = await saveMapping(imported.id, mapping);
    onChecked(saved, await dryRun(imported.id));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p role="status">{t(`imports.formats.${imported.format}`)}</p>
      <ColumnTable id={id} kind={imported.kind} headers={imported.headers} form={form} />
      <StatusChoices imported={imported} form={form} />
      <NewFieldChoices imported={imported} form={form} canAdmin={canAdmin} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${id}-mode`} label={t("imports.mapping.mode")} {...form.field("mode")}>
          {importModes.map((mode) => (
            <option key={mode} value={mode}>
              {imported.kind === "assets"
                ? t(`imports.mapping.modes.${mode}`)
                : t(`imports.mapping.kindModes.${imported.kind}.${mode}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-date-order`}
          label={t("imports.mapping.dateOrder")}
          {...form.field("date_order")}
        >
          {importDateOrders.map((order) => (
            <option key={order} value={order}>
              {t(`imports.mapping.dateOrders.${order}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SubmitButton
        sending={form.sending}
        label={t("imports.mapping.dryRun")}
        sendingLabel={t("imports.mapping.checking")}
      />
    </form>
  );
}

type ColumnTableProps = {
  id: string;
  kind: ImportKind;
  headers: string[];
  form: MappingForm;
};

/** One select per column of the file: the kind's fields, then (assets) the custom fields. */
function ColumnTable({ id, kind, headers, form }: ColumnTableProps) {
  const { t } = useTranslation();
  const fields = useCustomFields();
  const customFields = kind === "assets" ? (fields.data ?? []) : [];
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{t("imports.mapping.caption")}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-2 text-start">
            {t("imports.mapping.column")}
          </th>
          <th scope="col" className="py-2 text-start">
            {t("imports.mapping.target")}
          </th>
        </tr>
      </thead>
      <tbody>
        {headers.map((header, index) => (
          <tr
            key={`${index}-${header}`}
            className="border-t border-slate-200 dark:border-slate-700"
          >
            <th scope="row" className="py-2 pe-4 text-start font-normal">
              <span dir="auto">{header}</span>
            </th>
            <td className="py-2">
              <SelectField
                id={`${id}-column-${index}`}
                label={t("imports.mapping.target")}
                aria-label={`${t("imports.mapping.target")}: ${header}`}
                className="[&_label]:sr-only"
                {...form.field(`columns.${index}`)}
              >
                <option value="">{t("imports.mapping.ignore")}</option>
                {importTargetsByKind[kind].map((target) => (
                  <option key={target} value={target}>
                    {t(`imports.targets.${target}`)}
                  </option>
                ))}
                {customFields.map((field) => (
                  <option key={field.key} value={`custom:${field.key}`}>
                    {t("imports.mapping.customField", { name: field.name })}
                  </option>
                ))}
              </SelectField>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
