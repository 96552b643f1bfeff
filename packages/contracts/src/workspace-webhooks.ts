import { z } from "zod";
import { optionalLine } from "./form-fields.ts";
import { cursorPageOf, cursorQueryFields } from "./workspace-fields.ts";

/*
 * Webhooks: admins register endpoints that receive the workspace's events as signed JSON POSTs
 * (docs/decisions/0029). The signing secret is shown once, when it is made or rotated.
 */

/** Every event a webhook can subscribe to (the exact names receivers see in `type`). */
export const webhookEventTypes = [
  "asset.created",
  "asset.updated",
  "asset.checked_out",
  "asset.checked_in",
  "asset.retired",
  "person.left",
  "license.expiring",
  "device.enrolled",
  "device.offline",
  "policy.failing",
  "policy.passing",
  "import.finished",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What the "Send test" button sends; not subscribable. */
export const webhookPingEvent = "ping";

export const maxWebhooksPerWorkspace = 20;

export const webhookUrl = z
  .string()
  .trim()
  .min(1, { error: "Required" })
  .max(500, { error: "Must be at most 500 characters", abort: true })
  .check(z.url({ protocol: /^https?$/, error: "Must be an https:// address" }));

const webhookFields = {
  url: webhookUrl.describe(
    "Where events are POSTed: https:// (http:// only with WEBHOOKS_ALLOW_PRIVATE), never a private, loopback or link-local address",
  ),
  description: optionalLine(300).nullable().optional(),
  events: z
    .array(z.enum(webhookEventTypes, { error: "Not an event type" }))
    .min(1, { error: "Choose at least one event" })
    .max(webhookEventTypes.length)
    .describe("The event types this endpoint receives"),
  enabled: z.boolean().optional().describe("A disabled endpoint receives nothing (default true)"),
};

export const webhookCreateSchema = z.object(webhookFields);
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  url: webhookFields.url.optional(),
  description: webhookFields.description,
  events: webhookFields.events.optional(),
  enabled: webhookFields.enabled,
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** The secret's first characters, to tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Answered once, on create and on rotation: the secret is not shown again. */
export const webhookWithSecretSchema = webhookSchema.extend({
  secret: z.string().describe("The signing secret (whsec_…); shown only in this answer"),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookIdParams = z.object({ id: z.uuid({ error: "Not an id" }) });
export const webhookDeliveryParams = z.object({
  id: z.uuid({ error: "Not an id" }),
  delivery_id: z.uuid({ error: "Not an id" }),
});

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid().describe("Sent as the Fleetward-Delivery header"),
  event_id: z.uuid().describe("Sent as Fleetward-Event-Id: the same on every retry and resend"),
  event_type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  duration_ms: z.number().int().nullable().describe("Of the last attempt"),
  response_status: z.number().int().nullable(),
  response_body: z.string().nullable().describe("The first 1 KB of the last response"),
  error: z.string().nullable().describe("Why the last attempt failed, if it did"),
  created_at: z.iso.datetime(),
  last_attempt_at: z.iso.datetime().nullable(),
  next_attempt_at: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object(cursorQueryFields(25, 100));
export const webhookDeliveryPageSchema = cursorPageOf(webhookDeliverySchema, "Newest first");
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
