import { worstDevicesShown } from "@fleetward/contracts/workspace-policies";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { naturalSortKey } from "../../../db/natural-sort.ts";
import { assets } from "../assets/schema.ts";
import { devices } from "../devices/schema.ts";
import { policyResults, posturePolicies } from "./schema.ts";

/*
 * The posture's statements (docs/decisions/0050): results of enabled policies counted per
 * device in SQL, so a read returns figures and a few rows, never every result of the tenant.
 */

const countOf = (status: string) =>
  sql<number>`count(*) filter (where ${policyResults.status} = ${status})`.mapWith(Number);

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

/**
 * The workspace's device figures and its worst devices in one statement: the totals are
 * joined to every worst row (or to none: one row of totals with no device).
 */
export function fleetFiguresQuery(orm: Orm, tenantId: string) {
  const counts = deviceCounts(orm, tenantId);
  const totals = orm.$with("totals").as(
    orm
      .with(counts)
      .select({
        devices: sql<number>`count(*) filter (where ${counts.passing} + ${counts.failing} > 0)`.as(
          "devices",
        ),
        compliant:
          sql<number>`count(*) filter (where ${counts.passing} > 0 and ${counts.failing} = 0)`.as(
            "compliant",
          ),
        failingDevices: sql<number>`count(*) filter (where ${counts.failing} > 0)`.as(
          "failing_devices",
        ),
      })
      .from(counts),
  );
  const worst = orm.$with("worst").as(
    orm
      .with(counts)
      .select({
        device_id: devices.id,
        hostname: devices.hostname,
        platform: devices.platform,
        passing: counts.passing,
        failing: counts.failing,
        unknown: counts.unknown,
      })
      .from(counts)
      .innerJoin(devices, eq(devices.id, counts.deviceId))
      .where(and(eq(devices.tenantId, tenantId), gt(counts.failing, 0)))
      // Score 0 for every failing device: most failures first, then the devices list's order.
      .orderBy(
        desc(counts.failing),
        asc(sql`${naturalSortKey(devices.hostname)} collate "C"`),
        asc(devices.id),
      )
      .limit(worstDevicesShown),
  );
  return orm
    .with(counts, totals, worst)
    .select({
      devices: sql<number>`${totals.devices}`.mapWith(Number),
      compliant: sql<number>`${totals.compliant}`.mapWith(Number),
      failing: sql<number>`${totals.failingDevices}`.mapWith(Number),
      device_id: worst.device_id,
      hostname: worst.hostname,
      platform: worst.platform,
      passing_checks: sql<number | null>`${worst.passing}`.mapWith(Number),
      failing_checks: sql<number | null>`${worst.failing}`.mapWith(Number),
      unknown_checks: sql<number | null>`${worst.unknown}`.mapWith(Number),
    })
    .from(totals)
    .leftJoin(worst, sql`true`);
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
