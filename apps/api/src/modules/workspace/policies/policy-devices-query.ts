import type { PolicyDeviceResult, PolicyStatus } from "@fleetward/contracts/workspace-policies";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  keysetAfter,
  keysetList,
  keysetValue,
  type KeysetPage,
  type KeysetSort,
} from "../../../db/keyset.ts";
import { devices } from "../devices/schema.ts";
import { policyResults } from "./schema.ts";

/*
 * A policy's latest result on each device, one keyset page at a time (docs/decisions/0050):
 * failing first, then unknown, then passing, each by hostname (lower-cased, byte order), then
 * id. The sort key is one text — the status's rank then the lower-cased hostname — so the
 * cursor is the lists' usual [sort, value, id]. (Not the devices list's natural key: its two
 * regexp_replace per row cost more than the rest of the page at 10,000 results.)
 */

const rankedKey = sql`((case ${policyResults.status} when 'fail' then '0' when 'unknown' then '1' else '2' end) || lower(${devices.hostname})) collate "C"`;

export const byResult: KeysetSort = {
  name: "result",
  expr: rankedKey,
  type: "text",
  descending: false,
};

/** The rows of one page (`limit` one past the page) of the policy's results. */
export function policyDevicesRows(
  orm: Orm,
  tenantId: string,
  ofPolicy: SQL | undefined,
  { sort, after, limit }: KeysetPage,
) {
  return orm
    .select({
      device_id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      status: policyResults.status,
      checkedAt: policyResults.checkedAt,
      error: policyResults.error,
      key: keysetValue(sort),
    })
    .from(policyResults)
    .innerJoin(
      devices,
      and(eq(devices.id, policyResults.deviceId), eq(devices.tenantId, policyResults.tenantId)),
    )
    .where(
      and(
        eq(policyResults.tenantId, tenantId),
        ofPolicy,
        after ? keysetAfter(sort, devices.id, after) : undefined,
      ),
    )
    .orderBy(asc(sort.expr), asc(devices.id))
    .limit(limit);
}

/** The results of the policy (of `status`, if given); the caller scopes them to the tenant. */
export const resultsOf = (policyId: string, status?: PolicyStatus) =>
  and(eq(policyResults.policyId, policyId), status ? eq(policyResults.status, status) : undefined);

/** A page of the results of an enabled policy (a disabled one lists none), with their total. */
export async function policyDevicesPage(
  orm: Orm,
  scope: { tenantId: string; policyId: string; enabled: boolean },
  query: { status?: PolicyStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: PolicyDeviceResult[]; next_cursor: string | null; total: number }> {
  const { tenantId } = scope;
  const ofPolicy = resultsOf(scope.policyId, query.status);
  return keysetList({
    sort: byResult,
    query,
    rows: async (page) => (scope.enabled ? policyDevicesRows(orm, tenantId, ofPolicy, page) : []),
    cursorOf: (row) => ({ value: row.key, id: row.device_id }),
    toItem: ({ key: _key, checkedAt, ...row }) => ({
      ...row,
      checked_at: checkedAt.toISOString(),
    }),
    count: async () => {
      if (!scope.enabled) return { total: 0 };
      const [row] = await orm
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(policyResults)
        .where(and(eq(policyResults.tenantId, tenantId), ofPolicy));
      return { total: row?.total ?? 0 };
    },
  });
}
