import { importNewFieldTypes } from "@fleetward/contracts/workspace-imports";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useColumnValues, type Import } from "../api/imports-api.ts";
import type { MappingForm } from "./mapping-form.tsx";

/**
 * The columns no field takes, each offered as a new custom field (admins only: it changes the
 * workspace's schema) with the type its values fit; other members are told to ask an admin.
 */
export function NewFieldChoices(props: { imported: Import; form: MappingForm; canAdmin: boolean }) {
  const { imported, form, canAdmin } = props;
  const { t } = useTranslation();
  const id = useId();
  const columns = form.watch("columns");
  const unmapped = columns.flatMap((target, index) => (target === "" ? [index] : []));
  if (imported.kind !== "assets" || unmapped.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("imports.mapping.newFields.title")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {canAdmin ? t("imports.mapping.newFields.lead") : t("imports.mapping.newFields.adminsOnly")}
      </p>
      {canAdmin ? (
        <ul className="space-y-3">
          {unmapped.map((column) => (
            <NewFieldChoice
              key={column}
              id={`${id}-${column}`}
              imported={imported}
              column={column}
              form={form}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type ChoiceProps = { id: string; imported: Import; column: number; form: MappingForm };

function NewFieldChoice({ id, imported, column, form }: ChoiceProps) {
  const { t } = useTranslation();
  const header = imported.headers[column] ?? "";
  const create = form.watch(`field_rows.${column}.create`);
  const values = useColumnValues(imported.id, create ? column : null);
  const inferred = values.data?.type;
  // The type the column's values fit, unless the user has chosen one.
  useEffect(() => {
    const name = `field_rows.${column}.type` as const;
    // Set once: setting the same value again re-renders the form, which runs this again.
    if (!inferred || form.getFieldState(name).isDirty || form.getValues(name) === inferred) return;
    form.setValue(name, inferred);
  }, [inferred, column, form]);
  return (
    <li
      className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-700"
      data-testid="new-field-choice"
    >
      <CheckboxField
        id={`${id}-create`}
        className="sm:col-span-3"
        label={t("imports.mapping.newFields.create", { column: header })}
        {...form.field(`field_rows.${column}.create`)}
      />
      {create ? (
        <>
          <TextField
            id={`${id}-name`}
            label={t("imports.mapping.newFields.name")}
            className="sm:col-span-2"
            maxLength={60}
            {...form.field(`field_rows.${column}.name`)}
          />
          <SelectField
            id={`${id}-type`}
            label={t("imports.mapping.newFields.type")}
            {...form.field(`field_rows.${column}.type`)}
          >
            {importNewFieldTypes.map((type) => (
              <option key={type} value={type}>
                {t(`imports.mapping.newFields.types.${type}`)}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </li>
  );
}
