import {
  webhookEventTypes,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookUpdate,
  type WebhookWithSecret,
} from "@fleetward/contracts/workspace-webhooks";
import { randomBytes, randomUUID } from "node:crypto";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { checkQuota } from "../quotas/service.ts";
import { checkTarget } from "./target.ts";
import { secretContext, sendNow, type SenderDeps } from "./delivery.ts";
import { retryWindowMs } from "./events.ts";
import {
  countEndpoints,
  deleteEndpoint,
  deleteEndpoints,
  disableEndpoints,
  endpointsCreatedBy,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  insertEvents,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from "./repository.ts";

/** For the other modules: how they emit events, inside the transaction of their change. */
export { emitWebhookEvent, emitWebhookEvents, type WebhookEvent } from "./events.ts";
export { sendDueWebhooks, type SenderDeps } from "./delivery.ts";
export { wantedWebhookTypes } from "./wanted.ts";

export const noSuchWebhook = "No such webhook in this workspace";

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: webhookEventTypes.filter((type) => row.events.includes(type)),
    enabled: row.enabled,
    secret_hint: row.secretHint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDelivery({ delivery, eventType }: { delivery: DeliveryRow; eventType: string }) {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    duration_ms: delivery.durationMs,
    response_status: delivery.responseStatus,
    response_body: delivery.responseBody,
    error: delivery.error,
    created_at: delivery.createdAt.toISOString(),
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  } satisfies WebhookDelivery;
}

/** A new signing secret: 256 random bits, prefixed so secret scanners recognise it. */
function newSecret(box: SenderDeps["box"], tenantId: string, endpointId: string) {
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return {
    secret,
    values: {
      secretEncrypted: box.seal(secret, secretContext(tenantId, endpointId)),
      secretHint: `${secret.slice(0, 10)}…`,
    },
  };
}

export async function listWorkspaceWebhooks(orm: Orm, tenantId: string) {
  return (await listEndpoints(orm, tenantId)).map(toWebhook);
}

export { countEndpoints as countWorkspaceWebhooks } from "./repository.ts";

export async function getWorkspaceWebhook(orm: Orm, tenantId: string, id: string) {
  const row = await findEndpoint(orm, tenantId, id);
  if (!row) throw new HttpError(404, noSuchWebhook);
  return toWebhook(row);
}

export async function createWorkspaceWebhook(
  request: WriteRequest,
  deps: SenderDeps,
  input: WebhookCreate,
  /** The workspace's webhook quota. */
  limit: number,
): Promise<WebhookWithSecret> {
  const url = checkTarget(input.url, deps.allowPrivate);
  return inWorkspaceWrite(request, async ({ tx, tenantId, actor, now }) => {
    checkQuota("webhooks", await countEndpoints(tx, tenantId), limit);
    const id = randomUUID();
    const { secret, values } = newSecret(deps.box, tenantId, id);
    await insertEndpoint(tx, tenantId, {
      id,
      url,
      description: input.description || null,
      events: input.events,
      enabled: input.enabled ?? true,
      ...values,
      createdByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    return { ...(await getWorkspaceWebhook(tx, tenantId, id)), secret };
  });
}

export async function editWorkspaceWebhook(
  request: WriteRequest,
  deps: SenderDeps,
  id: string,
  input: WebhookUpdate,
) {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    if (!(await findEndpoint(tx, tenantId, id, true))) throw new HttpError(404, noSuchWebhook);
    const url = input.url === undefined ? undefined : checkTarget(input.url, deps.allowPrivate);
    await updateEndpoint(tx, tenantId, id, {
      ...(url !== undefined && { url }),
      ...("description" in input && { description: input.description || null }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      updatedAt: now,
    });
    return getWorkspaceWebhook(tx, tenantId, id);
  });
}

/** A new secret replaces the old one at once; the answer is the only time it is shown. */
export async function rotateWebhookSecret(
  request: WriteRequest,
  deps: SenderDeps,
  id: string,
): Promise<WebhookWithSecret> {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    if (!(await findEndpoint(tx, tenantId, id, true))) throw new HttpError(404, noSuchWebhook);
    const { secret, values } = newSecret(deps.box, tenantId, id);
    await updateEndpoint(tx, tenantId, id, { ...values, updatedAt: now });
    return { ...(await getWorkspaceWebhook(tx, tenantId, id)), secret };
  });
}

