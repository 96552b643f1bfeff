import { DatabaseSync } from "node:sqlite";
import type { HostProfile, Platform } from "./profiles.ts";
import { postureTables } from "./tables/posture.ts";
import { softwareTables } from "./tables/software.ts";
import { systemTables } from "./tables/system.ts";
import type { TableSpec, Value } from "./tables/types.ts";

/*
 * osquery answers SQL with SQLite over virtual tables; the simulator does the same with
 * node:sqlite over real ones, filled with the asking host's rows just before the query runs.
 * So WHERE clauses, joins and aggregates behave as on a real host, a table the platform lacks
 * fails with SQLite's "no such table: x" (osquery's message too), and results are strings,
 * as osquery serialises them.
 */

const timeTable: TableSpec = {
  columns:
    "weekday year:i month:i day:i hour:i minutes:i seconds:i timezone local_timezone unix_time:i timestamp datetime iso_8601",
  rows: (_host, now) => {
    const date = new Date(now);
    const iso = date.toISOString().replace(/\.\d+Z$/, "Z");
    return [
      {
        weekday: date.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
        timezone: "UTC",
        local_timezone: "UTC",
        unix_time: Math.floor(now / 1000),
        timestamp: date.toUTCString(),
        datetime: iso,
        iso_8601: iso,
      },
    ];
  },
};

/** osquery_registry lists the tables of the host's platform (discovery queries ask it). */
const registryTable: TableSpec = {
  columns: "registry name owner_uuid:i internal:i active:i",
  rows: (host) =>
    Object.entries(tables)
      .filter(([, spec]) => !spec.platforms || spec.platforms.includes(host.platform))
      .map(([name]) => ({ registry: "table", name, owner_uuid: 0, internal: 0, active: 1 })),
};

export const tables: Record<string, TableSpec> = {
  ...systemTables,
  ...postureTables,
  ...softwareTables,
  time: timeTable,
  osquery_registry: registryTable,
};

export type QueryOutcome = {
  rows: Record<string, string>[];
  /** 0 on success, 1 on an SQL error (osquery's Status code). */
  status: number;
  message: string;
};

const sqlType = { i: "INTEGER", d: "DOUBLE" } as Record<string, string>;

function columnsOf(spec: TableSpec) {
  return spec.columns.split(/\s+/).map((column) => {
    const [name, type] = column.split(":") as [string, string | undefined];
    return { name, type: (type && sqlType[type]) ?? "TEXT" };
  });
}

/** osquery's own SQL functions the policies of common libraries call. */
function registerFunctions(db: DatabaseSync) {
  db.function("regex_match", { deterministic: true }, (value, pattern, index) => {
    const match = new RegExp(String(pattern)).exec(String(value ?? ""));
    return match?.[Number(index)] ?? null;
  });
  db.function("split", { deterministic: true }, (value, tokens, index) => {
    const parts = String(value ?? "")
      .split(new RegExp(`[${String(tokens).replace(/[\]\\^-]/g, "\\$&")}]`))
      .filter(Boolean);
    return parts[Number(index)] ?? null;
  });
  db.function("version_compare", { deterministic: true }, (left, right) => {
    const a = String(left).split(/[.-]/).map(Number);
    const b = String(right).split(/[.-]/).map(Number);
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const difference = (a[i] || 0) - (b[i] || 0);
      if (difference) return Math.sign(difference);
    }
    return 0;
  });
}

type Engine = { db: DatabaseSync; names: string[]; loadedFor: Map<string, HostProfile> };

const engines = new Map<Platform, Engine>();

function engineFor(platform: Platform): Engine {
  let engine = engines.get(platform);
  if (engine) return engine;
  const db = new DatabaseSync(":memory:");
  registerFunctions(db);
  const names = Object.entries(tables)
    .filter(([, spec]) => !spec.platforms || spec.platforms.includes(platform))
    .map(([name, spec]) => {
      const columns = columnsOf(spec).map((column) => `"${column.name}" ${column.type}`);
      db.exec(`CREATE TABLE "${name}" (${columns.join(", ")})`);
      return name;
    });
  engine = { db, names, loadedFor: new Map() };
  engines.set(platform, engine);
  return engine;
}

/** Tables whose rows change with time are filled again for every query. */
const live = new Set(["uptime", "time", "osquery_info", "logged_in_users"]);

function load(engine: Engine, name: string, host: HostProfile, now: number) {
  if (engine.loadedFor.get(name) === host && !live.has(name)) return;
  const spec = tables[name]!;
  const columns = columnsOf(spec);
  engine.db.exec(`DELETE FROM "${name}"`);
  const insert = engine.db.prepare(
    `INSERT INTO "${name}" VALUES (${columns.map(() => "?").join(", ")})`,
  );
  for (const row of spec.rows(host, now)) {
    insert.run(
      ...columns.map((column) => row[column.name] ?? (column.type === "TEXT" ? "" : null)),
    );
  }
  engine.loadedFor.set(name, host);
}

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Runs `sql` as osquery would on `host`. */
export function runQuery(host: HostProfile, sql: string, now = Date.now()): QueryOutcome {
  const engine = engineFor(host.platform);
  const lowered = sql.toLowerCase();
  try {
    engine.db.exec("BEGIN");
    for (const name of engine.names) {
      if (new RegExp(`\\b${name}\\b`).test(lowered)) load(engine, name, host, now);
    }
    const rows = engine.db.prepare(sql).all() as Record<string, Value | null>[];
    return {
      rows: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, asText(value)])),
      ),
      status: 0,
      message: "",
    };
  } catch (error) {
    return { rows: [], status: 1, message: (error as Error).message };
  } finally {
    engine.db.exec("COMMIT");
  }
}
