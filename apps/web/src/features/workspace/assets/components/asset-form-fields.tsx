import { editableAssetStatuses } from "@fleetward/contracts/workspaces";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldClasses, FormField } from "../../../../components/form-field.tsx";
import type { NamedItem } from "../api/workspace-api.ts";
import type { AssetFormValues } from "../lib/asset-form-values.ts";

type AssetFormFieldsProps = {
  id: string;
  values: AssetFormValues;
  errors: Record<string, string>;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  categories: NamedItem[];
  locations: NamedItem[];
};

/** The asset form's controls, each with its label and, when refused, its error. */
export function AssetFormFields(props: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { id, values, errors } = props;

  /** The props that tie a control to its label, hint and error. */
  const control = (name: keyof AssetFormValues, hint = false) => {
    const described = [hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: props.onChange,
      className: fieldClasses,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };
  const field = (name: keyof AssetFormValues, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: errors[name],
  });

  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <FormField {...field("name", t("workspace.fields.name"))} className="sm:col-span-2">
        <input {...control("name")} required maxLength={160} autoComplete="off" />
      </FormField>
      <FormField {...field("category_id", t("workspace.fields.category"))}>
        <select {...control("category_id")}>
          <NamedOptions items={props.categories} />
        </select>
      </FormField>
      <FormField {...field("status", t("workspace.fields.status"))}>
        <select {...control("status")}>
          {values.status === "retired" ? (
            <option value="retired">{t("workspace.status.retired")}</option>
          ) : null}
          {editableAssetStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`workspace.status.${status}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field("serial_number", t("workspace.fields.serialNumber"))}>
        <input {...control("serial_number")} maxLength={100} autoComplete="off" dir="ltr" />
      </FormField>
      <FormField {...field("model", t("workspace.fields.model"))}>
        <input {...control("model")} maxLength={160} autoComplete="off" />
      </FormField>
      <FormField {...field("assigned_to", t("workspace.fields.assignedTo"))}>
        <input {...control("assigned_to")} maxLength={160} autoComplete="off" />
      </FormField>
      <FormField {...field("location_id", t("workspace.fields.location"))}>
        <select {...control("location_id")}>
          <NamedOptions items={props.locations} />
        </select>
      </FormField>
      <FormField {...field("purchase_date", t("workspace.fields.purchaseDate"))}>
        <input {...control("purchase_date")} type="date" />
      </FormField>
      <FormField {...field("warranty_end", t("workspace.fields.warrantyEnd"))}>
        <input {...control("warranty_end")} type="date" min={values.purchase_date || undefined} />
      </FormField>
      <FormField
        {...field("notes", t("workspace.fields.notes"), t("workspace.form.notesHint"))}
        className="sm:col-span-2"
      >
        <textarea {...control("notes", true)} rows={3} maxLength={2000} />
      </FormField>
    </div>
  );
}

/** "None" first, then the workspace's categories or locations. */
function NamedOptions({ items }: { items: NamedItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("workspace.form.none")}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
