import type { WebhookEventType } from "@fleetward/contracts/workspace-webhooks";
import { randomUUID } from "node:crypto";
import type { Orm } from "../../../db/client.ts";
import { hours } from "../../../lib/clock.ts";
import {
  enabledEndpoints,
  insertDeliveries,
  insertEvents,
  type NewDelivery,
} from "./repository.ts";

/** A delivery is attempted for this long after its event (or its resend), then given up. */
export const retryWindowMs = hours(24);

export type WebhookEvent = {
  type: WebhookEventType | "ping";
  payload: Record<string, unknown>;
  /** Once per tenant: an event with a key the tenant already has is not emitted again. */
  dedupeKey?: string | undefined;
};

/**
 * Writes events to the outbox with one delivery per enabled endpoint that subscribed to
 * each, in the caller's transaction: the events exist if and only if the change commits.
 * Nothing is written for an event no endpoint wants. The sender delivers them afterwards.
 */
export async function emitWebhookEvents(
  tx: Orm,
  tenantId: string,
  events: readonly WebhookEvent[],
  now: Date = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await enabledEndpoints(tx, tenantId);
  const wanted = events
    .map((event) => ({
      event,
      to: endpoints.filter((endpoint) => endpoint.events.includes(event.type)),
    }))
    .filter(({ to }) => to.length > 0);
  if (wanted.length === 0) return;
  const rows = wanted.map(({ event, to }) => ({
    row: {
      id: randomUUID(),
      type: event.type,
      payload: event.payload,
      dedupeKey: event.dedupeKey ?? null,
      createdAt: now,
    },
    to,
  }));
  const inserted = new Set(
    (
      await insertEvents(
        tx,
        tenantId,
        rows.map(({ row }) => row),
      )
    ).map((row) => row.id),
  );
  const deliveries: NewDelivery[] = rows
    .filter(({ row }) => inserted.has(row.id))
    .flatMap(({ row, to }) =>
      to.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: row.id,
        nextAttemptAt: now,
        givesUpAt: new Date(now.getTime() + retryWindowMs),
        createdAt: now,
      })),
    );
  await insertDeliveries(tx, tenantId, deliveries);
}

/**
 * One event, e.g. `emitWebhookEvent(scope.tx, scope.tenantId, "asset.created", { asset })`.
 * Call it inside the transaction that makes the change (a transactional outbox).
 */
export async function emitWebhookEvent(
  tx: Orm,
  tenantId: string,
  type: WebhookEventType,
  payload: Record<string, unknown>,
  options: { now?: Date; dedupeKey?: string } = {},
): Promise<void> {
  await emitWebhookEvents(
    tx,
    tenantId,
    [{ type, payload, dedupeKey: options.dedupeKey }],
    options.now,
  );
}
