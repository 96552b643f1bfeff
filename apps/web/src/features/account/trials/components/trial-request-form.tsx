import { trialTitles } from "@fleetward/contracts/trials";
import { useId, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  companyInputs,
  contactInputs,
  personInputs,
  type InputSpec,
} from "../data/trial-form-fields.ts";
import { useCountries } from "../hooks/use-countries.ts";
import { useShownError } from "../hooks/use-shown-error.ts";
import { useTrialRequest, type Values } from "../hooks/use-trial-request.ts";
import { AppDomainField } from "./app-domain-field.tsx";
import { TrialConsents, TrialSelect, TrialSubmitRow, TrialTextInput } from "./trial-form-parts.tsx";

const legendClasses = "text-lg font-semibold text-slate-900 dark:text-white";

/** The trial form of spec §3, checked with the API's own contract before it is sent. */
export function TrialRequestForm({ appUrlTemplate }: { appUrlTemplate: string | null }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  const { values, errors, set, sending, alreadyRequested, handleSubmit } = useTrialRequest();

  const shown = useShownError();
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set(event.target.name as keyof Values, event.target.value);
  const input = (spec: InputSpec) => (
    <TrialTextInput
      key={spec.name}
      id={`${id}-${spec.name}`}
      spec={spec}
      value={values[spec.name]}
      error={shown(errors[spec.name])}
      onChange={update}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="max-w-3xl text-slate-700 dark:text-slate-300">
        {t("trial.form.intro")}
      </p>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legendClasses}>{t("trial.form.companySection")}</legend>
        {companyInputs.map(input)}
        <AppDomainField
          id={`${id}-app_domain`}
          appUrlTemplate={appUrlTemplate}
          value={values.app_domain}
          error={shown(errors.app_domain)}
          onChange={(value) => set("app_domain", value)}
        />
        {contactInputs.map(input)}
        <TrialSelect
          id={`${id}-country`}
          name="country"
          label="trial.form.country"
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          value={values.country}
          error={shown(errors.country)}
          onChange={update}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legendClasses}>{t("trial.form.contactSection")}</legend>
        <TrialSelect
          id={`${id}-title`}
          name="title"
          label="trial.form.title"
          options={trialTitles.map((title) => ({
            value: title,
            label: t(`trial.form.titles.${title}`),
          }))}
          value={values.title}
          error={shown(errors.title)}
          onChange={update}
        />
        {personInputs.map(input)}
      </fieldset>
      <TrialConsents
        id={id}
        newsletter={values.newsletter}
        acceptTerms={values.accept_terms}
        termsError={shown(errors.accept_terms)}
        onChange={set}
      />
      <TrialSubmitRow sending={sending} alreadyRequested={alreadyRequested} />
    </form>
  );
}
