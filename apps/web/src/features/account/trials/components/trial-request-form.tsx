import { trialTitles } from "@fleetward/contracts/trials";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  companyInputs,
  contactInputs,
  personInputs,
  type InputSpec,
} from "../data/trial-form-fields.ts";
import { useCountries } from "../hooks/use-countries.ts";
import { useTrialRequest } from "../hooks/use-trial-request.ts";
import { AppDomainField } from "./app-domain-field.tsx";
import { TrialConsents, TrialSelect, TrialSubmitRow, TrialTextInput } from "./trial-form-parts.tsx";

const legendClasses = "text-lg font-semibold text-slate-900 dark:text-white";

/** The trial form of spec §3, checked with the API's own contract before it is sent. */
export function TrialRequestForm({ appUrlTemplate }: { appUrlTemplate: string | null }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  const { form, onSubmit, alreadyRequested } = useTrialRequest();
  const input = (spec: InputSpec) => (
    <TrialTextInput key={spec.name} id={id} spec={spec} form={form} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="max-w-3xl text-slate-700 dark:text-slate-300">
        {t("trial.form.intro")}
      </p>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legendClasses}>{t("trial.form.companySection")}</legend>
        {companyInputs.map(input)}
        <AppDomainField
          id={`${id}-app_domain`}
          appUrlTemplate={appUrlTemplate}
          control={form.control}
        />
        {contactInputs.map(input)}
        <TrialSelect
          id={id}
          name="country"
          label={t("trial.form.country")}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          form={form}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legendClasses}>{t("trial.form.contactSection")}</legend>
        <TrialSelect
          id={id}
          name="title"
          label={t("trial.form.title")}
          options={trialTitles.map((title) => ({
            value: title,
            label: t(`trial.form.titles.${title}`),
          }))}
          form={form}
        />
        {personInputs.map(input)}
      </fieldset>
      <TrialConsents id={id} form={form} />
      <TrialSubmitRow sending={form.sending} alreadyRequested={alreadyRequested} />
    </form>
  );
}
