import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { HoneypotField, honeypotValue } from "../../../../components/honeypot-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { SupportRequestResponse } from "@fleetward/contracts/support";
import { useFormSubmit } from "../../../../hooks/use-form-submit.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

const severities = ["low", "normal", "high", "urgent"] as const;

type SupportValues = {
  name: string;
  email: string;
  subject: string;
  severity: string;
  description: string;
};

const empty: SupportValues = {
  name: "",
  email: "",
  subject: "",
  severity: "normal",
  description: "",
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The support request form; it posts to /api/support/requests and reports the real outcome. */
export function SupportForm() {
  const { t } = useTranslation();
  const text = t("company.helpCentre.form", { returnObjects: true });
  const id = useId();
  const [values, setValues] = useState<SupportValues>(empty);
  const { sending, submit, errors } = useFormSubmit<SupportRequestResponse, keyof SupportValues>(
    "/api/support/requests",
    Object.keys(empty) as (keyof SupportValues)[],
  );
  const [sent, setSent] = useState<{ subject: string; reference: string } | null>(null);

  const update = (event: ChangeEvent<FieldElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ticket = await submit({ ...values, ...honeypotValue(event.currentTarget) });
    if (!ticket) return;
    showNotice({
      kind: "success",
      title: t("company.helpCentre.form.received", { reference: ticket.reference }),
    });
    setSent({ subject: values.subject, reference: ticket.reference });
    setValues(empty);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2 relative">
      <HoneypotField />
      <TextField
        id={`${id}-name`}
        label={text.name}
        name="name"
        error={errors.name}
        required
        maxLength={120}
        autoComplete="name"
        value={values.name}
        onChange={update}
      />
      <TextField
        id={`${id}-email`}
        label={text.email}
        name="email"
        error={errors.email}
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        value={values.email}
        onChange={update}
      />
      <TextField
        id={`${id}-subject`}
        label={text.subject}
        hint={text.subjectHint}
        className="sm:col-span-2"
        name="subject"
        error={errors.subject}
        required
        maxLength={160}
        value={values.subject}
        onChange={update}
      />
      <SelectField
        id={`${id}-severity`}
        label={text.severity}
        className="sm:col-span-2"
        name="severity"
        error={errors.severity}
        required
        value={values.severity}
        onChange={update}
      >
        {severities.map((severity) => (
          <option key={severity} value={severity}>
            {text.severities[severity]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-description`}
        label={text.description}
        hint={text.descriptionHint}
        className="sm:col-span-2"
        name="description"
        error={errors.description}
        required
        minLength={20}
        maxLength={10000}
        rows={8}
        value={values.description}
        onChange={update}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? text.sending : text.send}
        </button>
      </div>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border-s-4 border-emerald-600 bg-emerald-50 dark:border-emerald-400 p-4 text-emerald-950 sm:col-span-2 dark:bg-emerald-950 dark:text-emerald-50"
        >
          <Trans
            i18nKey="company.helpCentre.form.sent"
            values={{ subject: sent.subject, reference: sent.reference }}
            components={{ ref: <strong /> }}
          />
        </p>
      ) : null}
    </form>
  );
}
