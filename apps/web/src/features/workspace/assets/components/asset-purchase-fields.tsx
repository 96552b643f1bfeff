import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/text-field.tsx";
import type { AssetFormApi } from "../hooks/use-asset-form.ts";

/** Purchase and warranty: when, for how much, from whom, and until when it is covered. */
export function AssetPurchaseFields({ id, form }: { id: string; form: AssetFormApi }) {
  const { t } = useTranslation();
  const purchaseDate = useWatch({ control: form.control, name: "purchase_date" });
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-white">
        {t("assets.form.purchaseSection")}
      </legend>
      <TextField
        id={`${id}-purchase_date`}
        label={t("assets.fields.purchase_date")}
        type="date"
        {...form.field("purchase_date")}
      />
      <TextField
        id={`${id}-warranty_end`}
        label={t("assets.fields.warranty_end")}
        type="date"
        min={purchaseDate || undefined}
        {...form.field("warranty_end")}
      />
      <TextField
        id={`${id}-purchase_cost`}
        label={t("assets.fields.purchase_cost")}
        inputMode="decimal"
        placeholder="1299.00"
        autoComplete="off"
        dir="ltr"
        {...form.field("purchase_cost")}
      />
      <TextField
        id={`${id}-currency`}
        label={t("assets.fields.currency")}
        hint={t("assets.form.currencyHint")}
        placeholder="EUR"
        maxLength={3}
        autoComplete="off"
        dir="ltr"
        inputClassName="uppercase"
        {...form.field("currency")}
      />
      <TextField
        id={`${id}-supplier`}
        label={t("assets.fields.supplier")}
        maxLength={160}
        autoComplete="off"
        {...form.field("supplier")}
      />
      <TextField
        id={`${id}-order_number`}
        label={t("assets.fields.order_number")}
        maxLength={80}
        autoComplete="off"
        dir="ltr"
        {...form.field("order_number")}
      />
    </fieldset>
  );
}
