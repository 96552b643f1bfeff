import { worstDevicesShown } from "@fleetward/contracts/workspace-policies";
import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "../devices/schema.ts";

/*
 * The posture's statements (docs/decisions/0050, "Amended: kept counts"): each device keeps
 * its counts of results of enabled policies (triggers on policy_results and posture_policies),
 * so a read counts devices, never results.
 */

const figure = (condition: SQL) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

/**
 * The workspace's device figures (ADR 0043): evaluated (a pass or a fail), compliant (passes,
 * fails none) and failing devices. One row, zeros for a workspace without results.
 */
export function fleetFiguresQuery(orm: Orm, tenantId: string) {
  const { passingPolicies: passing, failingPolicies: failing } = devices;
  return orm
    .select({
      devices: figure(sql`${passing} + ${failing} > 0`),
      compliant: figure(sql`${passing} > 0 and ${failing} = 0`),
      failingDevices: figure(sql`${failing} > 0`),
    })
    .from(devices)
    .where(eq(devices.tenantId, tenantId));
}

/** The order of devices with equal counts: hostname, case-insensitive (byte order), then id. */
const hostnameOrder = sql`lower(${devices.hostname}) collate "C"`;

/**
 * The `worstDevicesShown` devices failing most (a failing device's score is 0), then by
 * hostname: read off `devices_tenant_worst_idx` in its order.
 */
export function worstDevicesQuery(orm: Orm, tenantId: string) {
  return orm
    .select({
      device_id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      passing: devices.passingPolicies,
      failing: devices.failingPolicies,
      unknown: devices.unknownPolicies,
    })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), gt(devices.failingPolicies, 0)))
    .orderBy(desc(devices.failingPolicies), asc(hostnameOrder), asc(devices.id))
    .limit(worstDevicesShown);
}

/**
 * The devices linked to the assets the person holds, each with its counts of results of
 * enabled policies (zero when it has none).
 */
export function devicesHeldBy(orm: Orm, tenantId: string, personId: string) {
  return orm
    .select({
      id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      passing: devices.passingPolicies,
      failing: devices.failingPolicies,
      unknown: devices.unknownPolicies,
    })
    .from(assets)
    .innerJoin(devices, and(eq(devices.assetId, assets.id), eq(devices.tenantId, tenantId)))
    .where(and(eq(assets.tenantId, tenantId), eq(assets.assignedPersonId, personId)))
    .orderBy(devices.hostname, devices.id);
}
