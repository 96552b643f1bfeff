import type { PolicyDeviceResult, PolicyStatus } from "@fleetward/contracts/workspace-policies";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  keysetAfter,
  keysetList,
  keysetValue,
  type KeysetCursor,
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

/**
 * The page's range of the index: the policy's keys (of one status: those that start with its
 * rank) after the cursor. One lower bound, never two: the planner multiplies the
 * selectivities of conditions it cannot pair (a row comparison and `>= rank`; or `status =`),
 * then expects a handful of rows and sorts them.
 */
function pageRange(policyId: string, status: PolicyStatus | undefined, after?: KeysetCursor) {
  const rank = status && rankOf[status];
  const afterRank = after && (!rank || after.value >= rank);
  return and(
    eq(policyResults.policyId, policyId),
    afterRank ? keysetAfter(byResult, policyResults.deviceId, after) : undefined,
    rank && !afterRank ? sql`${policyResults.sortKey} >= ${rank}` : undefined,
    rank ? sql`${policyResults.sortKey} < ${String(Number(rank) + 1)}` : undefined,
  );
}

/** The rows of one page (`limit` one past the page) of the policy's results (of `status`). */
export function policyDevicesRows(
  orm: Orm,
  tenantId: string,
  { policyId, status }: { policyId: string; status?: PolicyStatus | undefined },
  { after, limit }: KeysetPage,
) {
  return orm
    .select({
      device_id: devices.id,
      hostname: devices.hostname,
      platform: devices.platform,
      status: policyResults.status,
      checkedAt: policyResults.checkedAt,
      error: policyResults.error,
      key: keysetValue(byResult),
    })
    .from(policyResults)
    .innerJoin(
      devices,
      and(eq(devices.id, policyResults.deviceId), eq(devices.tenantId, policyResults.tenantId)),
    )
    .where(and(eq(policyResults.tenantId, tenantId), pageRange(policyId, status, after)))
    .orderBy(asc(policyResults.sortKey), asc(policyResults.deviceId))
    .limit(limit);
}

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
  const { tenantId, policyId } = scope;
  const { status } = query;
  return keysetList({
    sort: byResult,
    query,
    rows: async (page) =>
      scope.enabled ? policyDevicesRows(orm, tenantId, { policyId, status }, page) : [],
    cursorOf: (row) => ({ value: row.key, id: row.device_id }),
    toItem: ({ key: _key, checkedAt, ...row }) => ({
      ...row,
      checked_at: checkedAt.toISOString(),
    }),
    count: async () => ({ total: scope.enabled ? await keptTotal(orm, scope, query.status) : 0 }),
  });
}
