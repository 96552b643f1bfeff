import { emitAssetWebhooks } from "./webhooks.ts";
import {
  assetTotalCap,
  warrantyBeforePurchase,
  warrantyBeforePurchaseMessage,
  type Asset,
  type AssetCount,
  type AssetCreateBody,
  type AssetFilter,
  type AssetListQuery,
  type AssetListResponse,
  type AssetUpdateBody,
} from "@fleetward/contracts/workspace-assets";
import type { Orm } from "../../../db/client.ts";
import { cappedTotal, keysetList } from "../../../db/keyset.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  changedFields,
  inWorkspaceWrite,
  record,
  type WriteRequest,
  type WriteScope,
} from "../history/service.ts";
import { firstLabelOfKind, workspaceLocationAndInside } from "../catalog/service.ts";
import { customValueFilters } from "../custom-fields/service.ts";
import { allocateAssetTag, currencyForCost } from "../settings/service.ts";
import {
  assetConditions,
  assetSortOf,
  findAssetRow,
  listAssetRows,
  searchMatches,
  type AssetWithNames,
} from "./asset-query.ts";
import { checkReferences, uniqueAs409 } from "./checks.ts";
import {
  countAllRows,
  countListRows,
  countMatches,
  fewMatches,
  keptCountable,
  listCountColumns,
  narrows,
  type Counted,
  type CountScope,
} from "./count-query.ts";
import { serialsSet } from "./serial-links.ts";
import {
  assetIdsIn,
  labelRowsWhere,
  insertAsset,
  lockAsset,
  updateAsset,
  type AssetValues,
} from "./repository.ts";
import { isoDay } from "../../../lib/clock.ts";
import { blankToNull } from "../../../lib/forms.ts";

export const noSuchAsset = "No such asset in this workspace";

export const dayOf = isoDay;

export function toAsset(row: AssetWithNames, today: string): Asset {
  const { asset } = row;
  const holder = asset.assignedPersonId
    ? { type: "person" as const, id: asset.assignedPersonId, name: row.personName ?? "" }
    : asset.assignedLocationId
      ? {
          type: "location" as const,
          id: asset.assignedLocationId,
          name: row.holderLocationName ?? "",
        }
      : null;
  return {
    id: asset.id,
    asset_tag: asset.assetTag,
    name: asset.name,
    model_id: asset.modelId,
    model_name: row.modelName,
    model_number: row.modelNumber,
    manufacturer_id: row.manufacturerId,
    manufacturer_name: row.manufacturerName,
    category_id: asset.categoryId,
    category_name: row.categoryName,
    status_label_id: asset.statusLabelId,
    status_name: row.statusName,
    status_kind: row.statusKind,
    status_colour: row.statusColour,
    serial_number: asset.serialNumber,
    location_id: asset.locationId,
    location_name: row.locationName,
    assigned_to: holder,
    checked_out_at: asset.checkedOutAt?.toISOString() ?? null,
    expected_checkin: asset.expectedCheckin,
    overdue: Boolean(holder && asset.expectedCheckin && asset.expectedCheckin < today),
    purchase_date: asset.purchaseDate,
    purchase_cost: asset.purchaseCost,
    currency: asset.currency,
    supplier: asset.supplier,
    order_number: asset.orderNumber,
    warranty_end: asset.warrantyEnd,
    eol_date: row.eolDate,
    notes: asset.notes,
    custom_values: asset.customValues,
    is_sample: asset.isSample,
    created_at: asset.createdAt.toISOString(),
    updated_at: asset.updatedAt.toISOString(),
    retired_at: asset.retiredAt?.toISOString() ?? null,
  };
}

/** A list or bulk filter as SQL; a custom value is typed by its field first (422 if unknown). */
export async function conditionsFor(orm: Orm, tenantId: string, filter: AssetFilter, now: Date) {
  return (await countScopeOf(orm, tenantId, filter, now)).where;
}

/** The filter's conditions, with what its count needs (count-query.ts). */
export async function countScopeOf(
  orm: Orm,
  tenantId: string,
  filter: AssetFilter,
  now: Date,
): Promise<CountScope> {
  const customMatch =
    filter.custom_field && filter.custom_value !== undefined
      ? await customValueFilters(
          orm,
          tenantId,
          { [filter.custom_field]: filter.custom_value },
          "custom_value",
        )
      : undefined;
  const q = filter.q || undefined;
  const matches = q ? await searchMatches(orm, tenantId, q) : undefined;
  // A location takes in every location inside it (a site its rooms); a few ids, resolved
  // first so the planner sees them as values (ADR 0047's filter indexes).
  const locationIds = filter.location_id
    ? await workspaceLocationAndInside(orm, tenantId, filter.location_id)
    : undefined;
  const where = assetConditions(tenantId, { ...filter, q }, dayOf(now), {
    customMatch,
    matches,
    locationIds,
  });
  return { tenantId, filter: { ...filter, q }, where, locationIds, today: dayOf(now) };
}

