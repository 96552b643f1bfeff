import { worstDevicesShown } from "@fleetward/contracts/workspace-policies";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "../devices/schema.ts";
import { countOf } from "./repository.ts";
import { policyResults, posturePolicies } from "./schema.ts";

/*
 * The posture's statements (docs/decisions/0050): results of enabled policies counted per
 * device in SQL, so a read returns figures and a few rows, never every result of the tenant.
 */

/** Per device of the tenant with a result of an enabled policy: its pass, fail, unknown counts. */
function deviceCounts(orm: Orm, tenantId: string) {
  return orm.$with("device_counts").as(
    orm
      .select({
        deviceId: policyResults.deviceId,
        passing: countOf("pass").as("passing"),
        failing: countOf("fail").as("failing"),
        unknown: countOf("unknown").as("unknown"),
      })
      .from(policyResults)
      .innerJoin(
        posturePolicies,
        and(
          eq(posturePolicies.id, policyResults.policyId),
          eq(posturePolicies.tenantId, policyResults.tenantId),
        ),
      )
      .where(
        and(
          eq(policyResults.tenantId, tenantId),
          eq(posturePolicies.tenantId, tenantId),
          eq(posturePolicies.enabled, true),
        ),
      )
      .groupBy(policyResults.deviceId),
  );
}

/** The order of devices with equal counts: hostname, case-insensitive (byte order), then id. */
const hostnameOrder = sql`lower(${devices.hostname}) collate "C"`;

const over = (condition: SQL) =>
  sql<number>`(count(*) filter (where ${condition}) over ())::int`.mapWith(Number);

/**
 * The workspace's device figures and its worst devices in one pass over the per-device counts:
 * the figures are window counts over every counted device (taken before the LIMIT), the rows
 * the `worstDevicesShown` devices with most failures (the caller drops any failing none).
 * No counted device: no row.
 */
export function fleetFiguresQuery(orm: Orm, tenantId: string) {
  const counts = deviceCounts(orm, tenantId);
  return (
    orm
      .with(counts)
      .select({
        devices: over(sql`${counts.passing} + ${counts.failing} > 0`),
        compliant: over(sql`${counts.passing} > 0 and ${counts.failing} = 0`),
        failingDevices: over(sql`${counts.failing} > 0`),
        device_id: devices.id,
        hostname: devices.hostname,
        platform: devices.platform,
        passing: counts.passing,
        failing: counts.failing,
        unknown: counts.unknown,
      })
      .from(counts)
      .innerJoin(devices, and(eq(devices.id, counts.deviceId), eq(devices.tenantId, tenantId)))
      // A failing device's score is 0: most failures first, then by hostname.
      .orderBy(desc(counts.failing), asc(hostnameOrder), asc(devices.id))
      .limit(worstDevicesShown)
  );
}

/**
 * The devices linked to the assets the person holds, each with its counts of results of
 * enabled policies (zero when it has none).
 */
export function devicesHeldBy(orm: Orm, tenantId: string, personId: string) {
  const enabledResult = and(
    eq(posturePolicies.id, policyResults.policyId),
    eq(posturePolicies.tenantId, tenantId),
    eq(posturePolicies.enabled, true),
  );
  return orm
    .select({
      id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      passing:
        sql<number>`count(${posturePolicies.id}) filter (where ${policyResults.status} = 'pass')`.mapWith(
          Number,
        ),
      failing:
        sql<number>`count(${posturePolicies.id}) filter (where ${policyResults.status} = 'fail')`.mapWith(
          Number,
        ),
      unknown:
        sql<number>`count(${posturePolicies.id}) filter (where ${policyResults.status} = 'unknown')`.mapWith(
          Number,
        ),
    })
    .from(assets)
    .innerJoin(devices, and(eq(devices.assetId, assets.id), eq(devices.tenantId, tenantId)))
    .leftJoin(
      policyResults,
      and(eq(policyResults.deviceId, devices.id), eq(policyResults.tenantId, tenantId)),
    )
    .leftJoin(posturePolicies, enabledResult)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.assignedPersonId, personId)))
    .groupBy(devices.id, devices.hostname, devices.platform)
    .orderBy(devices.hostname, devices.id);
}
