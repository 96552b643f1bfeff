import { defaultDeviceSettings } from "@fleetward/contracts/workspace-devices";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Queue } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { intakeOf } from "./intake.ts";
import { deviceLogs, devices, deviceSettings } from "./schema.ts";
import type { DevicesOptions } from "./types.ts";

/** The pg-boss queue of the devices' housekeeping; its job carries no data. */
export const housekeepingQueue = "devices-housekeeping";
export const housekeepingCron = "*/5 * * * *";

const queueOptions: Omit<Queue, "name"> = { retryLimit: 2, expireInSeconds: 600 };

const settingOf = (column: string, fallback: number) =>
  sql`coalesce((select ${sql.raw(column)} from ${deviceSettings} where ${deviceSettings.tenantId} = ${devices.tenantId}), ${fallback})`;

/**
 * Deletes osquery log rows older than each workspace's retention, and marks devices not seen
 * within the online threshold as offline — once per absence (`offline_since`), so
 * `deviceOffline` fires once however many instances run the job, and only for workspaces that
 * accept changes (ADR 0039).
 */
export async function runDeviceHousekeeping(
  orm: Orm,
  now: Date,
  hooks: DevicesOptions["hooks"] = {},
) {
  const deleted = await orm.execute(sql`
    delete from ${deviceLogs} where ${deviceLogs.receivedAt} < ${now.toISOString()}::timestamptz
      - coalesce((select log_retention_days from ${deviceSettings} s where s.tenant_id = ${deviceLogs.tenantId}), ${defaultDeviceSettings.log_retention_days}) * interval '1 day'`);
  const offline = await orm
    .update(devices)
    .set({ offlineSince: now })
    .where(
      sql`${devices.offlineSince} is null and ${devices.lastSeenAt} < ${now.toISOString()}::timestamptz - ${settingOf("online_minutes", defaultDeviceSettings.online_minutes)} * interval '1 minute'`,
    )
    .returning({
      tenantId: devices.tenantId,
      deviceId: devices.id,
      hostname: devices.hostname,
      lastSeenAt: devices.lastSeenAt,
    });
  // Only workspaces that accept changes send webhooks; closed and read-only ones stay quiet.
  const intakes = new Map<string, Promise<string | undefined>>();
  for (const event of offline) {
    if (!hooks.deviceOffline) break;
    const intake =
      intakes.get(event.tenantId) ?? intakeOf(orm, event.tenantId).then((w) => w?.intake);
    intakes.set(event.tenantId, intake);
    if ((await intake) === "open") await hooks.deviceOffline(event);
  }
  return {
    logsDeleted: Number((deleted as { affectedRows?: number }).affectedRows ?? 0),
    offline: offline.length,
  };
}

/** Schedules the housekeeping on every instance (pg-boss's cron runs it once per tick). */
export async function scheduleDeviceHousekeeping(app: FastifyInstance, options: DevicesOptions) {
  const log = app.log.child({ module: "devices" });
  await app.jobs.createQueue(housekeepingQueue, queueOptions);
  await app.jobs.schedule(housekeepingQueue, housekeepingCron, null, { tz: "UTC" });
  await app.jobs.work(housekeepingQueue, { pollingIntervalSeconds: 60 }, async () => {
    const run = await runDeviceHousekeeping(app.db.orm, app.clock(), options.hooks);
    log.info(run, "devices housekeeping");
  });
  app.addHook("onClose", async () => {
    await app.jobs.offWork(housekeepingQueue, { wait: true }).catch(() => undefined);
  });
}
