import type { Checkin, Checkout } from "@fleetward/contracts/workspace-assets";
import { HttpError } from "../../../lib/http-error.ts";
import { firstLabelOfKind, namedEntryOf, statusLabelOf } from "../catalog/service.ts";
import { personOf } from "../people/service.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import type { Orm } from "../../../db/client.ts";
import {
  assetConditions,
  assetSortOf,
  findAssetRow,
  listAssetRows,
  type AssetRow,
} from "./asset-query.ts";
import { dayOf, getWorkspaceAsset, noSuchAsset, recordAsset, toAsset } from "./register.ts";
import { lockAsset, updateAsset } from "./repository.ts";

/*
 * Check-out gives an asset to a person or a location; check-in takes it back into stock.
 * Both lock the asset's row first, so two technicians cannot hand out the same laptop.
 */

async function holderOf(scope: WriteScope, input: Checkout) {
  const { tx, tenantId } = scope;
  if (input.person_id) {
    const person = await personOf(tx, tenantId, input.person_id);
    if (!person) throw new HttpError(422, "person_id: No such person in this workspace");
    if (person.status === "left") {
      throw new HttpError(422, "person_id: This person has left the organisation");
    }
    return { assignedPersonId: person.id, assignedLocationId: null, name: person.name };
  }
  const location = await namedEntryOf(tx, "location", tenantId, input.location_id ?? "");
  if (!location) throw new HttpError(422, "location_id: No such location in this workspace");
  return { assignedPersonId: null, assignedLocationId: location.id, name: location.name };
}

async function assertCanCheckOut(scope: WriteScope, asset: AssetRow) {
  if (asset.retiredAt) throw new HttpError(409, "This asset is retired");
  if (asset.checkedOutAt) {
    throw new HttpError(409, "This asset is already checked out: check it in first");
  }
  const label = await statusLabelOf(scope.tx, scope.tenantId, asset.statusLabelId);
  if (label?.kind !== "deployable") {
    throw new HttpError(
      409,
      `Only deployable assets can be checked out; this one is “${label?.name ?? "unknown"}”`,
    );
  }
}

export async function checkOutAsset(request: WriteRequest, assetId: string, input: Checkout) {
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const asset = await lockAsset(tx, tenantId, assetId);
    if (!asset) throw new HttpError(404, noSuchAsset);
    await assertCanCheckOut(scope, asset);
    if (input.expected_checkin && input.expected_checkin < dayOf(now)) {
      throw new HttpError(422, "expected_checkin: Must be today or later");
    }
    const { name, ...holder } = await holderOf(scope, input);
    await updateAsset(tx, tenantId, assetId, {
      ...holder,
      checkedOutAt: now,
      expectedCheckin: input.expected_checkin ?? null,
      updatedAt: now,
    });
    await recordAsset(scope, assetId, [
      { action: "checked_out", field: "assigned_to", newValue: name, note: input.note ?? null },
    ]);
    return getWorkspaceAsset(tx, tenantId, assetId, now);
  });
}

/** Takes a locked, checked-out asset back; records who had it. For check-in, retire, bulk. */
export async function takeBack(
  scope: WriteScope,
  asset: AssetRow,
  options: { locationId?: string | undefined; note?: string | null | undefined },
) {
  const holder = await findAssetRow(scope.tx, scope.tenantId, asset.id);
  await updateAsset(scope.tx, scope.tenantId, asset.id, {
    assignedPersonId: null,
    assignedLocationId: null,
    checkedOutAt: null,
    expectedCheckin: null,
    ...(options.locationId && { locationId: options.locationId }),
    updatedAt: scope.now,
  });
  await recordAsset(scope, asset.id, [
    {
      action: "checked_in",
      field: "assigned_to",
      oldValue: holder?.personName ?? holder?.holderLocationName ?? null,
      note: options.note ?? null,
    },
    ...(options.locationId && options.locationId !== asset.locationId
      ? [
          {
            action: "updated" as const,
            field: "location_id",
            oldValue: asset.locationId,
            newValue: options.locationId,
          },
        ]
      : []),
  ]);
}

export async function checkInAsset(request: WriteRequest, assetId: string, input: Checkin) {
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const asset = await lockAsset(tx, tenantId, assetId);
    if (!asset) throw new HttpError(404, noSuchAsset);
    if (!asset.checkedOutAt) throw new HttpError(409, "This asset is not checked out");
    if (input.location_id && !(await namedEntryOf(tx, "location", tenantId, input.location_id))) {
      throw new HttpError(422, "location_id: No such location in this workspace");
    }
    await takeBack(scope, asset, { locationId: input.location_id, note: input.note });
    return getWorkspaceAsset(tx, tenantId, assetId, now);
  });
}

/** Retire: the asset stays in the register, checked in, with an archived label. */
export async function retireWorkspaceAsset(request: WriteRequest, assetId: string, note?: string) {
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const current = await lockAsset(tx, tenantId, assetId);
    if (!current) throw new HttpError(404, noSuchAsset);
    if (current.retiredAt) throw new HttpError(409, "This asset is already retired");
    // A retired asset is back with IT: whoever held it no longer does.
    if (current.checkedOutAt) await takeBack(scope, current, { note: null });
    const archived = await firstLabelOfKind(tx, tenantId, "archived");
    if (!archived) throw new HttpError(409, "This workspace has no archived status label");
    await updateAsset(tx, tenantId, assetId, {
      statusLabelId: archived.id,
      retiredAt: now,
      updatedAt: now,
    });
    await recordAsset(scope, assetId, [{ action: "retired", note: note ?? null }]);
    return getWorkspaceAsset(tx, tenantId, assetId, now);
  });
}

/** Everything checked out to a person, newest check-out first (their page, offboarding). */
export async function assetsHeldBy(orm: Orm, tenantId: string, personId: string, now: Date) {
  const where = assetConditions(tenantId, { person_id: personId }, dayOf(now));
  const rows = await listAssetRows(orm, where, {
    sort: assetSortOf("-updated_at"),
    after: undefined,
    limit: 1000,
  });
  return rows.map((row) => toAsset(row, dayOf(now)));
}

/** Checks in everything a person holds (offboarding), in the caller's transaction. */
export async function checkInAllHeldBy(scope: WriteScope, personId: string, note: string) {
  const held = await assetsHeldBy(scope.tx, scope.tenantId, personId, scope.now);
  for (const asset of held) {
    const row = await lockAsset(scope.tx, scope.tenantId, asset.id);
    if (row?.checkedOutAt) await takeBack(scope, row, { note });
  }
  return held;
}
