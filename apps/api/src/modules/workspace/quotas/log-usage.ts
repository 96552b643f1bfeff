import { and, eq, lt, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { deviceLogUsage } from "./schema.ts";

/*
 * The daily osquery log quota (docs/decisions/0040). Past it, the devices module drops the
 * lines and answers osquery as if stored: an error would make osquery keep its buffer and
 * send it again every flush, a retry storm that grows; the dropped bytes show on the
 * workspace's settings page instead.
 */

/**
 * Adds `bytes` to the workspace's day if that stays within `limit`, atomically (the upsert
 * locks the day's row); false, and the bytes counted as dropped, when it would not.
 */
export async function takeLogBytes(
  tx: Orm,
  tenantId: string,
  day: string,
  bytes: number,
  limit: number,
): Promise<boolean> {
  if (bytes <= limit) {
    const taken = await tx
      .insert(deviceLogUsage)
      .values({ tenantId, day, bytes })
      .onConflictDoUpdate({
        target: [deviceLogUsage.tenantId, deviceLogUsage.day],
        set: { bytes: sql`${deviceLogUsage.bytes} + excluded.bytes` },
        setWhere: sql`${deviceLogUsage.bytes} + excluded.bytes <= ${limit}`,
      })
      .returning({ bytes: deviceLogUsage.bytes });
    if (taken.length > 0) return true;
  }
  await tx
    .insert(deviceLogUsage)
    .values({ tenantId, day, droppedBytes: bytes })
    .onConflictDoUpdate({
      target: [deviceLogUsage.tenantId, deviceLogUsage.day],
      set: { droppedBytes: sql`${deviceLogUsage.droppedBytes} + excluded.dropped_bytes` },
    });
  return false;
}

/** The day's stored and dropped bytes of one workspace. */
export async function logBytesOn(orm: Orm, tenantId: string, day: string) {
  const [row] = await orm
    .select({ bytes: deviceLogUsage.bytes, dropped: deviceLogUsage.droppedBytes })
    .from(deviceLogUsage)
    .where(and(eq(deviceLogUsage.tenantId, tenantId), eq(deviceLogUsage.day, day)));
  return { bytes: row?.bytes ?? 0, dropped: row?.dropped ?? 0 };
}

/** Forgets the days before `day`, in every workspace (the upkeep job). */
export async function forgetLogUsageBefore(orm: Orm, day: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the upkeep job covers every workspace
  await orm.delete(deviceLogUsage).where(lt(deviceLogUsage.day, day));
}
