import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { SelectField } from "../../../components/select-field.tsx";
import { TextAreaField } from "../../../components/text-area-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { ContactMessageResponse } from "@fleetward/contracts/contact";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";

const contactTopics = [
  { value: "sales", label: "Pricing and plans" },
  { value: "trial", label: "My free trial" },
  { value: "support", label: "Help with my workspace" },
  { value: "billing", label: "Invoices and billing" },
  { value: "partnership", label: "Partnerships and resellers" },
  { value: "press", label: "Press and media" },
  { value: "other", label: "Something else" },
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
  const id = useId();
  const [values, setValues] = useState<ContactValues>(empty);
  const { sending, submit } = useFormSubmit<ContactMessageResponse>("/api/contact/messages");
  const navigate = useNavigate();

  const update = (event: ChangeEvent<FieldElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await submit({ ...values, company: values.company.trim() || undefined });
    if (!sent) return;
    showNotice({ kind: "success", title: "Message sent. We will reply within one business day." });
    setValues(empty);
    await navigate("/page-thankyou");
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
        label="Work e-mail"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        value={values.email}
        onChange={update}
      />
      <TextField
        id={`${id}-company`}
        label="Company (optional)"
        name="company"
        maxLength={160}
        autoComplete="organization"
        value={values.company}
        onChange={update}
      />
      <SelectField
        id={`${id}-topic`}
        label="Topic"
        name="topic"
        required
        value={values.topic}
        onChange={update}
      >
        {contactTopics.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        hint="Tell us how many devices you manage and which MDM you use, if any. 20 to 5,000 characters."
        className="sm:col-span-2"
        name="message"
        required
        minLength={20}
        maxLength={5000}
        rows={6}
        value={values.message}
        onChange={update}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? "Sending…" : "Send message"}
        </button>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We use your details only to answer this message.
        </p>
      </div>
    </form>
  );
}
