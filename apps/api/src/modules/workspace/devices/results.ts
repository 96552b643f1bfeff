import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { isoDay } from "../../../lib/clock.ts";
import { takeLogBytes } from "../quotas/service.ts";
import type { CheckinDevice } from "./checkin.ts";
import { detailPrefix, ingestDetail, softwareSourceOf, type Row } from "./detail-queries.ts";
import { autoLink } from "./serial-match.ts";
import { deviceLogs, devices, deviceSoftware } from "./schema.ts";
import type { DevicesOptions } from "./types.ts";

/*
 * What a node sends back: distributed/write (osquery/distributed/distributed.cpp
 * serializeResults: `queries`, `statuses`, `messages`, `stats`) and /log
 * (plugins/logger/tls_logger.cpp: `log_type` result or status, `data` an array of log lines).
 * Older agents send "" instead of an empty array and statuses as strings; both are read.
 */

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** Rows as osquery serialises them: objects of strings ("" and non-arrays read as none). */
function rowsOf(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((row) => typeof row === "object" && row !== null && !Array.isArray(row))
    .map((row) =>
      Object.fromEntries(
        Object.entries(row as Json).map(([column, cell]) => [
          column,
          typeof cell === "string" ? cell : cell === null ? "" : JSON.stringify(cell),
        ]),
      ),
    );
}

function statusOf(value: unknown): number {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d{1,9}$/.test(value.trim())) return Number(value);
  return value === undefined || value === "" ? 0 : 1;
}

export type QueryResult = { name: string; rows: Row[]; status: number };

export function distributedResults(body: Json): QueryResult[] {
  const queries = objectOf(body.queries);
  const statuses = objectOf(body.statuses);
  const names = new Set([...Object.keys(queries), ...Object.keys(statuses)]);
  return [...names].map((name) => ({
    name,
    rows: rowsOf(queries[name]),
    status: statusOf(statuses[name]),
  }));
}

const maxSoftwarePerSource = 10_000;

/** Replaces what a device reported of one software source by a new snapshot. */
async function replaceSoftware(tx: Orm, device: CheckinDevice, source: string, rows: Row[]) {
  await tx
    .delete(deviceSoftware)
    .where(
      and(
        eq(deviceSoftware.tenantId, device.tenantId),
        eq(deviceSoftware.deviceId, device.id),
        eq(deviceSoftware.source, source),
      ),
    );
  const unique = new Map<string, { name: string; version: string }>();
  for (const row of rows) {
    const name = row.name?.trim().slice(0, 300);
    if (!name) continue;
    const version = (row.version ?? "").trim().slice(0, 100);
    unique.set(`${name}\u0000${version}`, { name, version });
  }
  const values = [...unique.values()].slice(0, maxSoftwarePerSource).map((item) => ({
    ...item,
    source,
    tenantId: device.tenantId,
    deviceId: device.id,
  }));
  for (let start = 0; start < values.length; start += 1000) {
    await tx.insert(deviceSoftware).values(values.slice(start, start + 1000));
  }
}

async function applyDetails(tx: Orm, device: CheckinDevice, results: QueryResult[], now: Date) {
  const ok = results.filter((result) => result.status === 0);
  const details = ok.filter((result) => result.name.startsWith(detailPrefix));
  const patch = Object.assign(
    {},
    ...details.map((result) => ingestDetail(result.name, result.rows)),
  );
  let softwareSeen = false;
  for (const result of ok) {
    const source = softwareSourceOf(result.name);
    if (!source) continue;
    await replaceSoftware(tx, device, source, result.rows);
    softwareSeen = true;
  }
  if (details.length === 0 && !softwareSeen) return;
  const [updated] = await tx
    .update(devices)
    .set({
      ...patch,
      ...(details.length > 0 ? { detailsUpdatedAt: now } : {}),
      ...(softwareSeen ? { softwareUpdatedAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(devices.tenantId, device.tenantId), eq(devices.id, device.id)))
    .returning({ serial: devices.hardwareSerial, uuid: devices.hardwareUuid });
  if (updated) await autoLink(tx, { ...device, ...updated }, now);
}

/** distributed/write: details and software here, other names to the source owning them. */
export async function distributedWrite(
  orm: Orm,
  device: CheckinDevice,
  body: Json,
  now: Date,
  options: DevicesOptions,
) {
  const results = distributedResults(body);
  // Most writes carry policy answers only: no transaction for details that are not there.
  const mine = results.some(
    (result) => result.name.startsWith(detailPrefix) || softwareSourceOf(result.name),
  );
  if (mine) await orm.transaction((tx) => applyDetails(tx, device, results, now));
  const ref = { tenantId: device.tenantId, deviceId: device.id };
  for (const source of options.querySources ?? []) {
    const owned = results.filter((result) => result.name.startsWith(source.prefix));
    if (owned.length > 0) await source.record(orm, ref, owned);
  }
  return { node_invalid: false };
}

const severityOf = (value: unknown) => {
  const severity = statusOf(value);
  return severity >= 0 && severity <= 9 ? severity : null;
};

function logRows(device: CheckinDevice, logType: "result" | "status", data: Json[], now: Date) {
  return data.map((line) => ({
    tenantId: device.tenantId,
    deviceId: device.id,
    logType,
    name: typeof line.name === "string" ? line.name.slice(0, 300) : null,
    severity: logType === "status" ? severityOf(line.severity) : null,
    message: typeof line.message === "string" ? line.message.slice(0, 4000) : null,
    data: line,
    receivedAt: now,
  }));
}

/**
 * /log: stores the lines (kept for the retention days) and reads software snapshots. Past the
 * workspace's daily log quota the lines are dropped and counted, and osquery is answered as
 * if they were stored (log-usage.ts says why).
 */
export async function ingestLog(
  orm: Orm,
  device: CheckinDevice,
  body: Json,
  now: Date,
  /** The body's decompressed size, as read, and the workspace's daily log quota. */
  size: { bytes: number; perDayLimit: number },
) {
  const logType =
    body.log_type === "status" ? "status" : body.log_type === "result" ? "result" : null;
  const data = (Array.isArray(body.data) ? body.data : []).filter(
    (line): line is Json => typeof line === "object" && line !== null && !Array.isArray(line),
  );
  if (!logType || data.length === 0) return { node_invalid: false };
  await orm.transaction(async (tx) => {
    const day = isoDay(now);
    if (!(await takeLogBytes(tx, device.tenantId, day, size.bytes, size.perDayLimit))) return;
    const rows = logRows(device, logType, data, now);
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(deviceLogs).values(rows.slice(start, start + 500));
    }
    if (logType !== "result") return;
    for (const line of data) {
      const source = typeof line.name === "string" ? softwareSourceOf(line.name) : null;
      if (source && Array.isArray(line.snapshot)) {
        await replaceSoftware(tx, device, source, rowsOf(line.snapshot));
        await tx
          .update(devices)
          .set({ softwareUpdatedAt: now })
          .where(and(eq(devices.tenantId, device.tenantId), eq(devices.id, device.id)));
      }
    }
  });
  return { node_invalid: false };
}
