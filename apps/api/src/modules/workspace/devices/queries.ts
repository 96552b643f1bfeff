import type {
  DeviceDetail,
  DeviceSimpleListQuery,
  DeviceSoftwareList,
  NeverEnrolledResponse,
  SoftwareSearchQuery,
  SoftwareSearchResponse,
} from "@fleetward/contracts/workspace-devices";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "../assets/schema.ts";
import { assetLocations } from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { noSuchDevice } from "./link.ts";
import { listColumns, toListItem, type Cutoffs } from "./repository.ts";
import { deviceLogs, devices, deviceSoftware, softwareNames } from "./schema.ts";
import { serialMatchesOfDevice } from "./serial-match.ts";
import { unlinkedDevicesMatching } from "./serial-queries.ts";
import type { DevicesOptions } from "./types.ts";
import { planOnce } from "../../../db/prepared.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function assetSummary(orm: Orm, tenantId: string, assetId: string | null) {
  if (!assetId) return null;
  const [row] = await orm
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      serial: assets.serialNumber,
      warrantyEnd: assets.warrantyEnd,
      personId: people.id,
      personName: people.name,
      locationId: assetLocations.id,
      locationName: assetLocations.name,
    })
    .from(assets)
    .leftJoin(people, eq(people.id, assets.assignedPersonId))
    .leftJoin(
      assetLocations,
      eq(assetLocations.id, sql`coalesce(${assets.assignedLocationId}, ${assets.locationId})`),
    )
    .where(and(eq(assets.id, assetId), eq(assets.tenantId, tenantId)));
  if (!row) return null;
  return {
    id: row.id,
    asset_tag: row.assetTag,
    name: row.name,
    serial_number: row.serial,
    person: row.personId && row.personName ? { id: row.personId, name: row.personName } : null,
    location:
      row.locationId && row.locationName ? { id: row.locationId, name: row.locationName } : null,
    warranty_end: row.warrantyEnd,
  };
}

async function recentErrors(orm: Orm, tenantId: string, deviceId: string) {
  const rows = await orm
    .select({
      message: deviceLogs.message,
      severity: deviceLogs.severity,
      at: deviceLogs.receivedAt,
    })
    .from(deviceLogs)
    .where(
      and(
        eq(deviceLogs.tenantId, tenantId),
        eq(deviceLogs.deviceId, deviceId),
        eq(deviceLogs.logType, "status"),
        gte(deviceLogs.severity, 2),
      ),
    )
    .orderBy(desc(deviceLogs.receivedAt), desc(deviceLogs.id))
    .limit(5);
  return rows.map((row) => ({
    message: row.message ?? "",
    severity: row.severity ?? 2,
    at: row.at.toISOString(),
  }));
}

export async function deviceDetail(
  orm: Orm,
  tenantId: string,
  deviceId: string,
  cutoffs: Cutoffs,
  options: DevicesOptions,
): Promise<DeviceDetail> {
  const [row] = await orm
    .select({ ...listColumns, device: devices })
    .from(devices)
    .leftJoin(assets, eq(assets.id, devices.assetId))
    .where(and(eq(devices.id, deviceId), eq(devices.tenantId, tenantId)));
  if (!row) throw new HttpError(404, noSuchDevice);
  const { device } = row;
  const [software] = await orm
    .select({ total: count() })
    .from(deviceSoftware)
    .where(and(eq(deviceSoftware.tenantId, tenantId), eq(deviceSoftware.deviceId, deviceId)));
  const ref = { tenantId, deviceId, platform: device.platform };
  return {
    ...toListItem(row, cutoffs),
    vitals: {
      os_build: device.osBuild,
      kernel_version: device.kernelVersion,
      hardware_vendor: device.hardwareVendor,
      hardware_uuid: device.hardwareUuid,
      cpu_brand: device.cpuBrand,
      cpu_cores: device.cpuCores,
      memory_bytes: device.memoryBytes,
      disk_total_bytes: device.diskTotalBytes,
      disk_free_bytes: device.diskFreeBytes,
      uptime_seconds: device.uptimeSeconds,
      primary_mac: device.primaryMac,
      logged_in_users: device.loggedInUsers,
      details_updated_at: iso(device.detailsUpdatedAt),
    },
    software_count: Number(software?.total ?? 0),
    policies: (await options.policyResultsOf?.(orm, ref)) ?? [],
    asset: await assetSummary(orm, tenantId, device.assetId),
    serial_matches: await serialMatchesOfDevice(orm, tenantId, {
      assetId: device.assetId,
      serial: device.hardwareSerial,
      uuid: device.hardwareUuid,
    }),
    recent_errors: await recentErrors(orm, tenantId, deviceId),
  };
}

