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
import { policyResults, posturePolicies } from "./schema.ts";

/*
 * A policy's latest result on each device, one keyset page at a time (docs/decisions/0050):
 * failing first, then unknown, then passing, each by hostname (lower-cased, byte order), then
 * id. The sort key is one text — the status's rank then the lower-cased hostname — so the
 * cursor is the lists' usual [sort, value, id]. It is kept on the result by triggers
 * (policy_results.sort_key, ADR 0050 "Amended: a policy's devices by a kept key"), so a page
 * is a range of policy_results_policy_sort_idx, however many devices the policy has.
 */

export const byResult: KeysetSort = {
  name: "result",
  expr: policyResults.sortKey,
  type: "text",
  descending: false,
};

/** A status's rank, the first character of its sort keys (as policy_status_rank in SQL). */
const rankOf: Record<PolicyStatus, string> = { fail: "0", unknown: "1", pass: "2" };

/** The keys of one status: those that start with its rank (an index condition). */
function ofStatus(status: PolicyStatus) {
  const rank = rankOf[status];
  return and(
    eq(policyResults.status, status),
    sql`${policyResults.sortKey} >= ${rank}`,
    sql`${policyResults.sortKey} < ${String(Number(rank) + 1)}`,
  );
}

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
        after ? keysetAfter(sort, policyResults.deviceId, after) : undefined,
      ),
    )
    .orderBy(asc(sort.expr), asc(policyResults.deviceId))
    .limit(limit);
}

/** The results of the policy (of `status`, if given); the caller scopes them to the tenant. */
export const resultsOf = (policyId: string, status?: PolicyStatus) =>
  and(eq(policyResults.policyId, policyId), status ? ofStatus(status) : undefined);

/** The policy's results (of `status`) as its kept counts say (ADR 0050, "kept counts"). */
async function keptTotal(
  orm: Orm,
  { tenantId, policyId }: { tenantId: string; policyId: string },
  status: PolicyStatus | undefined,
) {
  const { passingCount: pass, failingCount: fail, unknownCount: unknown } = posturePolicies;
  const counts = { pass, fail, unknown };
  const total = status ? counts[status] : sql`${pass} + ${fail} + ${unknown}`;
  const [row] = await orm
    .select({ total: sql<number>`${total}`.mapWith(Number) })
    .from(posturePolicies)
    .where(and(eq(posturePolicies.tenantId, tenantId), eq(posturePolicies.id, policyId)));
  return row?.total ?? 0;
}

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
    count: async () => ({ total: scope.enabled ? await keptTotal(orm, scope, query.status) : 0 }),
  });
}