export async function deleteWorkspaceWebhook(request: WriteRequest, id: string) {
  await inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    if (!(await deleteEndpoint(tx, tenantId, id))) throw new HttpError(404, noSuchWebhook);
  });
}

/** The webhooks a member added: what removing them may disable or delete. */
export async function webhooksCreatedBy(orm: Orm, tenantId: string, userId: string) {
  return (await endpointsCreatedBy(orm, tenantId, userId)).map(toWebhook);
}

/** Disables and deletes webhooks inside the caller's transaction (a member's removal). */
export async function settleWebhooksIn(
  scope: { tx: Orm; tenantId: string; now: Date },
  ids: { disable: string[]; delete: string[] },
): Promise<void> {
  await disableEndpoints(scope.tx, scope.tenantId, ids.disable, scope.now);
  await deleteEndpoints(scope.tx, scope.tenantId, ids.delete);
}

const cursorPattern = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_([0-9a-f-]{36})$/;

export async function listWebhookDeliveries(
  orm: Orm,
  tenantId: string,
  id: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<WebhookDeliveryPage> {
  await getWorkspaceWebhook(orm, tenantId, id);
  const match = query.cursor === undefined ? undefined : cursorPattern.exec(query.cursor);
  if (match === null) throw new HttpError(422, "cursor: Not a cursor of this list");
  const after = match && { createdAt: new Date(match[1] ?? ""), id: match[2] ?? "" };
  const rows = await listDeliveries(orm, tenantId, id, { after, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit).map(toDelivery);
  const last = items.at(-1);
  return {
    items,
    next_cursor: rows.length > query.limit && last ? `${last.created_at}_${last.id}` : null,
  };
}

/** Writes a delivery of `eventId` (or of a new ping) and attempts it at once; answers it. */
async function deliverNow(
  request: WriteRequest,
  deps: SenderDeps,
  id: string,
  make: (scope: { tx: Orm; tenantId: string; now: Date }) => Promise<string>,
) {
  const { tenantId, deliveryId } = await inWorkspaceWrite(request, async (scope) => {
    const endpoint = await findEndpoint(scope.tx, scope.tenantId, id);
    if (!endpoint) throw new HttpError(404, noSuchWebhook);
    if (!endpoint.enabled) throw new HttpError(409, "This webhook is disabled: enable it first");
    const eventId = await make(scope);
    const delivery = {
      id: randomUUID(),
      endpointId: id,
      eventId,
      nextAttemptAt: scope.now,
      givesUpAt: new Date(scope.now.getTime() + retryWindowMs),
      createdAt: scope.now,
    };
    await insertDeliveries(scope.tx, scope.tenantId, [delivery]);
    return { tenantId: scope.tenantId, deliveryId: delivery.id };
  });
  await sendNow(deps, deliveryId, request.now);
  const row = await findDelivery(deps.orm, tenantId, id, deliveryId);
  if (!row) throw new HttpError(404, noSuchWebhook);
  return toDelivery(row);
}

/** Sends a `ping` event to this endpoint only (whatever it subscribed to). */
export async function pingWebhook(request: WriteRequest, deps: SenderDeps, id: string) {
  return deliverNow(request, deps, id, async ({ tx, tenantId, now }) => {
    const eventId = randomUUID();
    await emitPing(tx, tenantId, eventId, id, now);
    return eventId;
  });
}

async function emitPing(tx: Orm, tenantId: string, eventId: string, webhookId: string, now: Date) {
  await insertEvents(tx, tenantId, [
    {
      id: eventId,
      type: "ping",
      payload: { webhook_id: webhookId },
      dedupeKey: null,
      createdAt: now,
    },
  ]);
}

/** Sends a delivery's event again, as a new delivery with the same event id. */
export async function resendDelivery(
  request: WriteRequest,
  deps: SenderDeps,
  id: string,
  deliveryId: string,
) {
  return deliverNow(request, deps, id, async ({ tx, tenantId }) => {
    const original = await findDelivery(tx, tenantId, id, deliveryId);
    if (!original) throw new HttpError(404, "No such delivery of this webhook");
    return original.delivery.eventId;
  });
}