export async function softwareOfDevice(
  orm: Orm,
  tenantId: string,
  deviceId: string,
): Promise<DeviceSoftwareList> {
  const [device] = await orm
    .select({ updatedAt: devices.softwareUpdatedAt })
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.tenantId, tenantId)));
  if (!device) throw new HttpError(404, noSuchDevice);
  const items = await orm
    .select({
      name: deviceSoftware.name,
      version: deviceSoftware.version,
      source: deviceSoftware.source,
    })
    .from(deviceSoftware)
    .where(and(eq(deviceSoftware.deviceId, deviceId), eq(deviceSoftware.tenantId, tenantId)))
    .orderBy(asc(deviceSoftware.name), asc(deviceSoftware.version), asc(deviceSoftware.source));
  return { items, updated_at: iso(device.updatedAt) };
}

/** An opaque position in a list ordered by several text columns. */
const encode = (values: string[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
function decode(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((v) => typeof v === "string")
    )
      return values as string[];
  } catch {
    // answered below
  }
  throw new HttpError(422, "cursor: Not a cursor of this list");
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, "\\$&");

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search's cursor: [hostname_sort, device id, name, version, source]. */
function searchCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const after = decode(cursor, 5);
  if (!uuidPattern.test(after[1] as string))
    throw new HttpError(422, "cursor: Not a cursor of this list");
  return after;
}

/**
 * "Which devices have software X (version Y)": by hostname, device, name, version. Tests
 * name the `strategy` to compare the two; the service lets the count choose.
 */
export async function devicesWithSoftware(
  orm: Orm,
  tenantId: string,
  query: SoftwareSearchQuery,
  chosen?: SearchStrategy,
): Promise<SoftwareSearchResponse> {
  const strategy = chosen ?? (await searchStrategy(orm, tenantId, query));
  const rows = await softwareSearchRows(orm, tenantId, query, strategy);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortHost: _, ...item }) => item) as SoftwareSearchResponse["items"],
    next_cursor:
      rows.length > query.limit && last
        ? encode([last.sortHost, last.device_id, last.name, last.version, last.source])
        : null,
  };
}

/*
 * A page of the search costs what it reads (ADR 0051, "Amended: pages walked in hostname
 * order"). With few matching rows, read them all off the trigram index, join their devices
 * and sort them ("matches"); with many, walk the devices in hostname order on
 * devices_tenant_hostname_sort_idx and probe each one's rows on device_software's key until
 * the page is full ("walk": about limit × devices ÷ matches devices). Which one is decided by
 * counting the matching rows, no further than `walkFrom`: either way at most about
 * `walkFrom` rows or 51 × 10,000 ÷ `walkFrom` devices are read at 10,000 devices.
 */
export const walkFrom = 1_500;
export type SearchStrategy = "matches" | "walk";

/**
 * The rows the search matches (in the tenant), as conditions on device_software: the fragment
 * is matched against the workspace's few kept names first (an InitPlan, run once), and the
 * rows are then found by exact name, an index condition of every index that leads with it.
 */
const matching = (tenantId: string, query: SoftwareSearchQuery) => {
  const names = sql`array(select ${softwareNames.name} from ${softwareNames}
    where ${softwareNames.tenantId} = ${tenantId}
    and ${softwareNames.name} ilike ${`%${escapeLike(query.name)}%`})`;
  return and(
    eq(deviceSoftware.tenantId, tenantId),
    sql`${deviceSoftware.name} = any(${names})`,
    query.version ? eq(deviceSoftware.version, query.version) : undefined,
    // The strategy is chosen by the count, not by the planner: one plan for any name.
    planOnce,
  );
};

export async function searchStrategy(
  orm: Orm,
  tenantId: string,
  query: SoftwareSearchQuery,
): Promise<SearchStrategy> {
  const some = orm
    .select({ one: sql`1` })
    .from(deviceSoftware)
    .where(matching(tenantId, query))
    .limit(walkFrom);
  const [row] = await orm.select({ n: count() }).from(some.as("some"));
  return (row?.n ?? 0) >= walkFrom ? "walk" : "matches";
}

const searchColumns = {
  device_id: devices.id,
  sortHost: devices.hostnameSort,
  hostname: devices.hostname,
  platform: devices.platform,
};

/** The software search's page query (explain-software.ts explains it). */
export function softwareSearchRows(
  orm: Orm,
  tenantId: string,
  query: SoftwareSearchQuery,
  strategy: SearchStrategy,
) {
  const after = searchCursor(query.cursor);
  return strategy === "walk"
    ? walkedRows(orm, tenantId, query, after)
    : matchedRows(orm, tenantId, query, after);
}

