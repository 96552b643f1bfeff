import type { ParseKeys } from "i18next";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { fieldClasses, FormField } from "../../../components/form-field.tsx";
import { HttpError, request } from "../../../lib/http/http-client.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";

const severities = [
  { value: "low", label: "Low — a question or a cosmetic problem" },
  { value: "normal", label: "Normal — something does not work, but there is a workaround" },
  { value: "high", label: "High — a feature your team relies on is not working" },
  { value: "urgent", label: "Urgent — the workspace is down or data looks wrong" },
] as const;

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
  const id = useId();
  const [values, setValues] = useState<SupportValues>(empty);
  const [sending, setSending] = useState(false);
  const [sentSubject, setSentSubject] = useState<string | null>(null);

  const update = (event: ChangeEvent<FieldElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/support/requests", { json: values });
      showNotice({
        kind: "success",
        title: "Support request sent. Check your inbox for the confirmation.",
      });
      setSentSubject(values.subject);
      setValues(empty);
    } catch (error) {
      showNotice({
        kind: "error",
        title: error instanceof HttpError ? t(error.messageKey as ParseKeys) : t("errors.server"),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${id}-name`} label="Your name">
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={120}
          autoComplete="name"
          value={values.name}
          onChange={update}
          className={fieldClasses}
        />
      </FormField>
      <FormField id={`${id}-email`} label="E-mail address of your Fleetward account">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={values.email}
          onChange={update}
          className={fieldClasses}
        />
      </FormField>
      <FormField
        id={`${id}-subject`}
        label="Subject"
        hint="One line, for example: Intune sync stopped on 12 November."
        className="sm:col-span-2"
      >
        <input
          id={`${id}-subject`}
          name="subject"
          required
          maxLength={160}
          value={values.subject}
          onChange={update}
          aria-describedby={`${id}-subject-hint`}
          className={fieldClasses}
        />
      </FormField>
      <FormField id={`${id}-severity`} label="Severity" className="sm:col-span-2">
        <select
          id={`${id}-severity`}
          name="severity"
          required
          value={values.severity}
          onChange={update}
          className={fieldClasses}
        >
          {severities.map((severity) => (
            <option key={severity.value} value={severity.value}>
              {severity.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-description`}
        label="Description"
        hint="Your workspace address, what you did, what you expected and what happened instead. Never include passwords or recovery keys."
        className="sm:col-span-2"
      >
        <textarea
          id={`${id}-description`}
          name="description"
          required
          minLength={20}
          maxLength={10000}
          rows={8}
          value={values.description}
          onChange={update}
          aria-describedby={`${id}-description-hint`}
          className={fieldClasses}
        />
      </FormField>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? "Sending…" : "Send support request"}
        </button>
      </div>
      {sentSubject ? (
        <p
          role="status"
          className="rounded-lg border-s-4 border-emerald-600 bg-emerald-50 dark:border-emerald-400 p-4 text-emerald-950 sm:col-span-2 dark:bg-emerald-950 dark:text-emerald-50"
        >
          We received “{sentSubject}”. A confirmation with your ticket number is on its way to your
          inbox.
        </p>
      ) : null}
    </form>
  );
}
