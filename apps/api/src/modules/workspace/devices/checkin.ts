import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { prepareByNodeKey } from "./checkin-query.ts";
import { detailQueriesFor, scheduledSoftware } from "./detail-queries.ts";
import { hostAllows } from "./intake.ts";
import { devices } from "./schema.ts";
import { sha256 } from "./secrets.ts";
import type { SeenWriter } from "./seen.ts";
import { checkinSettingsOf } from "./settings.ts";
import type { DevicesOptions, QuerySource } from "./types.ts";

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
  offlineSince: Date | null;
  detailsUpdatedAt: Date | null;
  detailsDueAt: Date | null;
  queriesDueAt: Date | null;
};

/** The node key of a request: `Authorization: NodeKey <key>` first, else the body's. */
export function nodeKeyOf(authorization: string | undefined, body: Record<string, unknown>) {
  const header = authorization?.match(/^NodeKey\s+(\S{1,200})$/i)?.[1];
  if (header) return header;
  return typeof body.node_key === "string" && body.node_key.length <= 200
    ? body.node_key
    : undefined;
}

/** Every check-in reads its device: one prepared statement per database, planned once. */
const byNodeKey = new WeakMap<Orm, ReturnType<typeof prepareByNodeKey>>();

/**
 * The device a node key belongs to (and marks it seen); undefined for any other key, for a
 * device of a closed workspace, and at a Host (`host`, its workspace label) that names another
 * workspace than the device's — then nothing is written, not even the last check-in (ADR 0039).
 */
export async function deviceOfNodeKey(
  orm: Orm,
  seen: SeenWriter,
  nodeKey: string | undefined,
  now: Date,
  host: string | null = null,
): Promise<CheckinDevice | undefined> {
  if (!nodeKey) return undefined;
  let query = byNodeKey.get(orm);
  if (!query) byNodeKey.set(orm, (query = prepareByNodeKey(orm)));
  const [row] = await query.execute({ hash: sha256(nodeKey) });
  if (!row || row.workspaceClosedAt) return undefined;
  const { workspaceDomain, workspaceClosedAt: _closed, ...device } = row;
  if (!(await hostAllows(orm, host, workspaceDomain))) return undefined;
  await seen.seen(device, now);
  return device;
}

/**
 * The node's config, in the format of the filesystem config plugin (remote.md, "Remote
 * configuration"): options, a schedule with the software snapshot, and decorators.
 */
export async function configFor(orm: Orm, device: CheckinDevice) {
  const settings = await checkinSettingsOf(orm, device.tenantId);
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

/** The detail queries, when due, and the next time they will be. */
async function detailsWork(orm: Orm, device: CheckinDevice, now: Date) {
  if (device.detailsDueAt && device.detailsDueAt > now) return undefined;
  const settings = await checkinSettingsOf(orm, device.tenantId);
  const dueAt = device.detailsUpdatedAt
    ? jitteredDue(now, settings.detail_interval_minutes)
    : new Date(now.getTime() + retryNewHostMs);
  return { ...detailQueriesFor(device.platform), dueAt };
}

/**
 * Other modules' queries (policies), when due: a source is asked again only after its recheck
 * time, so most check-ins cost no query of theirs (a changed policy makes every device of the
 * workspace due at once, see askDevicesAgain).
 */
async function sourcesWork(orm: Orm, device: CheckinDevice, now: Date, sources: QuerySource[]) {
  if (sources.length === 0 || (device.queriesDueAt && device.queriesDueAt > now)) return undefined;
  const ref = { tenantId: device.tenantId, deviceId: device.id, platform: device.platform };
  const queries: Record<string, string> = {};
  for (const source of sources) Object.assign(queries, await source.queriesFor(orm, ref));
  const recheckMs = Math.min(...sources.map((source) => source.recheckMs));
  return { queries, dueAt: new Date(now.getTime() + recheckMs) };
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
  const details = await detailsWork(orm, device, now);
  const sources = await sourcesWork(orm, device, now, options.querySources ?? []);
  if (details || sources) {
    await orm
      .update(devices)
      .set({
        ...(details && { detailsDueAt: details.dueAt }),
        ...(sources && { queriesDueAt: sources.dueAt }),
      })
      .where(and(eq(devices.tenantId, device.tenantId), eq(devices.id, device.id)));
  }
  return {
    queries: { ...details?.queries, ...sources?.queries },
    discovery: details?.discovery ?? {},
    ...(device.detailsUpdatedAt ? {} : { accelerate: accelerateSeconds }),
    node_invalid: false,
  };
}