/** The software columns of the derived table (m or s) a page reads them from. */
const probed = {
  name: sql<string>`name`,
  version: sql<string>`version`,
  source: sql<string>`source`,
};

const values = (after: string[]) =>
  sql.join(
    after.map((v) => sql`${v}`),
    sql`, `,
  );

/** All matching rows (fewer than walkFrom), joined to their devices, top-N sorted. */
function matchedRows(orm: Orm, tenantId: string, query: SoftwareSearchQuery, after?: string[]) {
  const [host, id, ...item] = after ?? [];
  // OFFSET 0 keeps the planner from folding the matches into a walk of the devices.
  const m = sql`(select ${deviceSoftware.deviceId}, ${deviceSoftware.name}, ${deviceSoftware.version}, ${deviceSoftware.source} from ${deviceSoftware} where ${matching(tenantId, query)} offset 0) as m`;
  return orm
    .select({ ...searchColumns, ...probed })
    .from(devices)
    .innerJoin(m, sql`m.device_id = ${devices.id}`)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        after
          ? sql`(${devices.hostnameSort}, ${devices.id}, m.name, m.version, m.source) > (${host}, ${id}::uuid, ${values(item)})`
          : undefined,
      ),
    )
    .orderBy(devices.hostnameSort, devices.id, sql`name`, sql`version`, sql`source`)
    .limit(query.limit + 1);
}

/** Devices in hostname order from the cursor's, each probed for its matching rows. */
function walkedRows(orm: Orm, tenantId: string, query: SoftwareSearchQuery, after?: string[]) {
  const [host, id, ...item] = after ?? [];
  // The device of the cursor still has rows after the cursor's; later devices all theirs.
  const rest = after
    ? sql` and ((${devices.hostnameSort}, ${devices.id}) > (${host}, ${id}::uuid) or (${deviceSoftware.name}, ${deviceSoftware.version}, ${deviceSoftware.source}) > (${values(item)}))`
    : sql``;
  // OFFSET 0: probed per device (a nested loop), on (tenant_id, device_id, …) alone.
  const s = sql`lateral (select ${deviceSoftware.name}, ${deviceSoftware.version}, ${deviceSoftware.source} from ${deviceSoftware} where ${deviceSoftware.tenantId} = ${devices.tenantId} and ${deviceSoftware.deviceId} = ${devices.id} and ${matching(tenantId, query)}${rest} offset 0) as s`;
  return orm
    .select({ ...searchColumns, ...probed })
    .from(devices)
    .innerJoin(s, sql`true`)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        after ? sql`(${devices.hostnameSort}, ${devices.id}) >= (${host}, ${id}::uuid)` : undefined,
      ),
    )
    .orderBy(devices.hostnameSort, devices.id, sql`name`, sql`version`, sql`source`)
    .limit(query.limit + 1);
}

/** Register assets with a serial number that no device reports (nor is linked to). */
export async function neverEnrolled(
  orm: Orm,
  tenantId: string,
  query: DeviceSimpleListQuery,
): Promise<NeverEnrolledResponse> {
  const after = query.cursor ? decode(query.cursor, 2) : undefined;
  // Linked or not, nothing else: an asset whose serial an unlinked device reports is listed
  // (with that device) as the device is under "not in the register" — the two lists meet.
  const linked = sql`(select 1 from ${devices} where ${devices.tenantId} = ${tenantId} and ${devices.assetId} = ${assets.id})`;
  const rows = await orm
    .select({
      asset_id: assets.id,
      asset_tag: assets.assetTag,
      name: assets.name,
      serial_number: sql<string>`${assets.serialNumber}`,
      person_name: people.name,
    })
    .from(assets)
    .leftJoin(people, eq(people.id, assets.assignedPersonId))
    .where(
      and(
        eq(assets.tenantId, tenantId),
        isNotNull(assets.serialNumber),
        isNull(assets.retiredAt),
        notExists(linked),
        after
          ? sql`(${assets.assetTag} collate "C", ${assets.id}::text) > (${after[0]}, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(sql`${assets.assetTag} collate "C"`, sql`${assets.id}::text`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const found = await unlinkedDevicesMatching(
    orm,
    tenantId,
    page.map((row) => row.serial_number.toLowerCase()),
  );
  const items = page.map((row) => {
    const key = row.serial_number.toLowerCase();
    const matching = found.filter(
      (d) => d.serial?.toLowerCase() === key || d.uuid?.toLowerCase() === key,
    );
    return { ...row, matching_devices: matching.map(({ id, hostname }) => ({ id, hostname })) };
  });
  return {
    items,
    next_cursor: rows.length > query.limit && last ? encode([last.asset_tag, last.asset_id]) : null,
  };
}
