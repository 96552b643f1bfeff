import type { DevicePlatform } from "@fleetward/contracts/workspace-devices";
import type { devices, LoggedInUser } from "./schema.ts";

/*
 * The detail queries: what Fleetward asks every device through distributed/read to learn its
 * vitals and software, re-asked every `detail_interval_minutes` (with jitter). Table and
 * column names are osquery's (its specs/*.table files); values arrive as strings.
 */

export const detailPrefix = "fleetward_detail_";
export const softwarePrefix = "fleetward_software_";

export type Row = Record<string, string>;
type DevicePatch = Partial<typeof devices.$inferInsert>;

type DetailQuery = {
  query: string;
  platforms?: DevicePlatform[];
  /** osquery runs the query only if this one returns rows (distributed.cpp acceptWork). */
  discovery?: string;
  ingest?: (rows: Row[]) => DevicePatch;
};

const tableExists = (table: string) =>
  `SELECT 1 FROM osquery_registry WHERE active = true AND registry = 'table' AND name = '${table}';`;

/** Whether the host's os_version names one of `families` as its platform or a platform it is like. */
const linuxFamily = (families: string[]) =>
  `SELECT 1 FROM os_version WHERE ${families
    .map((family) => `platform = '${family}' OR platform_like LIKE '%${family}%'`)
    .join(" OR ")};`;

