import { emitAssetWebhooks } from "./webhooks.ts";
import {
  bulkLimits,
  type AssetFilter,
  type BulkAction,
  type BulkRequestBody,
  type BulkResult,
} from "@fleetward/contracts/workspace-assets";
import { HttpError } from "../../../lib/http-error.ts";
import { firstLabelOfKind, namedEntryOf, statusLabelOf } from "../catalog/service.ts";
import {
  inWorkspaceWrite,
  record,
  type HistoryEntry,
  type WriteRequest,
  type WriteScope,
} from "../history/service.ts";
import { lockMatchingIds } from "./asset-query.ts";
import { conditionsFor } from "./register.ts";
import { lockBulkRows, updateMany, type AssetValues, type BulkRow } from "./repository.ts";

/*
 * Bulk actions change a selection, or every asset matching a filter, in one transaction:
 * all of them change (with one history event each) or none does. Set-based statements keep
 * 10,000 assets within seconds.
 */

/** The locked rows a request names; ids of another workspace make the whole request 404. */
async function rowsOf(
  scope: WriteScope,
  ids: string[] | undefined,
  filter: AssetFilter | undefined,
) {
  const { tx, tenantId, now } = scope;
  if (ids) {
    const unique = [...new Set(ids)];
    const rows = await lockBulkRows(tx, tenantId, unique);
    if (rows.length !== unique.length)
      throw new HttpError(404, "Some of these assets are not in this workspace");
    return rows;
  }
  const where = await conditionsFor(tx, tenantId, filter ?? {}, now);
  const matching = await lockMatchingIds(tx, where, bulkLimits.maxMatching + 1);
  if (matching.length > bulkLimits.maxMatching) {
    throw new HttpError(
      422,
      `filter: Matches more than ${bulkLimits.maxMatching} assets; narrow it down`,
    );
  }
  return lockBulkRows(tx, tenantId, matching);
}

type Plan = {
  /** Which rows change; the others are left as they are. */
  changes: (row: BulkRow) => boolean;
  values: Partial<AssetValues>;
  events: (
    row: BulkRow,
  ) => Omit<HistoryEntry, "tenantId" | "subjectType" | "subjectId" | "actor" | "at">[];
};

async function referenced(scope: WriteScope, action: BulkAction) {
  const { tx, tenantId } = scope;
  if (action.type === "set_status") {
    const label = await statusLabelOf(tx, tenantId, action.status_label_id);
    if (!label)
      throw new HttpError(422, "action.status_label_id: No such status label in this workspace");
    if (label.kind === "archived")
      throw new HttpError(422, "action.status_label_id: Use retire to archive assets");
  }
  if (
    action.type === "set_location" &&
    action.location_id &&
    !(await namedEntryOf(tx, "location", tenantId, action.location_id))
  ) {
    throw new HttpError(422, "action.location_id: No such location in this workspace");
  }
  if (
    action.type === "set_category" &&
    action.category_id &&
    !(await namedEntryOf(tx, "category", tenantId, action.category_id))
  ) {
    throw new HttpError(422, "action.category_id: No such category in this workspace");
  }
}

const checkedIn = {
  assignedPersonId: null,
  assignedLocationId: null,
  checkedOutAt: null,
  expectedCheckin: null,
};
const checkInEvent = (row: BulkRow) => ({
  action: "checked_in" as const,
  field: "assigned_to",
  oldValue: row.holderName,
});

async function planOf(scope: WriteScope, action: BulkAction): Promise<Plan> {
  await referenced(scope, action);
  const live = (row: BulkRow) => row.retiredAt === null;
  const setField = (
    field: string,
    key: "statusLabelId" | "locationId" | "categoryId",
    value: string | null,
  ): Plan => ({
    changes: (row) => live(row) && row[key] !== value,
    values: { [key]: value },
    events: (row) => [{ action: "updated", field, oldValue: row[key], newValue: value }],
  });
  switch (action.type) {
    case "set_status":
      return setField("status_label_id", "statusLabelId", action.status_label_id);
    case "set_location":
      return setField("location_id", "locationId", action.location_id);
    case "set_category":
      return setField("category_id", "categoryId", action.category_id);
    case "checkin":
      return {
        changes: (row) => row.checkedOutAt !== null,
        values: checkedIn,
        events: (row) => [checkInEvent(row)],
      };
    case "retire": {
      const archived = await firstLabelOfKind(scope.tx, scope.tenantId, "archived");
      if (!archived) throw new HttpError(409, "This workspace has no archived status label");
      return {
        changes: live,
        values: { ...checkedIn, statusLabelId: archived.id, retiredAt: scope.now },
        events: (row) => [
          ...(row.checkedOutAt ? [checkInEvent(row)] : []),
          { action: "retired" as const },
        ],
      };
    }
  }
}

export async function bulkChangeAssets(
  request: WriteRequest,
  body: BulkRequestBody,
): Promise<BulkResult> {
  return inWorkspaceWrite(request, async (scope) => {
    const rows = await rowsOf(scope, body.ids, body.filter);
    const plan = await planOf(scope, body.action);
    const changing = rows.filter(plan.changes);
    await updateMany(
      scope.tx,
      scope.tenantId,
      changing.map((row) => row.id),
      { ...plan.values, updatedAt: scope.now },
    );
    const base = {
      tenantId: scope.tenantId,
      subjectType: "asset" as const,
      actor: scope.actor,
      at: scope.now,
    };
    const recorded = changing.map((row) => ({ assetId: row.id, events: plan.events(row) }));
    await record(
      scope.tx,
      recorded.flatMap(({ assetId, events }) =>
        events.map((event) => ({ ...base, subjectId: assetId, ...event })),
      ),
    );
    await emitAssetWebhooks(scope, recorded);
    return {
      matched: rows.length,
      changed: changing.length,
      unchanged: rows.length - changing.length,
    };
  });
}
