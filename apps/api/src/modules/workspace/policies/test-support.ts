import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { devices } from "../../../db/schema.ts";

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