const text = (value: string | undefined) => (value === undefined || value === "" ? null : value);
const whole = (value: string | undefined) => {
  if (value === undefined || !/^-?\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
};

/** Serial numbers firmware reports when it has none; they identify nothing. */
const placeholderSerials = new Set([
  "0",
  "none",
  "not specified",
  "not applicable",
  "default string",
  "system serial number",
  "to be filled by o.e.m.",
  "0123456789",
]);
export const usableSerial = (serial: string | null | undefined) =>
  serial && !placeholderSerials.has(serial.trim().toLowerCase()) ? serial.trim() : null;

function systemInfo([row]: Row[]): DevicePatch {
  if (!row) return {};
  return {
    hostname: text(row.hostname) ?? text(row.computer_name) ?? undefined,
    hardwareUuid: text(row.uuid)?.toUpperCase() ?? null,
    hardwareSerial: usableSerial(row.hardware_serial),
    hardwareVendor: text(row.hardware_vendor),
    hardwareModel: text(row.hardware_model),
    cpuBrand: text(row.cpu_brand),
    cpuCores: whole(row.cpu_logical_cores) ?? whole(row.cpu_physical_cores),
    memoryBytes: whole(row.physical_memory),
  };
}

function osVersion([row]: Row[]): DevicePatch {
  if (!row) return {};
  return { osName: text(row.name), osVersion: text(row.version), osBuild: text(row.build) };
}

function loggedInUsers(rows: Row[]): DevicePatch {
  const users: LoggedInUser[] = rows.slice(0, 50).map((row) => {
    const seconds = whole(row.time);
    return {
      user: row.user ?? "",
      type: text(row.type),
      tty: text(row.tty),
      host: text(row.host),
      time: seconds ? new Date(seconds * 1000).toISOString() : null,
    };
  });
  return { loggedInUsers: users.filter((user) => user.user !== "") };
}

const diskQuery = {
  posix:
    "SELECT (blocks_available * blocks_size) AS bytes_available, (blocks * blocks_size) AS bytes_total FROM mounts WHERE path = '/' LIMIT 1;",
  windows:
    "SELECT free_space AS bytes_available, size AS bytes_total FROM logical_drives WHERE device_id = 'C:' LIMIT 1;",
};
const diskSpace = ([row]: Row[]): DevicePatch =>
  row ? { diskFreeBytes: whole(row.bytes_available), diskTotalBytes: whole(row.bytes_total) } : {};

export const detailQueries: Record<string, DetailQuery> = {
  system_info: {
    query:
      "SELECT hostname, computer_name, uuid, cpu_brand, cpu_physical_cores, cpu_logical_cores, physical_memory, hardware_vendor, hardware_model, hardware_serial FROM system_info LIMIT 1;",
    ingest: systemInfo,
  },
  os_version: {
    query: "SELECT name, version, major, minor, patch, build, platform FROM os_version LIMIT 1;",
    ingest: osVersion,
  },
  osquery_info: {
    query: "SELECT version FROM osquery_info LIMIT 1;",
    ingest: ([row]) => (row ? { osqueryVersion: text(row.version) } : {}),
  },
  kernel_info: {
    query: "SELECT version FROM kernel_info LIMIT 1;",
    ingest: ([row]) => (row ? { kernelVersion: text(row.version) } : {}),
  },
  uptime: {
    query: "SELECT total_seconds FROM uptime LIMIT 1;",
    ingest: ([row]) => (row ? { uptimeSeconds: whole(row.total_seconds) } : {}),
  },
  disk_space: { query: diskQuery.posix, platforms: ["macos", "linux"], ingest: diskSpace },
  disk_space_windows: { query: diskQuery.windows, platforms: ["windows"], ingest: diskSpace },
  network: {
    query:
      "SELECT ia.address, id.mac FROM interface_addresses ia JOIN interface_details id ON id.interface = ia.interface WHERE ia.address NOT LIKE '127.%' AND ia.address NOT LIKE '169.254.%' AND ia.address NOT LIKE '%:%' AND id.mac != '00:00:00:00:00:00' ORDER BY ia.interface LIMIT 1;",
    ingest: ([row]) =>
      row ? { primaryIp: text(row.address), primaryMac: text(row.mac)?.toLowerCase() } : {},
  },
  logged_in_users: {
    query: "SELECT user, type, tty, host, time FROM logged_in_users WHERE type = 'user';",
    ingest: loggedInUsers,
  },
};

/** Installed software by the osquery table that lists it, as `{name, version, source}`. */
export const softwareQueries: Record<string, DetailQuery> = {
  programs: {
    query: "SELECT name, version, 'programs' AS source FROM programs;",
    platforms: ["windows"],
  },
  // A Linux host runs the package table of its own family only: os_version's platform
  // (ID in /etc/os-release) or platform_like (ID_LIKE) decides, as a discovery query, so an
  // Ubuntu host is never sent rpm_packages (osquery builds without it answer "no such table").
  deb_packages: {
    query: "SELECT name, version, 'deb_packages' AS source FROM deb_packages;",
    platforms: ["linux"],
    discovery: linuxFamily(["debian", "ubuntu", "linuxmint", "pop", "raspbian"]),
  },
  rpm_packages: {
    query:
      "SELECT name, version || '-' || release AS version, 'rpm_packages' AS source FROM rpm_packages;",
    platforms: ["linux"],
    discovery: linuxFamily([
      "rhel",
      "fedora",
      "centos",
      "rocky",
      "almalinux",
      "amzn",
      "ol",
      "suse",
    ]),
  },
  apps: {
    query:
      "SELECT name, COALESCE(NULLIF(bundle_short_version, ''), bundle_version) AS version, 'apps' AS source FROM apps;",
    platforms: ["macos"],
  },
  homebrew_packages: {
    query: "SELECT name, version, 'homebrew_packages' AS source FROM homebrew_packages;",
    platforms: ["macos"],
    discovery: tableExists("homebrew_packages"),
  },
};

const appliesTo = (query: DetailQuery, platform: string) =>
  !query.platforms || query.platforms.includes(platform as DevicePlatform);

/** The distributed queries (and their discovery queries) that refresh a device's details. */
export function detailQueriesFor(platform: string) {
  const queries: Record<string, string> = {};
  const discovery: Record<string, string> = {};
  const add = (prefix: string, entries: Record<string, DetailQuery>) => {
    for (const [name, detail] of Object.entries(entries)) {
      if (!appliesTo(detail, platform)) continue;
      queries[prefix + name] = detail.query;
      if (detail.discovery) discovery[prefix + name] = detail.discovery;
    }
  };
  add(detailPrefix, detailQueries);
  add(softwarePrefix, softwareQueries);
  return { queries, discovery };
}

/** The software snapshot the config schedules (results arrive through /log). */
export function scheduledSoftware(platform: string) {
  return Object.fromEntries(
    Object.entries(softwareQueries)
      .filter(([, detail]) => appliesTo(detail, platform) && !detail.discovery)
      .map(([name, detail]) => [softwarePrefix + name, detail.query]),
  );
}

/** The device columns one detail query's rows set; {} for names that are not ours. */
export function ingestDetail(name: string, rows: Row[]): DevicePatch {
  const detail = detailQueries[name.slice(detailPrefix.length)];
  return name.startsWith(detailPrefix) && detail?.ingest ? detail.ingest(rows) : {};
}

/** The software source of a result name (`fleetward_software_deb_packages` → deb_packages). */
export function softwareSourceOf(name: string): string | null {
  if (!name.startsWith(softwarePrefix)) return null;
  const source = name.slice(softwarePrefix.length);
  return source in softwareQueries ? source : null;
}
