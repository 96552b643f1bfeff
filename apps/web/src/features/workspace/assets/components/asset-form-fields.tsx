import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CustomFieldInputs } from "../../../../components/custom-fields/custom-field-inputs.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { Asset } from "../api/assets-api.ts";
import {
  locationLabel,
  useCategories,
  useLocationTree,
  useModels,
  useStatusLabels,
} from "../api/catalog-api.ts";
import { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
import type { AssetFormApi } from "../hooks/use-asset-form.ts";
import { fieldsOfCategory } from "../lib/asset-form-values.ts";
import { AssetPurchaseFields } from "./asset-purchase-fields.tsx";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";

type AssetFormFieldsProps = { id: string; form: AssetFormApi; asset: Asset | null };

/** The asset form's controls, each with its label and, when refused, its error. */
export function AssetFormFields({ id, form, asset }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label={t("assets.fields.name")}
        className="sm:col-span-2"
        required
        maxLength={160}
        autoComplete="off"
        {...form.field("name")}
      />
      <TextField
        id={`${id}-asset_tag`}
        label={t("assets.fields.asset_tag")}
        placeholder={asset ? undefined : t("assets.form.tagPlaceholder")}
        hint={asset ? undefined : t("assets.form.tagHint")}
        maxLength={40}
        autoComplete="off"
        dir="ltr"
        {...form.field("asset_tag")}
      />
      <TextField
        id={`${id}-serial_number`}
        label={t("assets.fields.serial_number")}
        maxLength={100}
        autoComplete="off"
        dir="ltr"
        {...form.field("serial_number")}
      />
      <ModelFields id={id} form={form} />
      <StatusField id={id} form={form} asset={asset} />
      <LocationField id={id} form={form} />
      <AssetPurchaseFields id={id} form={form} />
      <TextAreaField
        id={`${id}-notes`}
        label={t("assets.fields.notes")}
        hint={t("assets.form.notesHint")}
        className="sm:col-span-2"
        rows={3}
        maxLength={2000}
        {...form.field("notes")}
      />
      <CustomFields id={id} form={form} />
    </div>
  );
}

type FieldGroupProps = { id: string; form: AssetFormApi };

/** The model and the category; picking a model fills an empty category (the API does too). */
function ModelFields({ id, form }: FieldGroupProps) {
  const { t } = useTranslation();
  const models = useModels().data ?? [];
  const categories = useCategories().data ?? [];
  // The selects are controlled: their options may arrive after the values do, and an
  // uncontrolled select would then show the wrong one.
  const [modelId, categoryId] = useWatch({
    control: form.control,
    name: ["model_id", "category_id"],
  });
  const model = form.field("model_id");
  const fillCategory = (chosen: string) => {
    const category = models.find((entry) => entry.id === chosen)?.category_id;
    if (category && !form.getValues("category_id")) {
      form.setValue("category_id", category, { shouldDirty: true });
    }
  };
  return (
    <>
      <SelectField
        id={`${id}-model_id`}
        label={t("assets.fields.model")}
        {...model}
        value={modelId}
        onChange={(event) => {
          void model.onChange(event);
          fillCategory(event.target.value);
        }}
      >
        <option value="">{t("assets.form.none")}</option>
        {models.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.manufacturer_name ? `${entry.manufacturer_name} ${entry.name}` : entry.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-category_id`}
        label={t("assets.fields.category")}
        {...form.field("category_id")}
        value={categoryId}
      >
        <option value="">{t("assets.form.none")}</option>
        {categories.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/**
 * The workspace's custom fields that apply to the chosen category (and those of every
 * category), below the built-in ones; their values live under `custom_values`.
 */
function CustomFields({ id, form }: FieldGroupProps) {
  const fields = useCustomFields().data ?? [];
  const categoryId = useWatch({ control: form.control, name: "category_id" });
  const applying = fieldsOfCategory(fields, categoryId);
  if (applying.length === 0) return null;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <CustomFieldInputs
        id={id}
        definitions={applying}
        register={form.register}
        errors={form.formState.errors}
      />
    </div>
  );
}

/** Where the asset is kept, from the location tree ("Head office / Storage room"). */
function LocationField({ id, form }: FieldGroupProps) {
  const { t } = useTranslation();
  const locations = useLocationTree().data ?? [];
  const locationId = useWatch({ control: form.control, name: "location_id" });
  return (
    <SelectField
      id={`${id}-location_id`}
      label={t("assets.fields.location")}
      {...form.field("location_id")}
      value={locationId}
    >
      <option value="">{t("assets.form.none")}</option>
      {locations.map((node) => (
        <option key={node.id} value={node.id}>
          {locationLabel(node)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The status label. Archived labels are not offered (retiring archives); a retired asset's
 * own archived label is shown as its current value, and sent only if another is chosen.
 */
function StatusField({ id, form, asset }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const labels = useStatusLabels().data ?? [];
  const value = useWatch({ control: form.control, name: "status_label_id" });
  const offered = labels.filter(
    (label) => label.kind !== "archived" || label.id === asset?.status_label_id,
  );
  const fallback = labels.find((label) => label.kind === "deployable");
  return (
    <SelectField
      id={`${id}-status_label_id`}
      label={t("assets.fields.status")}
      {...form.field("status_label_id")}
      value={value}
    >
      {asset ? null : (
        <option value="">
          {fallback
            ? t("assets.form.defaultStatus", { name: builtin.statusLabel(fallback.name) })
            : t("assets.form.none")}
        </option>
      )}
      {offered.map((label) => (
        <option key={label.id} value={label.id} disabled={label.kind === "archived"}>
          {builtin.statusLabel(label.name)}
        </option>
      ))}
    </SelectField>
  );
}