export async function listWorkspaceAssets(
  orm: Orm,
  tenantId: string,
  query: AssetListQuery,
  now: Date,
): Promise<AssetListResponse> {
  const today = dayOf(now);
  const scope = await countScopeOf(orm, tenantId, query, now);
  // One past the cap tells "more than 1,000" from "exactly 1,000".
  const cap = assetTotalCap + 1;
  const list = {
    sort: assetSortOf(query.sort),
    query,
    cursorOf: (row: AssetWithNames & { sortValue: string }) => ({
      value: row.sortValue,
      id: row.asset.id,
    }),
    toItem: (row: AssetWithNames) => toAsset(row, today),
  };
  if (!narrows(scope.filter)) {
    // The whole register: the counts come with the rows (one round trip).
    const counts = listCountColumns(orm, scope, cap);
    return keysetList({
      ...list,
      rows: (page) => listAssetRows(orm, scope.where, page, counts),
      count: async ([first]) => {
        const { matched, samples } = first
          ? { matched: Number(first.matched), samples: Number(first.samples) }
          : await countListRows(orm, scope, cap);
        return { ...cappedTotal(matched, assetTotalCap), sample_count: samples };
      },
    });
  }
  // Counted first: a filter that matches few is read from its matches and sorted; one that
  // matches many finds a page within a short walk of the sort's index.
  const counted = await countMatches(orm, scope, cap);
  const { matched, samples } = counted;
  const where = pageConditions(orm, scope, counted, query.sort);
  return keysetList({
    ...list,
    rows: (page) => listAssetRows(orm, where, page),
    count: async () => ({ ...cappedTotal(matched, assetTotalCap), sample_count: samples }),
  });
}

/**
 * The conditions of a narrowed list's page once its matches are counted. Few matches are
 * read by their ids and sorted, unless the list is in name order and filtered only on what
 * the kept counts group by: those filters each have an index in name order (ADR 0047), whose
 * walk finds a page sooner than reading every match (Head office + in stock + Laptops: 125
 * rows walked for a page, 10,003 read to gather its 869 matches). A write between the count
 * and the page can only add a row this page misses until the next read.
 */
export function pageConditions(orm: Orm, scope: CountScope, counted: Counted, sort: string) {
  const cap = assetTotalCap + 1;
  const walksByName = (sort === "name" || sort === "-name") && keptCountable(scope.filter);
  return counted.matched < cap && !walksByName ? fewMatches(orm, scope, counted, cap) : scope.where;
}

/** The exact number of assets a filter matches (the list stops counting at the cap). */
export async function countWorkspaceAssets(
  orm: Orm,
  tenantId: string,
  filter: AssetFilter,
  now: Date,
): Promise<AssetCount> {
  return { total: await countAllRows(orm, await countScopeOf(orm, tenantId, filter, now)) };
}

/**
 * The tag and name of the chosen assets (in the order chosen), or of up to `limit` assets
 * matching a filter (by tag); one more than `limit` tells the caller there are too many.
 * An id of another workspace makes the whole request 404.
 */
export async function assetLabelRows(
  orm: Orm,
  tenantId: string,
  chosen: { ids: readonly string[] } | { filter: AssetFilter },
  limit: number,
  now: Date,
) {
  if ("ids" in chosen) {
    const unique = [...new Set(chosen.ids)];
    const rows = await labelRowsWhere(orm, assetIdsIn(tenantId, unique), unique.length);
    if (rows.length !== unique.length)
      throw new HttpError(404, "Some of these assets are not in this workspace");
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  }
  return labelRowsWhere(orm, await conditionsFor(orm, tenantId, chosen.filter, now), limit + 1);
}

export async function getWorkspaceAsset(orm: Orm, tenantId: string, assetId: string, now: Date) {
  const found = await findAssetRow(orm, tenantId, assetId);
  if (!found) throw new HttpError(404, noSuchAsset);
  return toAsset(found, dayOf(now));
}

/** The columns a create or edit sets, for the fields the request carries. */
function assetValues(input: AssetUpdateBody): Partial<AssetValues> {
  const values: Partial<AssetValues> = {};
  const set = <K extends keyof AssetValues>(key: K, value: AssetValues[K]) => {
    values[key] = value;
  };
  if (input.name !== undefined) set("name", input.name);
  if (input.asset_tag) set("assetTag", input.asset_tag);
  if ("model_id" in input) set("modelId", blankToNull(input.model_id));
  if ("category_id" in input) set("categoryId", blankToNull(input.category_id));
  if (input.status_label_id) set("statusLabelId", input.status_label_id);
  if ("serial_number" in input) set("serialNumber", blankToNull(input.serial_number));
  if ("location_id" in input) set("locationId", blankToNull(input.location_id));
  if ("purchase_date" in input) set("purchaseDate", blankToNull(input.purchase_date));
  if ("purchase_cost" in input) set("purchaseCost", blankToNull(input.purchase_cost));
  if ("currency" in input) set("currency", blankToNull(input.currency));
  if ("supplier" in input) set("supplier", blankToNull(input.supplier));
  if ("order_number" in input) set("orderNumber", blankToNull(input.order_number));
  if ("warranty_end" in input) set("warrantyEnd", blankToNull(input.warranty_end));
  if ("notes" in input) set("notes", blankToNull(input.notes));
  return values;
}

