import { eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { detailQueriesFor, scheduledSoftware } from "./detail-queries.ts";
import { devices } from "./schema.ts";
import { sha256 } from "./secrets.ts";
import { settingsOf } from "./settings.ts";
import type { DevicesOptions } from "./types.ts";

/*
 * What a node does after enrolment: every call carries its node key (in the body, as
 * docs/wiki/deployment/remote.md shows, or as `Authorization: NodeKey …`); an unknown key
 * answers `node_invalid` so osquery enrols again.
 */

export type CheckinDevice = {
  id: string;
  tenantId: string;
  hostname: string;
  platform: string;
  assetId: string | null;
  hardwareSerial: string | null;
  hardwareUuid: string | null;
  lastSeenAt: Date | null;
  detailsUpdatedAt: Date | null;
  detailsDueAt: Date | null;
};

/** last_seen_at is written at most this often per device: check-ins come every few seconds. */
const seenResolutionMs = 30_000;

/** The node key of a request: `Authorization: NodeKey <key>` first, else the body's. */
export function nodeKeyOf(authorization: string | undefined, body: Record<string, unknown>) {
  const header = authorization?.match(/^NodeKey\s+(\S{1,200})$/i)?.[1];
  if (header) return header;
  return typeof body.node_key === "string" && body.node_key.length <= 200
    ? body.node_key
    : undefined;
}

/** The device a node key belongs to (and marks it seen); undefined for any other key. */
export async function deviceOfNodeKey(
  orm: Orm,
  nodeKey: string | undefined,
  now: Date,
): Promise<CheckinDevice | undefined> {
  if (!nodeKey) return undefined;
  const [device] = await orm
    .select({
      id: devices.id,
      tenantId: devices.tenantId,
      hostname: devices.hostname,
      platform: devices.platform,
      assetId: devices.assetId,
      hardwareSerial: devices.hardwareSerial,
      hardwareUuid: devices.hardwareUuid,
      lastSeenAt: devices.lastSeenAt,
      detailsUpdatedAt: devices.detailsUpdatedAt,
      detailsDueAt: devices.detailsDueAt,
    })
    .from(devices)
    .where(eq(devices.nodeKeyHash, sha256(nodeKey)))
    .limit(1);
  if (!device) return undefined;
  const stale =
    !device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() > seenResolutionMs;
  if (stale) {
    await orm
      .update(devices)
      .set({ lastSeenAt: now, offlineSince: null })
      .where(eq(devices.id, device.id));
  }
  return device;
}

/**
 * The node's config, in the format of the filesystem config plugin (remote.md, "Remote
 * configuration"): options, a schedule with the software snapshot, and decorators.
 */
export async function configFor(orm: Orm, device: CheckinDevice) {
  const settings = await settingsOf(orm, device.tenantId);
  const schedule = Object.fromEntries(
    Object.entries(scheduledSoftware(device.platform)).map(([name, query]) => [
      name,
      { query, interval: settings.detail_interval_minutes * 60, snapshot: true },
    ]),
  );
  return {
    options: {
      distributed_interval: settings.distributed_interval_seconds,
      distributed_tls_max_attempts: 3,
      logger_tls_period: 10,
      schedule_splay_percent: 10,
      pack_delimiter: "/",
    },
    schedule,
    decorators: {
      load: [
        "SELECT uuid AS host_uuid FROM system_info;",
        "SELECT hostname AS hostname FROM system_info;",
      ],
    },
    node_invalid: false,
  };
}

/** A new host is asked to check in every few seconds until its details are known. */
const accelerateSeconds = 60;
/** Details asked but not answered are asked again after this long (new hosts sooner). */
const retryNewHostMs = 2 * 60_000;

function jitteredDue(now: Date, intervalMinutes: number) {
  const interval = intervalMinutes * 60_000;
  return new Date(now.getTime() + interval + Math.floor(Math.random() * interval * 0.1));
}

/**
 * distributed/read (osquery/distributed/distributed.cpp acceptWork): `queries` by name,
 * `discovery` queries that gate them, and `accelerate` as a JSON integer of seconds.
 */
export async function distributedRead(
  orm: Orm,
  device: CheckinDevice,
  now: Date,
  options: DevicesOptions,
) {
  const queries: Record<string, string> = {};
  let discovery: Record<string, string> = {};
  const due = !device.detailsDueAt || device.detailsDueAt <= now;
  if (due) {
    const details = detailQueriesFor(device.platform);
    Object.assign(queries, details.queries);
    discovery = details.discovery;
    const settings = await settingsOf(orm, device.tenantId);
    const next = device.detailsUpdatedAt
      ? jitteredDue(now, settings.detail_interval_minutes)
      : new Date(now.getTime() + retryNewHostMs);
    await orm.update(devices).set({ detailsDueAt: next }).where(eq(devices.id, device.id));
  }
  const ref = { tenantId: device.tenantId, deviceId: device.id, platform: device.platform };
  for (const source of options.querySources ?? []) {
    Object.assign(queries, await source.queriesFor(orm, ref));
  }
  return {
    queries,
    discovery,
    ...(device.detailsUpdatedAt ? {} : { accelerate: accelerateSeconds }),
    node_invalid: false,
  };
}
