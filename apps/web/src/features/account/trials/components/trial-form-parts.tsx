import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { InputSpec } from "../data/trial-form-fields.ts";
import type { TrialRequestForm } from "../hooks/use-trial-request.ts";

/** One labelled text input of the trial form, with its error under it. */
export function TrialTextInput(props: { id: string; spec: InputSpec; form: TrialRequestForm }) {
  const { t } = useTranslation();
  const { spec } = props;
  return (
    <TextField
      id={`${props.id}-${spec.name}`}
      label={t(spec.label)}
      type={spec.type ?? "text"}
      required={!spec.optional}
      maxLength={spec.maxLength}
      autoComplete={spec.autoComplete}
      {...props.form.field(spec.name)}
    />
  );
}

/** A required choice (country, title) with a "choose" placeholder first. */
export function TrialSelect(props: {
  id: string;
  name: "country" | "title";
  label: string;
  options: { value: string; label: string }[];
  form: TrialRequestForm;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`${props.id}-${props.name}`}
      label={props.label}
      required
      {...props.form.field(props.name)}
    >
      <option value="">{t("trial.form.choose")}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The newsletter opt-in and the required acceptance of the trial terms. */
export function TrialConsents({ id, form }: { id: string; form: TrialRequestForm }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <CheckboxField
        id={`${id}-newsletter`}
        label={t("trial.form.newsletter")}
        {...form.field("newsletter")}
      />
      <CheckboxField
        id={`${id}-accept_terms`}
        label={
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {t("trial.form.acceptTerms")}
          </span>
        }
        required
        {...form.field("accept_terms")}
      />
    </div>
  );
}

/** Send, and — once the server says this account already has a trial — the way to it. */
export function TrialSubmitRow(props: { sending: boolean; alreadyRequested: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton
        sending={props.sending}
        label={t("trial.form.submit")}
        sendingLabel={t("trial.form.sending")}
      />
      {props.alreadyRequested ? (
        <Link to="/user-profile" className={buttonClasses("secondary")}>
          {t("trial.form.goToProfile")}
        </Link>
      ) : null}
    </div>
  );
}
