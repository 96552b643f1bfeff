import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonClasses } from "../../../components/button-classes.ts";
import { SelectField } from "../../../components/select-field.tsx";
import { TextAreaField } from "../../../components/text-area-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { SupportRequestResponse } from "@fleetward/contracts/support";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
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
  const id = useId();
  const [values, setValues] = useState<SupportValues>(empty);
  const { sending, submit } = useFormSubmit<SupportRequestResponse>("/api/support/requests");
  const [sent, setSent] = useState<{ subject: string; reference: string } | null>(null);

  const update = (event: ChangeEvent<FieldElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ticket = await submit(values);
    if (!ticket) return;
    showNotice({ kind: "success", title: `Support request ${ticket.reference} received.` });
    setSent({ subject: values.subject, reference: ticket.reference });
    setValues(empty);
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label="Your name"
        name="name"
        required
        maxLength={120}
        autoComplete="name"
        value={values.name}
        onChange={update}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail address of your Fleetward account"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        value={values.email}
        onChange={update}
      />
      <TextField
        id={`${id}-subject`}
        label="Subject"
        hint="One line, for example: Intune sync stopped on 12 November."
        className="sm:col-span-2"
        name="subject"
        required
        maxLength={160}
        value={values.subject}
        onChange={update}
      />
      <SelectField
        id={`${id}-severity`}
        label="Severity"
        className="sm:col-span-2"
        name="severity"
        required
        value={values.severity}
        onChange={update}
      >
        {severities.map((severity) => (
          <option key={severity.value} value={severity.value}>
            {severity.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        hint="Your workspace address, what you did, what you expected and what happened instead. Never include passwords or recovery keys."
        className="sm:col-span-2"
        name="description"
        required
        minLength={20}
        maxLength={10000}
        rows={8}
        value={values.description}
        onChange={update}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? "Sending…" : "Send support request"}
        </button>
      </div>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border-s-4 border-emerald-600 bg-emerald-50 dark:border-emerald-400 p-4 text-emerald-950 sm:col-span-2 dark:bg-emerald-950 dark:text-emerald-50"
        >
          We received “{sent.subject}” as ticket <strong>{sent.reference}</strong>. Quote this
          number when you write to support@fleetward.com about it.
        </p>
      ) : null}
    </form>
  );
}
