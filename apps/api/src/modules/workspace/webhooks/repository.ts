import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "./schema.ts";

/* Every query takes the tenant id and filters by it, except the sender's, which works on
 * rows it has leased (each carries its tenant id). */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointValues = Omit<typeof webhookEndpoints.$inferInsert, "tenantId">;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(tx: Orm, tenantId: string, values: EndpointValues) {
  await tx.insert(webhookEndpoints).values({ ...values, tenantId });
}

export async function updateEndpoint(
  tx: Orm,
  tenantId: string,
  id: string,
  values: Partial<EndpointValues>,
) {
  await tx
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
}

export async function deleteEndpoint(tx: Orm, tenantId: string, id: string) {
  const gone = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

export async function findEndpoint(orm: Orm, tenantId: string, id: string, lock = false) {
  const query = orm
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function listEndpoints(orm: Orm, tenantId: string) {
  return orm
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/** The endpoints `userId` added, oldest first. */
export async function endpointsCreatedBy(orm: Orm, tenantId: string, userId: string) {
  return orm
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.createdByUserId, userId)),
    )
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function disableEndpoints(tx: Orm, tenantId: string, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), inArray(webhookEndpoints.id, ids)));
}

export async function deleteEndpoints(tx: Orm, tenantId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), inArray(webhookEndpoints.id, ids)));
}

export async function countEndpoints(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId));
  return row?.total ?? 0;
}

/** The enabled endpoints of a tenant, with the events each subscribed to. */
export async function enabledEndpoints(tx: Orm, tenantId: string) {
  return tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.enabled, true)));
}

export type NewEvent = {
  id: string;
  type: string;
  payload: unknown;
  dedupeKey: string | null;
  createdAt: Date;
};

/** Inserts events; those whose dedupe key the tenant already has are skipped (not returned). */
export async function insertEvents(tx: Orm, tenantId: string, events: NewEvent[]) {
  if (events.length === 0) return [];
  return tx
    .insert(webhookEvents)
    .values(events.map((event) => ({ ...event, tenantId })))
    .onConflictDoNothing({
      target: [webhookEvents.tenantId, webhookEvents.dedupeKey],
      where: sql`dedupe_key is not null`,
    })
    .returning({ id: webhookEvents.id });
}

export type NewDelivery = {
  id?: string;
  endpointId: string;
  eventId: string;
  nextAttemptAt: Date;
  givesUpAt: Date;
  createdAt: Date;
};

export async function insertDeliveries(tx: Orm, tenantId: string, deliveries: NewDelivery[]) {
  if (deliveries.length === 0) return;
  await tx.insert(webhookDeliveries).values(deliveries.map((row) => ({ ...row, tenantId })));
}

const deliveryView = {
  delivery: webhookDeliveries,
  eventType: webhookEvents.type,
};

/** An endpoint's deliveries, newest first, after the cursor's (created_at, id). */
export async function listDeliveries(
  orm: Orm,
  tenantId: string,
  endpointId: string,
  page: { after?: { createdAt: Date; id: string } | undefined; limit: number },
) {
  const { after } = page;
  return orm
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        after
          ? or(
              lt(webhookDeliveries.createdAt, after.createdAt),
              and(
                eq(webhookDeliveries.createdAt, after.createdAt),
                lt(webhookDeliveries.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit);
}

export async function findDelivery(orm: Orm, tenantId: string, endpointId: string, id: string) {
  const [row] = await orm
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

/**
 * Leases up to `limit` due deliveries until `leaseUntil` and answers their ids. SKIP LOCKED
 * and the lease together keep two senders (instances) from taking the same row; a lease
 * left by a sender that died expires, and the row is due again.
 */
export async function leaseDue(
  orm: Orm,
  now: Date,
  leaseUntil: Date,
  limit: number,
  only?: string,
): Promise<string[]> {
  const filter = only ? sql`and id = ${only}` : sql``;
  const result = await orm.execute(sql`
    update webhook_deliveries set lease_until = ${leaseUntil.toISOString()}
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        and (lease_until is null or lease_until <= ${now.toISOString()}) ${filter}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => String(row.id));
}

/** What sending a leased delivery needs: the endpoint, its sealed secret and the event. */
export async function deliveryToSend(orm: Orm, id: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the delivery worker sends the leased deliveries of every workspace, by id
  const [row] = await orm
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secretEncrypted: webhookEndpoints.secretEncrypted,
      event: webhookEvents,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export type AttemptValues = Pick<
  DeliveryRow,
  | "status"
  | "attempts"
  | "nextAttemptAt"
  | "lastAttemptAt"
  | "durationMs"
  | "responseStatus"
  | "responseBody"
  | "error"
>;

export async function recordAttempt(orm: Orm, id: string, values: AttemptValues) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the delivery worker records attempts of every workspace, by id
  await orm
    .update(webhookDeliveries)
    .set({ ...values, leaseUntil: null })
    .where(eq(webhookDeliveries.id, id));
}
