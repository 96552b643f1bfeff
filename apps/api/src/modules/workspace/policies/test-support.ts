import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { devices, notifications, outbox } from "../../../db/schema.ts";

/* Set-up for the policies tests: devices written straight into the table, and answers. */

let serial = 0;

/** A device of `tenantId` as enrolment would leave it. */
export async function insertDevice(
  app: FastifyInstance,
  device: { tenantId: string; platform: string; hostname: string; assetId?: string },
) {
  const now = new Date();
  const [row] = await app.db.orm
    .insert(devices)
    .values({
      tenantId: device.tenantId,
      hostIdentifier: `${device.hostname}-${++serial}`,
      hostname: device.hostname,
      platform: device.platform,
      assetId: device.assetId ?? null,
      enrolledAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("no device");
  return row;
}

/** The device as the devices module hands it to a query source. */
export const ref = (row: { id: string; tenantId: string; platform: string }) => ({
  tenantId: row.tenantId,
  deviceId: row.id,
  platform: row.platform,
});

/** osquery's answer to a policy query: `rows` rows, or an error `status`. */
export const answer = (policyId: string, rows: number, status = 0) => ({
  name: `fleetward_policy_${policyId}`,
  rows: Array.from({ length: rows }, () => ({ "1": "1" })),
  status,
});

export async function failingPoliciesOf(app: FastifyInstance, deviceId: string) {
  const [row] = await app.db.orm.select().from(devices).where(eq(devices.id, deviceId));
  return row?.failingPolicies;
}

/** Switches the person's workspace e-mails off, as the notifications page does. */
export async function workspaceEmailsOff(app: FastifyInstance, person: { token: string }) {
  const saved = await app.inject({
    method: "PUT",
    url: "/api/user/me/notification-preferences",
    headers: { authorization: `Bearer ${person.token}` },
    payload: { trial: true, billing: true, security: true, product: true, workspace: false },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

export const postureNotices = (app: FastifyInstance, person: { id: string }) =>
  app.db.orm
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, person.id), eq(notifications.kind, "workspace.posture")));

export const postureMails = (app: FastifyInstance, person: { email: string }) =>
  app.db.orm
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.recipient, person.email.toLowerCase()), eq(outbox.template, "posture-alert")),
    );
