import { statusLabelKinds } from "@fleetward/contracts/workspace-catalog";
import type { ImportColumnValues } from "@fleetward/contracts/workspace-imports";
import { useEffect, useId } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { StatusLabel } from "@fleetward/contracts/workspace-catalog";
import {
  useColumnValues,
  useImportStatusLabels,
  type Import,
  type MappingFormValues,
} from "../api/imports-api.ts";
import type { MappingForm } from "./mapping-form.tsx";

type StatusRow = MappingFormValues["status_rows"][number];

/**
 * A value's row: the saved mapping's choice, else what the import would read it as without a
 * choice ("" when it would refuse it).
 */
function suggestedRow(
  { value, suggestion: suggested }: ImportColumnValues["values"][number],
  saved: Import["mapping"]["statuses"],
): StatusRow {
  const suggestion = saved?.[value] ?? suggested;
  if (!suggestion) return { value, choice: "", name: value.slice(0, 60), kind: "undeployable" };
  if ("label_id" in suggestion) {
    return { value, choice: suggestion.label_id, name: "", kind: "undeployable" };
  }
  return { value, choice: "new", name: suggestion.name, kind: suggestion.kind };
}

/**
 * The status values of the file (the column mapped to Status), each read as an existing label
 * or a new one of a chosen kind; pre-filled with what the import would do by itself.
 */
export function StatusChoices({ imported, form }: { imported: Import; form: MappingForm }) {
  const { t } = useTranslation();
  const id = useId();
  const column = form.watch("columns").indexOf("status");
  const values = useColumnValues(
    imported.id,
    imported.kind === "assets" && column >= 0 ? column : null,
  );
  const labels = useImportStatusLabels();
  const { fields, replace } = useFieldArray({ control: form.control, name: "status_rows" });
  const saved = imported.mapping.statuses;
  useEffect(() => {
    replace((values.data?.values ?? []).map((value) => suggestedRow(value, saved)));
  }, [values.data, saved, replace]);
  // Rendered once the labels are there, so each select shows its chosen label.
  if (fields.length === 0 || !labels.data) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("imports.mapping.statuses.title")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t("imports.mapping.statuses.lead")}
      </p>
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <StatusChoice
            key={field.id}
            id={`${id}-${index}`}
            index={index}
            form={form}
            labels={labels.data}
          />
        ))}
      </ul>
      {values.data?.more ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("imports.mapping.statuses.more")}
        </p>
      ) : null}
    </section>
  );
}

type ChoiceProps = { id: string; index: number; form: MappingForm; labels: StatusLabel[] };

function StatusChoice({ id, index, form, labels }: ChoiceProps) {
  const { t } = useTranslation();
  const row = form.watch(`status_rows.${index}`);
  return (
    <li
      className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-700"
      data-testid="status-choice"
    >
      <SelectField
        id={`${id}-choice`}
        label={t("imports.mapping.statuses.becomes", { value: row.value })}
        className="sm:col-span-3"
        {...form.field(`status_rows.${index}.choice`)}
      >
        <option value="">{t("imports.mapping.statuses.refuse")}</option>
        {labels.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
        <option value="new">{t("imports.mapping.statuses.newLabel")}</option>
      </SelectField>
      {row.choice === "new" ? (
        <>
          <TextField
            id={`${id}-name`}
            label={t("imports.mapping.statuses.name")}
            className="sm:col-span-2"
            maxLength={60}
            {...form.field(`status_rows.${index}.name`)}
          />
          <SelectField
            id={`${id}-kind`}
            label={t("imports.mapping.statuses.kind")}
            {...form.field(`status_rows.${index}.kind`)}
          >
            {statusLabelKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`register.catalog.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </li>
  );
}
