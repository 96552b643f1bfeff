import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "./schema.ts";

/*
 * Reads of devices joined with the register's assets (a device links to at most one asset).
 * Joins only: anything else about an asset comes from the assets module's service.
 */

/** For compliance per person: a workspace's devices with the person holding their asset. */
export async function devicesOfTenant(
  orm: Orm,
  tenantId: string,
  filter: { platform?: string } = {},
) {
  return orm
    .select({
      id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      asset_id: devices.assetId,
      person_id: assets.assignedPersonId,
    })
    .from(devices)
    .leftJoin(assets, eq(assets.id, devices.assetId))
    .where(
      and(
        eq(devices.tenantId, tenantId),
        filter.platform ? eq(devices.platform, filter.platform) : undefined,
      ),
    )
    .orderBy(devices.hostname, devices.id);
}
