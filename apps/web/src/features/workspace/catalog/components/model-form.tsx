import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useCategories, useManufacturers, useSaveModel, type Model } from "../api/catalog-api.ts";
import { modelFormSchema, modelFormValuesOf, modelPayload } from "../lib/model-form.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";

type ModelFormProps = { model: Model | null; open: boolean; onClose: () => void };

/** Add or edit a model; the maker and category come from the workspace's own lists. */
export function ModelForm({ model, open, onClose }: ModelFormProps) {
  const { t } = useTranslation();
  const save = useSaveModel();
  const form = useContractForm(modelFormSchema, {
    defaultValues: modelFormValuesOf(null),
    messages: {
      name: ({ status }) => (status === 409 ? "register.catalog.errors.nameTaken" : undefined),
      eol_months: "register.catalog.errors.months",
      image_url: "register.catalog.errors.imageUrl",
      manufacturer_id: "register.catalog.errors.choice",
      category_id: "register.catalog.errors.choice",
    },
  });
  const onSubmit = form.submit(async () => {
    const values = modelPayload(form.getValues());
    await save.mutateAsync({ id: model?.id, values });
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    onClose();
  });
  return (
    <CatalogDialog
      open={open}
      title={model ? t("register.catalog.models.editTitle") : t("register.catalog.models.addTitle")}
      onOpen={() => form.reset(modelFormValuesOf(model))}
      onClose={onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => <ModelFields id={id} form={form} />}
    </CatalogDialog>
  );
}

/** The model's fields; the maker and category choices come from the workspace's lists. */
function ModelFields({ id, form }: { id: string; form: ContractForm<typeof modelFormSchema> }) {
  const { t } = useTranslation();
  const manufacturers = useManufacturers();
  const categories = useCategories();
  // Controlled selects: their options may arrive after the values do.
  const [manufacturerId, categoryId] = useWatch({
    control: form.control,
    name: ["manufacturer_id", "category_id"],
  });
  const none = <option value="">{t("register.catalog.none")}</option>;
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={t("register.catalog.models.name")}
        required
        maxLength={160}
        autoComplete="off"
        {...form.field("name")}
      />
      <TextField
        id={`${id}-number`}
        label={t("register.catalog.models.modelNumber")}
        dir="ltr"
        maxLength={100}
        autoComplete="off"
        {...form.field("model_number")}
      />
      <SelectField
        id={`${id}-manufacturer`}
        label={t("register.catalog.models.manufacturer")}
        {...form.field("manufacturer_id")}
        value={manufacturerId}
      >
        {none}
        {(manufacturers.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-category`}
        label={t("register.catalog.models.category")}
        {...form.field("category_id")}
        value={categoryId}
      >
        {none}
        {(categories.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-eol`}
        label={t("register.catalog.models.eolMonths")}
        hint={t("register.catalog.models.eolHint")}
        type="number"
        inputMode="numeric"
        min={0}
        max={1200}
        step={1}
        {...form.field("eol_months")}
      />
      <TextField
        id={`${id}-image`}
        label={t("register.catalog.models.imageUrl")}
        hint={t("register.catalog.models.imageHint")}
        type="url"
        dir="ltr"
        maxLength={500}
        placeholder="https://"
        {...form.field("image_url")}
      />
    </>
  );
}
