import { webhookEventTypes } from "@fleetward/contracts/workspace-webhooks";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  saveWebhook,
  useWebhooksRefresh,
  type Webhook,
  type WebhookWithSecret,
} from "../api/webhooks-api.ts";
import {
  emptyWebhookValues,
  webhookCreateFormSchema,
  webhookFormMessages,
  webhookFormValuesOf,
  webhookPayload,
  type WebhookFormApi,
} from "../lib/webhook-form-values.ts";

type WebhookFormProps = {
  /** The webhook being edited; null registers a new one. */
  webhook: Webhook | null;
  open: boolean;
  onClose: () => void;
  /** A new webhook's secret, to show once. */
  onCreated: (created: WebhookWithSecret) => void;
};

/** Register or edit a webhook in a modal dialog; a refusal keeps what was typed. */
export function WebhookForm({ webhook, open, onClose, onCreated }: WebhookFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useWebhooksRefresh();
  const form = useContractForm(webhookCreateFormSchema, {
    defaultValues: emptyWebhookValues,
    messages: webhookFormMessages,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(webhookFormValuesOf(webhook));
  }, [open, webhook, reset]);

  const onSubmit = form.submit(async () => {
    const values = webhookPayload(form.getValues());
    if (webhook) {
      await saveWebhook({ id: webhook.id, values });
      showNotice({ kind: "success", title: t("webhooks.form.updated") });
    } else {
      onCreated((await saveWebhook({ id: null, values })) as WebhookWithSecret);
    }
    await refresh();
    onClose();
  });

  return (
    <ModalDialog
      id={id}
      open={open}
      title={webhook ? t("webhooks.form.editTitle") : t("webhooks.form.addTitle")}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          id={`${id}-url`}
          label={t("webhooks.form.url")}
          hint={t("webhooks.form.urlHint")}
          required
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          maxLength={500}
          {...form.field("url")}
        />
        <TextField
          id={`${id}-description`}
          label={t("webhooks.form.description")}
          maxLength={300}
          autoComplete="off"
          {...form.field("description")}
        />
        <EventBoxes id={id} form={form} />
        <CheckboxField
          id={`${id}-enabled`}
          label={t("webhooks.form.enabled")}
          {...form.field("enabled")}
        />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("webhooks.form.cancel")}
          </button>
          <SubmitButton
            sending={form.sending}
            label={t("webhooks.form.save")}
            sendingLabel={t("webhooks.form.saving")}
          />
        </div>
      </form>
    </ModalDialog>
  );
}

/** One box per event type. */
function EventBoxes({ id, form }: { id: string; form: WebhookFormApi }) {
  const { t } = useTranslation();
  const { error } = form.field("events");
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("webhooks.form.events")}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {webhookEventTypes.map((type) => (
          <CheckboxField
            key={type}
            id={`${id}-event-${type}`}
            label={
              <>
                {t(`webhooks.events.${type.replace(".", "_") as "asset_created"}`)}{" "}
                <code className="text-xs text-slate-500 dark:text-slate-400" dir="ltr">
                  {type}
                </code>
              </>
            }
            value={type}
            {...form.register("events")}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
