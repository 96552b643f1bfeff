import { osqueryVersion } from "./profiles.ts";

/*
 * Log lines as osquery's logger writes them before the TLS logger ships them
 * (plugins/logger/tls_logger.cpp sends `{node_key, log_type, data: [line, …]}`, at most
 * --logger_tls_max_lines = 1024 lines per request): results in the "event format"
 * (one line per added/removed row) or as a snapshot, status lines with string fields.
 */

/** osquery's calendarTime: "Thu Nov 26 01:54:43 2026 UTC". */
export function calendarTime(now: number) {
  const date = new Date(now);
  const [weekday, month, day, year, time] = date
    .toUTCString()
    .replace(",", "")
    .split(" ")
    .filter((_, i) => i !== 5) as [string, string, string, string, string];
  return `${weekday} ${month} ${day} ${time} ${year} UTC`;
}

type Common = { name: string; hostIdentifier: string; decorations: Record<string, string> };

export function resultLines(
  common: Common,
  now: number,
  counter: number,
  diff: { added: Record<string, string>[]; removed: Record<string, string>[] },
) {
  const base = {
    ...common,
    calendarTime: calendarTime(now),
    unixTime: Math.floor(now / 1000),
    epoch: 0,
    counter,
    numerics: false,
  };
  return [
    ...diff.added.map((columns) => ({ ...base, columns, action: "added" })),
    ...diff.removed.map((columns) => ({ ...base, columns, action: "removed" })),
  ];
}

export function snapshotLine(common: Common, now: number, rows: Record<string, string>[]) {
  return {
    snapshot: rows,
    action: "snapshot",
    ...common,
    calendarTime: calendarTime(now),
    unixTime: Math.floor(now / 1000),
    epoch: 0,
    counter: 0,
    numerics: false,
  };
}

export type Severity = "info" | "warning" | "error";

export function statusLine(
  hostIdentifier: string,
  now: number,
  severity: Severity,
  where: [string, number],
  message: string,
  decorations: Record<string, string>,
) {
  return {
    hostIdentifier,
    calendarTime: calendarTime(now),
    unixTime: String(Math.floor(now / 1000)),
    severity: String(["info", "warning", "error"].indexOf(severity)),
    filename: where[0],
    line: String(where[1]),
    message,
    version: osqueryVersion,
    decorations,
  };
}

/** Rows that appeared and disappeared since the last run (osquery's differential results). */
export function differential(previous: string[] | undefined, rows: Record<string, string>[]) {
  const now = rows.map((row) => JSON.stringify(row));
  const before = new Set(previous ?? []);
  const after = new Set(now);
  return {
    keys: now,
    added: rows.filter((_, i) => !before.has(now[i]!)),
    removed: [...before].filter((key) => !after.has(key)).map((key) => JSON.parse(key)),
  };
}
