import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { HoneypotField, honeypotValue } from "../../../../components/honeypot-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import type { ContactMessageResponse } from "@fleetward/contracts/contact";
import { useFormSubmit } from "../../../../hooks/use-form-submit.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

const contactTopics = [
  "sales",
  "trial",
  "support",
  "billing",
  "partnership",
  "press",
  "other",
] as const;

type ContactValues = {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
};

const empty: ContactValues = { name: "", email: "", company: "", topic: "sales", message: "" };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The contact form; it posts to /api/contact/messages, reports the real outcome and, on success, shows the thank-you page. */
export function ContactForm() {
  const { t } = useTranslation();
  const text = t("marketing.contact.form", { returnObjects: true });
  const id = useId();
  const [searchParams] = useSearchParams();
  // Links such as billing's "Contact sales" open the form on their topic (?topic=sales).
  const [values, setValues] = useState<ContactValues>(() => {
    const topic = searchParams.get("topic");
    const known = contactTopics.find((option) => option === topic);
    return known ? { ...empty, topic: known } : empty;
  });
  const { sending, submit, errors } = useFormSubmit<ContactMessageResponse, keyof ContactValues>(
    "/api/contact/messages",
    Object.keys(empty) as (keyof ContactValues)[],
  );
  const navigate = useNavigate();

  const update = (event: ChangeEvent<FieldElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await submit({
      ...values,
      company: values.company.trim() || undefined,
      ...honeypotValue(event.currentTarget),
    });
    if (!sent) return;
    showNotice({ kind: "success", title: text.sent });
    setValues(empty);
    await navigate("/page-thankyou");
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
        id={`${id}-company`}
        label={text.company}
        name="company"
        error={errors.company}
        maxLength={160}
        autoComplete="organization"
        value={values.company}
        onChange={update}
      />
      <SelectField
        id={`${id}-topic`}
        label={text.topic}
        name="topic"
        error={errors.topic}
        required
        value={values.topic}
        onChange={update}
      >
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {text.topics[topic]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-message`}
        label={text.message}
        hint={text.messageHint}
        className="sm:col-span-2"
        name="message"
        error={errors.message}
        required
        minLength={20}
        maxLength={5000}
        rows={6}
        value={values.message}
        onChange={update}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? text.sending : text.send}
        </button>
        <p className="text-sm text-slate-600 dark:text-slate-400">{text.privacy}</p>
      </div>
    </form>
  );
}
