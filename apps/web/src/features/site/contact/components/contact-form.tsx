import {
  contactMessageRequestSchema,
  contactTopics,
  type ContactMessageResponse,
  type ContactTopic,
} from "@fleetward/contracts/contact";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { HoneypotField, honeypotRules } from "../../../../components/honeypot-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

type ContactFormModel = ContractForm<typeof contactMessageRequestSchema>;

const emptyMessage = (topic: ContactTopic) => ({
  name: "",
  email: "",
  company: "",
  topic,
  message: "",
});

/** Links such as billing's "Contact sales" open the form on their topic (?topic=sales). */
function useLinkedTopic(): ContactTopic {
  const [searchParams] = useSearchParams();
  const topic = searchParams.get("topic");
  return contactTopics.find((option) => option === topic) ?? "sales";
}

function ContactFields({ form, id }: { form: ContactFormModel; id: string }) {
  const { t } = useTranslation();
  const text = t("marketing.contact.form", { returnObjects: true });
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={text.name}
        required
        maxLength={120}
        autoComplete="name"
        {...form.field("name")}
      />
      <TextField
        id={`${id}-email`}
        label={text.email}
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        {...form.field("email")}
      />
      <TextField
        id={`${id}-company`}
        label={text.company}
        maxLength={160}
        autoComplete="organization"
        {...form.field("company")}
      />
      <SelectField id={`${id}-topic`} label={text.topic} required {...form.field("topic")}>
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
        required
        minLength={20}
        maxLength={5000}
        rows={6}
        {...form.field("message")}
      />
    </>
  );
}

/** The contact form; it posts to /api/contact/messages, reports the real outcome and, on success, shows the thank-you page. */
export function ContactForm() {
  const { t } = useTranslation();
  const text = t("marketing.contact.form", { returnObjects: true });
  const id = useId();
  const form = useContractForm(contactMessageRequestSchema, {
    defaultValues: emptyMessage(useLinkedTopic()),
  });
  const navigate = useNavigate();

  const onSubmit = form.submit(async (values) => {
    await request<ContactMessageResponse>("/api/contact/messages", {
      json: { ...values, company: values.company || undefined },
    });
    showNotice({ kind: "success", title: text.sent });
    form.reset(emptyMessage("sales"));
    await navigate("/page-thankyou");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2 relative">
      <HoneypotField {...form.register("website", honeypotRules)} />
      <ContactFields form={form} id={id} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton sending={form.sending} label={text.send} sendingLabel={text.sending} />
        <p className="text-sm text-slate-600 dark:text-slate-400">{text.privacy}</p>
      </div>
    </form>
  );
}
