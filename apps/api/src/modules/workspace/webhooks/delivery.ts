import type { Orm } from "../../../db/client.ts";
import { hours } from "../../../lib/clock.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { postWebhook, signatureHeader } from "./http-post.ts";
import { deliveryToSend, leaseDue, recordAttempt, type AttemptValues } from "./repository.ts";

const seconds = (n: number) => n * 1000;

/*
 * The sender (docs/decisions/0029): due deliveries are leased from the table, POSTed once
 * each, and their attempt recorded. A failure is retried with exponential back-off (30 s,
 * 1 min, 2 min … at most hourly) until the delivery's 24-hour window closes. Delivery is at
 * least once: a sender that dies mid-attempt leaves a lease that expires, and the row is
 * sent again; receivers de-duplicate on Fleetward-Event-Id.
 */

export type SenderDeps = {
  orm: Orm;
  box: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  timeoutMs: number;
};

export const defaultTimeoutMs = seconds(10);
/** Deliveries one sweep takes at most; the next sweep takes the rest. */
export const batchSize = 20;
const firstRetryMs = seconds(30);
const longestRetryMs = hours(1);

/** How long to wait after the `attempts`-th failed attempt. */
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryMs * 2 ** (attempts - 1), longestRetryMs);

/** The sealed secret's context: the endpoint's tenant and id (docs/decisions/0021). */
export const secretContext = (tenantId: string, endpointId: string) =>
  `webhook:${tenantId}:${endpointId}`;

/** The JSON a receiver gets; `data` is the event's own payload. */
export function eventBody(event: {
  id: string;
  tenantId: string;
  type: string;
  payload: unknown;
  createdAt: Date;
}) {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    workspace_id: event.tenantId,
    data: event.payload,
  });
}

async function attempt(
  deps: SenderDeps,
  row: NonNullable<Awaited<ReturnType<typeof deliveryToSend>>>,
  now: Date,
) {
  const { delivery, event } = row;
  if (!row.enabled) {
    return {
      ok: false,
      status: null,
      body: null,
      durationMs: 0,
      error: "The endpoint is disabled",
    };
  }
  const secret = deps.box.open(
    row.secretEncrypted,
    secretContext(delivery.tenantId, delivery.endpointId),
  );
  const body = eventBody(event);
  const headers = {
    "content-type": "application/json",
    "user-agent": "Fleetward-Webhooks/1.0",
    "fleetward-event": event.type,
    "fleetward-event-id": event.id,
    "fleetward-delivery": delivery.id,
    "fleetward-signature": signatureHeader(secret, Math.floor(now.getTime() / 1000), body),
  };
  return postWebhook(row.url, headers, body, deps);
}

/** Sends one leased delivery and records the attempt; a disabled endpoint's is given up. */
export async function sendLeased(deps: SenderDeps, id: string, now: Date): Promise<void> {
  const row = await deliveryToSend(deps.orm, id);
  if (!row) return;
  const outcome = await attempt(deps, row, now);
  const attempts = row.delivery.attempts + 1;
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const retry = !outcome.ok && row.enabled && next <= row.delivery.givesUpAt;
  const values: AttemptValues = {
    status: outcome.ok ? "succeeded" : retry ? "pending" : "failed",
    attempts,
    nextAttemptAt: retry ? next : null,
    lastAttemptAt: now,
    durationMs: outcome.durationMs,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    error: outcome.error,
  };
  await recordAttempt(deps.orm, id, values);
}

const leaseOf = (deps: SenderDeps, now: Date) =>
  new Date(now.getTime() + deps.timeoutMs + seconds(50));

/** One sweep at `now`: leases the due deliveries and sends them. Answers how many. */
export async function sendDueWebhooks(deps: SenderDeps, now: Date): Promise<number> {
  const ids = await leaseDue(deps.orm, now, leaseOf(deps, now), batchSize);
  await Promise.all(ids.map((id) => sendLeased(deps, id, now)));
  return ids.length;
}

/** Sends one delivery now if it is due and nobody else holds it (test pings, resends). */
export async function sendNow(deps: SenderDeps, id: string, now: Date): Promise<void> {
  const [leased] = await leaseDue(deps.orm, now, leaseOf(deps, now), 1, id);
  if (leased) await sendLeased(deps, leased, now);
}
