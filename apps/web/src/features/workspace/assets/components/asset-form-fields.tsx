import { editableAssetStatuses } from "@fleetward/contracts/workspaces";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { AssetStatus, NamedItem } from "../api/workspace-api.ts";
import type { AssetFormApi } from "../hooks/use-asset-form.ts";

/** The free-text lines between the status and the location, alike but for their limits. */
const lineInputs = [
  { name: "serial_number", label: "workspace.fields.serialNumber", maxLength: 100, dir: "ltr" },
  { name: "model", label: "workspace.fields.model", maxLength: 160, dir: undefined },
  { name: "assigned_to", label: "workspace.fields.assignedTo", maxLength: 160, dir: undefined },
] as const;

type AssetFormFieldsProps = {
  id: string;
  form: AssetFormApi;
  categories: NamedItem[];
  locations: NamedItem[];
};

/** The asset form's controls, each with its label and, when refused, its error. */
export function AssetFormFields({ id, form, categories, locations }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  // The selects are controlled: their options (categories, "retired") may arrive after the
  // values do, and an uncontrolled select would then show the wrong one.
  const [status, categoryId, locationId, purchaseDate] = useWatch({
    control: form.control,
    name: ["status", "category_id", "location_id", "purchase_date"],
  });

  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label={t("workspace.fields.name")}
        className="sm:col-span-2"
        required
        maxLength={160}
        autoComplete="off"
        {...form.field("name")}
      />
      <SelectField
        id={`${id}-category_id`}
        label={t("workspace.fields.category")}
        {...form.field("category_id")}
        value={categoryId}
      >
        <NamedOptions items={categories} />
      </SelectField>
      <SelectField
        id={`${id}-status`}
        label={t("workspace.fields.status")}
        {...form.field("status")}
        value={status}
      >
        <StatusOptions current={status} />
      </SelectField>
      {lineInputs.map((input) => (
        <TextField
          key={input.name}
          id={`${id}-${input.name}`}
          label={t(input.label)}
          maxLength={input.maxLength}
          autoComplete="off"
          dir={input.dir}
          {...form.field(input.name)}
        />
      ))}
      <SelectField
        id={`${id}-location_id`}
        label={t("workspace.fields.location")}
        {...form.field("location_id")}
        value={locationId}
      >
        <NamedOptions items={locations} />
      </SelectField>
      <TextField
        id={`${id}-purchase_date`}
        label={t("workspace.fields.purchaseDate")}
        type="date"
        {...form.field("purchase_date")}
      />
      <TextField
        id={`${id}-warranty_end`}
        label={t("workspace.fields.warrantyEnd")}
        type="date"
        min={purchaseDate || undefined}
        {...form.field("warranty_end")}
      />
      <TextAreaField
        id={`${id}-notes`}
        label={t("workspace.fields.notes")}
        hint={t("workspace.form.notesHint")}
        className="sm:col-span-2"
        rows={3}
        maxLength={2000}
        {...form.field("notes")}
      />
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

/** The statuses a person picks; "retired" only while a retired asset keeps it. */
function StatusOptions({ current }: { current: AssetStatus }) {
  const { t } = useTranslation();
  return (
    <>
      {current === "retired" ? (
        <option value="retired">{t("workspace.status.retired")}</option>
      ) : null}
      {editableAssetStatuses.map((status) => (
        <option key={status} value={status}>
          {t(`workspace.status.${status}`)}
        </option>
      ))}
    </>
  );
}
