import {
  supportRequestSchema,
  supportSeverities,
  type SupportRequestResponse,
} from "@fleetward/contracts/support";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { HoneypotField, honeypotRules } from "../../../../components/honeypot-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

type SupportFormModel = ContractForm<typeof supportRequestSchema>;

const emptyRequest = {
  name: "",
  email: "",
  subject: "",
  severity: "normal",
  description: "",
} as const;

function SupportFields({ form, id }: { form: SupportFormModel; id: string }) {
  const { t } = useTranslation();
  const text = t("company.helpCentre.form", { returnObjects: true });
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
        id={`${id}-subject`}
        label={text.subject}
        hint={text.subjectHint}
        className="sm:col-span-2"
        required
        maxLength={160}
        {...form.field("subject")}
      />
      <SelectField
        id={`${id}-severity`}
        label={text.severity}
        className="sm:col-span-2"
        required
        {...form.field("severity")}
      >
        {supportSeverities.map((severity) => (
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
        required
        minLength={20}
        maxLength={10000}
        rows={8}
        {...form.field("description")}
      />
    </>
  );
}

/** The confirmation under the form, naming the ticket to quote. */
function SentNote({ subject, reference }: { subject: string; reference: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border-s-4 border-emerald-600 bg-emerald-50 dark:border-emerald-400 p-4 text-emerald-950 sm:col-span-2 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <Trans
        i18nKey="company.helpCentre.form.sent"
        values={{ subject, reference }}
        components={{ ref: <strong /> }}
      />
    </p>
  );
}

/** The support request form; it posts to /api/support/requests and reports the real outcome. */
export function SupportForm() {
  const { t } = useTranslation();
  const text = t("company.helpCentre.form", { returnObjects: true });
  const id = useId();
  const form = useContractForm(supportRequestSchema, { defaultValues: emptyRequest });
  const [sent, setSent] = useState<{ subject: string; reference: string } | null>(null);

  const onSubmit = form.submit(async (values) => {
    const ticket = await request<SupportRequestResponse>("/api/support/requests", {
      json: values,
    });
    showNotice({
      kind: "success",
      title: t("company.helpCentre.form.received", { reference: ticket.reference }),
    });
    setSent({ subject: values.subject, reference: ticket.reference });
    form.reset(emptyRequest);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2 relative">
      <HoneypotField {...form.register("website", honeypotRules)} />
      <SupportFields form={form} id={id} />
      <div className="sm:col-span-2">
        <SubmitButton sending={form.sending} label={text.send} sendingLabel={text.sending} />
      </div>
      {sent ? <SentNote subject={sent.subject} reference={sent.reference} /> : null}
    </form>
  );
}
