import { naturalSortKey } from "../../../db/natural-sort.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type {
  DeviceListItem,
  DeviceListQuery,
  DeviceSettings,
  DeviceStatus,
} from "@fleetward/contracts/workspace-devices";
import { and, eq, exists, gt, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  keysetAfter,
  keysetList,
  keysetOrder,
  keysetValue,
  type KeysetPage,
  type KeysetSort,
} from "../../../db/keyset.ts";
import { assets } from "../assets/schema.ts";
import { devices, deviceSoftware } from "./schema.ts";
import { planOnce } from "../../../db/prepared.ts";

/** Online within `online_minutes`, missing after `missing_days` (or never seen), else offline. */
export function statusCutoffs(settings: DeviceSettings, now: Date) {
  return {
    online: new Date(now.getTime() - settings.online_minutes * 60_000),
    missing: new Date(now.getTime() - settings.missing_days * 86_400_000),
  };
}
export type Cutoffs = ReturnType<typeof statusCutoffs>;

export function statusAt(lastSeenAt: Date | null, cutoffs: Cutoffs): DeviceStatus {
  if (!lastSeenAt || lastSeenAt < cutoffs.missing) return "missing";
  return lastSeenAt >= cutoffs.online ? "online" : "offline";
}

function statusCondition(status: DeviceStatus, cutoffs: Cutoffs): SQL | undefined {
  if (status === "online") return gte(devices.lastSeenAt, cutoffs.online);
  if (status === "missing")
    return or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, cutoffs.missing));
  return and(lt(devices.lastSeenAt, cutoffs.online), gte(devices.lastSeenAt, cutoffs.missing));
}

export const hostnameSort: KeysetSort = {
  name: "hostname",
  expr: sql`${naturalSortKey(devices.hostname)} collate "C"`,
  type: "text",
  descending: false,
};

/**
 * Devices with the named software (at exactly `version`, or at a version below `below`: the
 * stored `version_key` against the same function's key of `below`, ADR 0051 — an index
 * condition of device_software_tenant_name_key_idx, its function applied to a constant only).
 */
function hasSoftware(query: DeviceListQuery & { software: string }) {
  const { software: name, software_version: version, software_below: below } = query;
  return exists(
    sql`(select 1 from ${deviceSoftware} where ${deviceSoftware.tenantId} = ${devices.tenantId} and ${deviceSoftware.deviceId} = ${devices.id} and ${deviceSoftware.name} = ${name}${version ? sql` and ${deviceSoftware.version} = ${version}` : sql``}${below ? sql` and ${deviceSoftware.versionKey} < version_sort_key(${below}) collate "C"` : sql``})`,
  );
}

const needsSoftware = "software_below: Needs software, the exact name of the software";

function listConditions(tenantId: string, query: DeviceListQuery, cutoffs: Cutoffs) {
  if (query.software_below && !query.software) throw new HttpError(422, needsSoftware);
  const q = query.q?.toLowerCase();
  return and(
    eq(devices.tenantId, tenantId),
    q ? sql`${devices.searchText} like ${`%${q.replace(/[\\%_]/g, "\\$&")}%`}` : undefined,
    query.platform ? eq(devices.platform, query.platform) : undefined,
    query.os_version ? eq(devices.osVersion, query.os_version) : undefined,
    query.status ? statusCondition(query.status, cutoffs) : undefined,
    query.policy_failing === undefined
      ? undefined
      : query.policy_failing
        ? gt(devices.failingPolicies, 0)
        : eq(devices.failingPolicies, 0),
    query.software ? hasSoftware({ ...query, software: query.software }) : undefined,
    query.asset_id ? eq(devices.assetId, query.asset_id) : undefined,
  );
}

export const listColumns = {
  id: devices.id,
  hostname: devices.hostname,
  platform: devices.platform,
  osName: devices.osName,
  osVersion: devices.osVersion,
  hardwareModel: devices.hardwareModel,
  hardwareSerial: devices.hardwareSerial,
  primaryIp: devices.primaryIp,
  osqueryVersion: devices.osqueryVersion,
  lastSeenAt: devices.lastSeenAt,
  enrolledAt: devices.enrolledAt,
  failingPolicies: devices.failingPolicies,
  assetId: devices.assetId,
  assetTag: assets.assetTag,
  identityConflictAt: devices.identityConflictAt,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] | null };

export function toListItem(row: ListRow, cutoffs: Cutoffs): DeviceListItem {
  return {
    id: row.id as string,
    hostname: row.hostname as string,
    platform: row.platform as DeviceListItem["platform"],
    os_name: row.osName,
    os_version: row.osVersion,
    hardware_model: row.hardwareModel,
    hardware_serial: row.hardwareSerial,
    primary_ip: row.primaryIp,
    osquery_version: row.osqueryVersion,
    status: statusAt(row.lastSeenAt, cutoffs),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    enrolled_at: (row.enrolledAt as Date).toISOString(),
    failing_policies: row.failingPolicies ?? 0,
    asset_id: row.assetId,
    asset_tag: row.assetTag,
    identity_conflict_at: row.identityConflictAt?.toISOString() ?? null,
  };
}

/** The query of one page (explain-software.ts explains it). */
export function devicePageRows(
  orm: Orm,
  tenantId: string,
  query: DeviceListQuery,
  cutoffs: Cutoffs,
  { sort, after, limit }: KeysetPage<KeysetSort>,
  where?: SQL,
) {
  return orm
    .select({ ...listColumns, sortValue: keysetValue(sort) })
    .from(devices)
    .leftJoin(assets, eq(assets.id, devices.assetId))
    .where(
      and(
        listConditions(tenantId, query, cutoffs),
        where,
        after && keysetAfter(sort, devices.id, after),
      ),
    )
    .orderBy(...keysetOrder(sort, devices.id))
    .limit(limit);
}

/** One page of devices by hostname; `where` narrows further (the unregistered list). */
export async function pageOfDevices(
  orm: Orm,
  tenantId: string,
  query: DeviceListQuery,
  cutoffs: Cutoffs,
  where?: SQL,
) {
  return keysetList({
    sort: hostnameSort,
    query,
    rows: (page) => devicePageRows(orm, tenantId, query, cutoffs, page, where),
    cursorOf: (row) => ({ value: row.sortValue, id: row.id }),
    toItem: (row) => toListItem(row, cutoffs),
  });
}

/** How many devices the workspace has enrolled (the device quota counts these). */
/**
 * How many of the tenant's devices are online, offline and missing, by the same conditions
 * as the list's status filter (so the dashboard's figures are the rows its links open).
 */
export async function deviceStatusCounts(orm: Orm, tenantId: string, cutoffs: Cutoffs) {
  const [row] = await deviceStatusCountsQuery(orm, tenantId, cutoffs);
  return row ?? { online: 0, offline: 0, missing: 0 };
}

/** An index-only scan of devices_tenant_last_seen_idx, not of the wide rows (ADR 0050). */
export function deviceStatusCountsQuery(orm: Orm, tenantId: string, cutoffs: Cutoffs) {
  const countOf = (status: DeviceStatus) =>
    sql<number>`count(*) filter (where ${statusCondition(status, cutoffs)})`.mapWith(Number);
  return (
    orm
      .select({
        online: countOf("online"),
        offline: countOf("offline"),
        missing: countOf("missing"),
      })
      .from(devices)
      // The whole workspace's index entries, whatever the cut-offs: one plan.
      .where(and(eq(devices.tenantId, tenantId), planOnce))
  );
}

export async function countDevices(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(devices)
    .where(eq(devices.tenantId, tenantId));
  return row?.total ?? 0;
}
