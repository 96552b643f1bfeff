import {
  countryCodes,
  trialCreateSchema,
  trialTitles,
  type TrialCreateRequest,
} from "@fleetward/contracts/trials";
import { useQueryClient } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { FormField, fieldClasses } from "../../../../components/form-field.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { currentTrialKey } from "../../../../lib/trial/current-trial.ts";
import { createTrial } from "../api/trial-api.ts";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { errorsFromIssues, type FieldErrors } from "../lib/form-errors.ts";
import { AppDomainField } from "./app-domain-field.tsx";

type TextFieldName = Exclude<keyof TrialCreateRequest, "newsletter" | "accept_terms">;
type Values = Record<TextFieldName, string> & { newsletter: boolean; accept_terms: boolean };

const empty: Values = {
  company_name: "",
  app_name: "",
  app_domain: "",
  company_email: "",
  phone: "",
  fax: "",
  street_address: "",
  building: "",
  postal_code: "",
  city: "",
  country: "",
  first_name: "",
  last_name: "",
  title: "",
  position: "",
  department: "",
  newsletter: false,
  accept_terms: false,
};
const fieldNames = Object.keys(empty);

type InputSpec = {
  name: TextFieldName;
  label: ParseKeys;
  autoComplete?: string;
  type?: string;
  maxLength: number;
  optional?: boolean;
};

const companyInputs: InputSpec[] = [
  {
    name: "company_name",
    label: "trial.form.companyName",
    autoComplete: "organization",
    maxLength: 160,
  },
  { name: "app_name", label: "trial.form.appName", autoComplete: "off", maxLength: 80 },
];
const contactInputs: InputSpec[] = [
  {
    name: "company_email",
    label: "trial.form.companyEmail",
    type: "email",
    autoComplete: "email",
    maxLength: 254,
  },
  { name: "phone", label: "trial.form.phone", type: "tel", autoComplete: "tel", maxLength: 40 },
  {
    name: "fax",
    label: "trial.form.fax",
    type: "tel",
    autoComplete: "off",
    maxLength: 40,
    optional: true,
  },
  {
    name: "street_address",
    label: "trial.form.streetAddress",
    autoComplete: "address-line1",
    maxLength: 200,
  },
  { name: "building", label: "trial.form.building", autoComplete: "address-line2", maxLength: 120 },
  {
    name: "postal_code",
    label: "trial.form.postalCode",
    autoComplete: "postal-code",
    maxLength: 20,
  },
  { name: "city", label: "trial.form.city", autoComplete: "address-level2", maxLength: 120 },
];
const personInputs: InputSpec[] = [
  { name: "first_name", label: "trial.form.firstName", autoComplete: "given-name", maxLength: 80 },
  { name: "last_name", label: "trial.form.lastName", autoComplete: "family-name", maxLength: 80 },
  {
    name: "position",
    label: "trial.form.position",
    autoComplete: "organization-title",
    maxLength: 120,
  },
  { name: "department", label: "trial.form.department", autoComplete: "off", maxLength: 120 },
];

/** Country names in the reader's language, sorted for that language. */
function useCountries(language: string) {
  return useMemo(() => {
    const locale = intlLocaleOf(language);
    const names = new Intl.DisplayNames([locale], { type: "region" });
    const collator = new Intl.Collator(locale);
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);
}

/** The trial form of spec §3, checked with the API's own contract before it is sent. */
export function TrialRequestForm({ appUrlTemplate }: { appUrlTemplate: string | null }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useCountries(i18n.language);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [alreadyRequested, setAlreadyRequested] = useState(false);

  // The contract's messages are English; other languages get a translated hint instead.
  const shown = (message: string | undefined) => {
    if (message === undefined) return undefined;
    if (i18n.language === "en") return message;
    return message === "Required" ? t("trial.form.errorRequired") : t("trial.form.errorInvalid");
  };

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set(event.target.name as keyof Values, event.target.value);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { ...values, fax: values.fax.trim() || undefined };
    const parsed = trialCreateSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      showNotice({ kind: "error", title: t("trial.form.fixErrors") });
      return;
    }
    setSending(true);
    try {
      await createTrial(payload as TrialCreateRequest);
      await queryClient.invalidateQueries({ queryKey: currentTrialKey });
      showNotice({ kind: "success", title: t("trial.form.success") });
      await navigate("/user-profile");
    } catch (error) {
      const named = fieldErrorsOf(error, fieldNames);
      if (hasFieldErrors(named)) {
        setErrors(named);
        showNotice({ kind: "error", title: t("trial.form.fixErrors") });
      } else if (error instanceof HttpError && error.status === 409) {
        setAlreadyRequested(true);
        showNotice({ kind: "error", title: t("trial.form.alreadyHaveTrial") });
      } else {
        notifyFailure(error, t);
      }
    } finally {
      setSending(false);
    }
  }

  const input = (spec: InputSpec) => {
    const fieldId = `${id}-${spec.name}`;
    const error = shown(errors[spec.name]);
    return (
      <FormField key={spec.name} id={fieldId} label={t(spec.label)} error={error}>
        <input
          id={fieldId}
          name={spec.name}
          type={spec.type ?? "text"}
          required={!spec.optional}
          maxLength={spec.maxLength}
          autoComplete={spec.autoComplete}
          value={values[spec.name]}
          onChange={update}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={fieldClasses}
        />
      </FormField>
    );
  };

  const select = (
    name: "country" | "title",
    label: ParseKeys,
    options: { value: string; label: string }[],
  ) => {
    const fieldId = `${id}-${name}`;
    const error = shown(errors[name]);
    return (
      <FormField id={fieldId} label={t(label)} error={error}>
        <select
          id={fieldId}
          name={name}
          required
          value={values[name]}
          onChange={update}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={fieldClasses}
        >
          <option value="">{t("trial.form.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  const legendClasses = "text-lg font-semibold text-slate-900 dark:text-white";

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
        {select(
          "country",
          "trial.form.country",
          countries.map((country) => ({ value: country.code, label: country.name })),
        )}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legendClasses}>{t("trial.form.contactSection")}</legend>
        {select(
          "title",
          "trial.form.title",
          trialTitles.map((title) => ({ value: title, label: t(`trial.form.titles.${title}`) })),
        )}
        {personInputs.map(input)}
      </fieldset>
      <div className="space-y-4">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-newsletter`}
            name="newsletter"
            type="checkbox"
            checked={values.newsletter}
            onChange={(event) => set("newsletter", event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
          />
          <label
            htmlFor={`${id}-newsletter`}
            className="text-sm text-slate-700 dark:text-slate-300"
          >
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
              checked={values.accept_terms}
              onChange={(event) => set("accept_terms", event.target.checked)}
              aria-invalid={errors.accept_terms ? true : undefined}
              aria-describedby={errors.accept_terms ? `${id}-accept_terms-error` : undefined}
              className="mt-0.5 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
            />
            <label
              htmlFor={`${id}-accept_terms`}
              className="text-sm font-medium text-slate-900 dark:text-slate-100"
            >
              {t("trial.form.acceptTerms")}
            </label>
          </div>
          {errors.accept_terms ? (
            <p
              id={`${id}-accept_terms-error`}
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            >
              {shown(errors.accept_terms)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? t("trial.form.sending") : t("trial.form.submit")}
        </button>
        {alreadyRequested ? (
          <Link to="/user-profile" className={buttonClasses("secondary")}>
            {t("trial.form.goToProfile")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
