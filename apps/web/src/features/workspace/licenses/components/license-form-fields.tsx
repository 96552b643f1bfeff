import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useManufacturers } from "../api/licenses-api.ts";
import type { LicenseFormApi } from "../hooks/use-license-form.ts";

/** The free-text lines, alike but for their limits and direction. */
const lineInputs = [
  { name: "licensed_to_name", label: "licenses.fields.licensedToName", maxLength: 160 },
  { name: "order_number", label: "licenses.fields.orderNumber", maxLength: 100, dir: "ltr" },
  { name: "supplier", label: "licenses.fields.supplier", maxLength: 160 },
] as const;

type LicenseFormFieldsProps = { id: string; form: LicenseFormApi; editing: boolean };

/** The licence form's controls, each with its label and, when refused, its error. */
export function LicenseFormFields({ id, form, editing }: LicenseFormFieldsProps) {
  const { t } = useTranslation();
  const manufacturers = useManufacturers();
  // Controlled: the manufacturers may arrive after the values do.
  const [manufacturerId, purchaseDate, removeKey] = useWatch({
    control: form.control,
    name: ["manufacturer_id", "purchase_date", "remove_product_key"],
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label={t("licenses.fields.name")}
        className="sm:col-span-2"
        required
        maxLength={160}
        autoComplete="off"
        {...form.field("name")}
      />
      <SelectField
        id={`${id}-manufacturer_id`}
        label={t("licenses.fields.manufacturer")}
        {...form.field("manufacturer_id")}
        value={manufacturerId}
      >
        <option value="">{t("licenses.form.none")}</option>
        {(manufacturers.data ?? []).map((maker) => (
          <option key={maker.id} value={maker.id}>
            {maker.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-seats`}
        label={t("licenses.fields.seats")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        {...form.field("seats")}
      />
      <TextField
        id={`${id}-product_key`}
        label={t("licenses.fields.productKey")}
        className="sm:col-span-2"
        hint={editing ? t("licenses.form.productKeyKeepHint") : t("licenses.form.productKeyHint")}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={2000}
        readOnly={removeKey}
        {...form.field("product_key")}
      />
      {editing ? (
        <CheckboxField
          id={`${id}-remove_product_key`}
          label={t("licenses.form.removeKey")}
          className="sm:col-span-2"
          {...form.register("remove_product_key")}
        />
      ) : null}
      <PurchaseFields id={id} form={form} purchaseDate={purchaseDate} />
    </div>
  );
}

/** Who it is licensed to, where it was bought, for how much, and until when. */
function PurchaseFields(props: { id: string; form: LicenseFormApi; purchaseDate: string }) {
  const { t } = useTranslation();
  const { id, form } = props;
  return (
    <>
      {lineInputs.map((input) => (
        <TextField
          key={input.name}
          id={`${id}-${input.name}`}
          label={t(input.label)}
          maxLength={input.maxLength}
          autoComplete="off"
          dir={"dir" in input ? input.dir : undefined}
          {...form.field(input.name)}
        />
      ))}
      <TextField
        id={`${id}-licensed_to_email`}
        label={t("licenses.fields.licensedToEmail")}
        type="email"
        dir="ltr"
        autoComplete="off"
        {...form.field("licensed_to_email")}
      />
      <TextField
        id={`${id}-purchase_date`}
        label={t("licenses.fields.purchaseDate")}
        type="date"
        {...form.field("purchase_date")}
      />
      <TextField
        id={`${id}-expires_on`}
        label={t("licenses.fields.expiresOn")}
        hint={t("licenses.form.expiresHint")}
        type="date"
        min={props.purchaseDate || undefined}
        {...form.field("expires_on")}
      />
      <TextField
        id={`${id}-purchase_cost`}
        label={t("licenses.fields.purchaseCost")}
        inputMode="decimal"
        dir="ltr"
        placeholder="1299.00"
        autoComplete="off"
        {...form.field("purchase_cost")}
      />
      <TextField
        id={`${id}-currency`}
        label={t("licenses.fields.currency")}
        dir="ltr"
        placeholder="EUR"
        maxLength={3}
        autoComplete="off"
        {...form.field("currency")}
      />
      <TextAreaField
        id={`${id}-notes`}
        label={t("licenses.fields.notes")}
        className="sm:col-span-2"
        rows={3}
        maxLength={2000}
        {...form.field("notes")}
      />
    </>
  );
}
