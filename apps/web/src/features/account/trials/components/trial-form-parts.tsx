import type { ParseKeys } from "i18next";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { FormField, fieldClasses } from "../../../../components/form-field.tsx";
import type { InputSpec } from "../data/trial-form-fields.ts";

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** One labelled text input of the trial form, described by its error when it has one. */
export function TrialTextInput(props: {
  id: string;
  spec: InputSpec;
  value: string;
  error: string | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const { id, spec, error } = props;
  return (
    <FormField id={id} label={t(spec.label)} error={error}>
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? "text"}
        required={!spec.optional}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClasses}
      />
    </FormField>
  );
}

/** A required choice (country, title) with a "choose" placeholder first. */
export function TrialSelect(props: {
  id: string;
  name: "country" | "title";
  label: ParseKeys;
  options: { value: string; label: string }[];
  value: string;
  error: string | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const { id, error } = props;
  return (
    <FormField id={id} label={t(props.label)} error={error}>
      <select
        id={id}
        name={props.name}
        required
        value={props.value}
        onChange={props.onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClasses}
      >
        <option value="">{t("trial.form.choose")}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const checkboxClasses = "mt-0.5 size-4 shrink-0 accent-blue-700 dark:accent-blue-400";

/** The newsletter opt-in and the required acceptance of the trial terms. */
export function TrialConsents(props: {
  id: string;
  newsletter: boolean;
  acceptTerms: boolean;
  termsError: string | undefined;
  onChange: (name: "newsletter" | "accept_terms", checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const { id, termsError } = props;
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-newsletter`}
          name="newsletter"
          type="checkbox"
          checked={props.newsletter}
          onChange={(event) => props.onChange("newsletter", event.target.checked)}
          className={checkboxClasses}
        />
        <label htmlFor={`${id}-newsletter`} className="text-sm text-slate-700 dark:text-slate-300">
          {t("trial.form.newsletter")}
        </label>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-accept_terms`}
            name="accept_terms"
            type="checkbox"
            required
            checked={props.acceptTerms}
            onChange={(event) => props.onChange("accept_terms", event.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-accept_terms-error` : undefined}
            className={checkboxClasses}
          />
          <label
            htmlFor={`${id}-accept_terms`}
            className="text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            {t("trial.form.acceptTerms")}
          </label>
        </div>
        {termsError ? (
          <p
            id={`${id}-accept_terms-error`}
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
          >
            {termsError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Send, and — once the server says this account already has a trial — the way to it. */
export function TrialSubmitRow(props: { sending: boolean; alreadyRequested: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" disabled={props.sending} className={buttonClasses("primary")}>
        {props.sending ? t("trial.form.sending") : t("trial.form.submit")}
      </button>
      {props.alreadyRequested ? (
        <Link to="/user-profile" className={buttonClasses("secondary")}>
          {t("trial.form.goToProfile")}
        </Link>
      ) : null}
    </div>
  );
}