/** The fields history tracks, by their API names (custom values as `custom_values.<key>`). */
const trackedFields = [
  "asset_tag",
  "name",
  "model_id",
  "category_id",
  "status_label_id",
  "serial_number",
  "location_id",
  "purchase_date",
  "purchase_cost",
  "currency",
  "supplier",
  "order_number",
  "warranty_end",
  "notes",
] as const;

function historyView(asset: Asset): Record<string, unknown> {
  const custom = Object.fromEntries(
    Object.entries(asset.custom_values).map(([key, value]) => [`custom_values.${key}`, value]),
  );
  return { ...asset, ...custom };
}

function trackedChanges(before: Asset, after: Asset) {
  const keys = new Set([
    ...trackedFields,
    ...Object.keys(before.custom_values).map((key) => `custom_values.${key}`),
    ...Object.keys(after.custom_values).map((key) => `custom_values.${key}`),
  ]);
  return changedFields(historyView(before), historyView(after), [...keys]);
}

export async function createWorkspaceAsset(request: WriteRequest, input: AssetCreateBody) {
  return uniqueAs409(() =>
    inWorkspaceWrite(request, async (scope) => {
      const { tx, tenantId, now } = scope;
      const values = assetValues(input);
      const currency = await currencyForCost(tx, tenantId, now, {
        cost: values.purchaseCost,
        currency: values.currency,
      });
      if (currency) values.currency = currency;
      const checked = await checkReferences(tx, tenantId, values, input.custom_values, undefined);
      const statusLabelId =
        values.statusLabelId ?? (await firstLabelOfKind(tx, tenantId, "deployable"))?.id;
      if (!statusLabelId)
        throw new HttpError(422, "status_label_id: This workspace has no deployable status label");
      const { id } = await insertAsset(tx, tenantId, {
        ...values,
        ...checked,
        name: input.name,
        statusLabelId,
        assetTag: values.assetTag ?? (await allocateAssetTag(tx, tenantId, now)),
        createdAt: now,
        updatedAt: now,
      });
      await recordAsset(scope, id, [{ action: "created" }]);
      if (values.serialNumber) await serialsSet(tx, tenantId, [id], now);
      return getWorkspaceAsset(tx, tenantId, id, now);
    }),
  );
}

type AssetEvent = Omit<
  Parameters<typeof record>[1][number],
  "tenantId" | "subjectType" | "subjectId" | "actor" | "at"
>;

export async function recordAsset(scope: WriteScope, assetId: string, events: AssetEvent[]) {
  const base = { tenantId: scope.tenantId, subjectType: "asset" as const, subjectId: assetId };
  await record(
    scope.tx,
    events.map((event) => ({ ...base, actor: scope.actor, at: scope.now, ...event })),
  );
  await emitAssetWebhooks(scope, [{ assetId, events }]);
}

export async function editWorkspaceAsset(
  request: WriteRequest,
  assetId: string,
  input: AssetUpdateBody,
) {
  return uniqueAs409(() =>
    inWorkspaceWrite(request, async (scope) => {
      const { tx, tenantId, now } = scope;
      const current = await lockAsset(tx, tenantId, assetId);
      if (!current) throw new HttpError(404, noSuchAsset);
      const before = await getWorkspaceAsset(tx, tenantId, assetId, now);
      const values = assetValues(input);
      const purchase =
        values.purchaseDate !== undefined ? values.purchaseDate : current.purchaseDate;
      const warranty = values.warrantyEnd !== undefined ? values.warrantyEnd : current.warrantyEnd;
      if (warrantyBeforePurchase(purchase, warranty)) {
        throw new HttpError(422, `warranty_end: ${warrantyBeforePurchaseMessage}`);
      }
      // A cost without a currency is in the workspace's (docs/decisions/0045).
      const currency = await currencyForCost(tx, tenantId, now, {
        cost: values.purchaseCost !== undefined ? values.purchaseCost : current.purchaseCost,
        currency: values.currency !== undefined ? values.currency : current.currency,
      });
      if (currency) values.currency = currency;
      const checked = await checkReferences(tx, tenantId, values, input.custom_values, current);
      // A new non-archived label puts a retired asset back into service.
      const unretire = values.statusLabelId && current.retiredAt ? { retiredAt: null } : {};
      await updateAsset(tx, tenantId, assetId, {
        ...values,
        ...checked,
        ...unretire,
        updatedAt: now,
      });
      const after = await getWorkspaceAsset(tx, tenantId, assetId, now);
      const changes = trackedChanges(before, after);
      if (changes.some((change) => change.field === "serial_number")) {
        await serialsSet(tx, tenantId, [assetId], now);
      }
      await recordAsset(
        scope,
        assetId,
        changes.map((change) => ({ action: "updated" as const, ...change })),
      );
      return after;
    }),
  );
}
