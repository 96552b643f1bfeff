import { detectCardBrand } from "@fleetward/contracts/billing";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useAddPaymentMethod } from "../api/billing-api.ts";
import { brandNames } from "../lib/card-label.ts";
import { cardFormSchema, onCardFields } from "../lib/card-form.ts";

/** Nothing typed is lost when something is wrong; the form empties once the card is saved. */
function useAddCardForm() {
  const { t } = useTranslation();
  const add = useAddPaymentMethod();
  const form = useContractForm(cardFormSchema, {
    defaultValues: { holder: "", number: "", expiry: "", cvc: "" },
    messages: {
      holder: "billing.errors.holder",
      number: "billing.errors.number",
      expiry: "billing.errors.expiry",
      cvc: "billing.errors.cvc",
    },
    failures: { 402: "billing.errors.declined", 422: "billing.errors.checkCard" },
  });
  const onSubmit = form.submit(async (card) => {
    try {
      await add.mutateAsync(card);
    } catch (error) {
      throw onCardFields(error);
    }
    form.reset();
    showNotice({ kind: "success", title: t("billing.cardAdded") });
  });
  return { form, onSubmit };
}

export function AddCardForm() {
  const { t } = useTranslation();
  const { form, onSubmit } = useAddCardForm();
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <CardFields field={form.field} number={form.watch("number")} />
      <SubmitButton
        sending={form.sending}
        label={t("accountArea.payment.saveCard")}
        sendingLabel={t("billing.saving")}
        className="mt-4"
      />
    </form>
  );
}

type CardFieldsProps = {
  field: ReturnType<typeof useAddCardForm>["form"]["field"];
  /** The number typed so far, to name the card network as it is typed. */
  number: string;
};

function CardFields({ field, number }: CardFieldsProps) {
  const { t } = useTranslation();
  const brandName =
    number.replace(/\D/g, "").length >= 2 ? brandNames[detectCardBrand(number)] : null;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t("accountArea.payment.cardDetails")}</legend>
      <TextField
        id="card-holder"
        label={t("accountArea.payment.cardHolder")}
        autoComplete="cc-name"
        maxLength={100}
        required
        className="sm:col-span-2"
        {...field("holder")}
      />
      <TextField
        id="card-number"
        label={t("accountArea.payment.cardNumber")}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        dir="ltr"
        required
        className="sm:col-span-2"
        {...field("number")}
      />
      <p
        className="-mt-2 text-sm text-slate-600 sm:col-span-2 dark:text-slate-400"
        aria-live="polite"
      >
        {brandName ? t("billing.detectedBrand", { brand: brandName }) : null}
      </p>
      <TextField
        id="card-expiry"
        label={t("accountArea.payment.expiry")}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        maxLength={7}
        dir="ltr"
        required
        {...field("expiry")}
      />
      <TextField
        id="card-cvc"
        label={t("accountArea.payment.cvc")}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        dir="ltr"
        required
        {...field("cvc")}
      />
    </fieldset>
  );
}
