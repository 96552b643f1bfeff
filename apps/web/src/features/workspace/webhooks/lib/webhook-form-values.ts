import {
  webhookCreateSchema,
  webhookEventTypes,
  type Webhook,
  type WebhookCreate,
  type WebhookEventType,
} from "@fleetward/contracts/workspace-webhooks";
import { z } from "zod";
import type { ContractSchema } from "../../../../components/form/contract-resolver.ts";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { useContractForm } from "../../../../hooks/use-contract-form.ts";

/** What the webhook form holds: the ticked events as a list of names. */
export type WebhookFormValues = {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
};

export const emptyWebhookValues: WebhookFormValues = {
  url: "https://",
  description: "",
  events: [],
  enabled: true,
};

export function webhookFormValuesOf(webhook: Webhook | null): WebhookFormValues {
  if (!webhook) return emptyWebhookValues;
  return {
    url: webhook.url,
    description: webhook.description ?? "",
    events: webhook.events,
    enabled: webhook.enabled,
  };
}

/** A group of boxes gives an array, a lone box its value or false: always a list of names. */
const eventsOf = (value: unknown): WebhookEventType[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is WebhookEventType =>
    webhookEventTypes.includes(item as WebhookEventType),
  );

export function webhookPayload(values: WebhookFormValues): WebhookCreate {
  return {
    url: values.url,
    description: values.description,
    events: eventsOf(values.events),
    enabled: values.enabled,
  };
}

export type WebhookFormApi = ReturnType<typeof useContractForm<WebhookFormValues, unknown>>;

/** The API's own contract, checking what the form sends (an edit sends every field too). */
export const webhookCreateFormSchema: ContractSchema<WebhookFormValues, unknown> = z
  .custom<WebhookFormValues>()
  .transform(webhookPayload)
  .pipe(webhookCreateSchema);

export const webhookFormMessages: FieldMessages<keyof WebhookFormValues> = {
  url: ({ message }) => (/address|https/.test(message) ? "webhooks.form.errors.url" : undefined),
  events: "webhooks.form.errors.events",
};
