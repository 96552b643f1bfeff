import { eq, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { workspaces } from "../core/schema.ts";
import { devices } from "./schema.ts";

/*
 * The one read of a check-in (docs/decisions/0033): the device by its node key hash, with
 * what the check-in must know of its workspace — whether it is closed, and its label, which
 * the Host of the request may not contradict (docs/decisions/0039). The workspace row is a
 * primary-key join, so the check-in stays one prepared, indexed statement.
 */

export function prepareByNodeKey(orm: Orm) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the device, and so its workspace, from a node key hash
  return orm
    .select({
      id: devices.id,
      tenantId: devices.tenantId,
      hostname: devices.hostname,
      platform: devices.platform,
      assetId: devices.assetId,
      hardwareSerial: devices.hardwareSerial,
      hardwareUuid: devices.hardwareUuid,
      lastSeenAt: devices.lastSeenAt,
      offlineSince: devices.offlineSince,
      detailsUpdatedAt: devices.detailsUpdatedAt,
      detailsDueAt: devices.detailsDueAt,
      queriesDueAt: devices.queriesDueAt,
      workspaceDomain: workspaces.appDomain,
      workspaceClosedAt: workspaces.closedAt,
    })
    .from(devices)
    .innerJoin(workspaces, eq(workspaces.id, devices.tenantId))
    .where(eq(devices.nodeKeyHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("osquery_device_by_node_key");
}
