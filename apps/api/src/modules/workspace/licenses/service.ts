import type { HistoryPage, HistoryQuery } from "@fleetward/contracts/workspace-history";
import {
  type License,
  type LicenseCreate,
  type LicenseListQuery,
  type LicenseListResponse,
  type LicenseUpdate,
  type ProductKey,
} from "@fleetward/contracts/workspace-licenses";
import { randomUUID } from "node:crypto";
import type { Orm } from "../../../db/client.ts";
import { keysetList, type KeysetSort } from "../../../db/keyset.ts";
import { days } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { manufacturerOf } from "../catalog/service.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import {
  changedFields,
  inWorkspaceWrite,
  listHistory,
  record,
  type WriteRequest,
  type WriteScope,
} from "../history/service.ts";
import {
  countLicenses,
  findLicense,
  findLicensesByNames,
  findSealedKey,
  insertLicense,
  licenseColumns,
  licensesExpiring,
  listLicenses,
  updateLicense,
  type LicenseValues,
  type LicenseView,
} from "./repository.ts";

import { noSuchLicense } from "./seats.ts";
import { blankToNull } from "../../../lib/forms.ts";
import { currencyForCost } from "../settings/service.ts";

/** For the people page and offboarding: their door into seats. */
export { checkInSeatsOf, seatsHeldBy } from "./seats.ts";
export type { Holder } from "./seats-repository.ts";
export { provisionLicenses } from "./provisioning.ts";

function toLicense(view: LicenseView): License {
  return {
    id: view.id,
    name: view.name,
    manufacturer_id: view.manufacturerId,
    manufacturer_name: view.manufacturerName,
    seats: view.seats,
    seats_used: view.seatsUsed,
    over_allocated: view.seatsUsed > view.seats,
    has_product_key: view.hasProductKey,
    licensed_to_name: view.licensedToName,
    licensed_to_email: view.licensedToEmail,
    purchase_date: view.purchaseDate,
    purchase_cost: view.purchaseCost,
    currency: view.currency,
    order_number: view.orderNumber,
    supplier: view.supplier,
    expires_on: view.expiresOn,
    notes: view.notes,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  };
}

/** The fields history tracks, by their API names (the key has its own, valueless event). */
const trackedFields = [
  "name",
  "manufacturer_id",
  "seats",
  "licensed_to_name",
  "licensed_to_email",
  "purchase_date",
  "purchase_cost",
  "currency",
  "order_number",
  "supplier",
  "expires_on",
  "notes",
] as const;

const sortTypes: Record<keyof typeof licenseColumns, KeysetSort["type"]> = {
  name: "text",
  expires_on: "date",
  seats: "integer",
  seats_used: "integer",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

function sortOf(sort: LicenseListQuery["sort"]): KeysetSort {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as keyof typeof licenseColumns;
  return { name: sort, expr: licenseColumns[key], type: sortTypes[key], descending };
}

/** `today` is the workspace clock's date: "expiring within N days" counts from it. */
export async function listWorkspaceLicenses(
  orm: Orm,
  tenantId: string,
  query: LicenseListQuery,
  now: Date,
): Promise<LicenseListResponse> {
  const within = query.expiring_within_days;
  const filter = {
    q: query.q || undefined,
    manufacturerId: query.manufacturer_id,
    expiresBy:
      within === undefined
        ? undefined
        : new Date(now.getTime() + days(within)).toISOString().slice(0, 10),
    overAllocated: query.over_allocated,
  };
  return keysetList({
    sort: sortOf(query.sort),
    query,
    rows: (page) => listLicenses(orm, tenantId, filter, page),
    cursorOf: (row) => ({ value: row.sortValue, id: row.id }),
    toItem: toLicense,
    count: async () => ({ total: await countLicenses(orm, tenantId, filter) }),
  });
}

export async function getWorkspaceLicense(orm: Orm, tenantId: string, licenseId: string) {
  const found = await findLicense(orm, tenantId, licenseId);
  if (!found) throw new HttpError(404, noSuchLicense);
  return toLicense(found);
}

/** For the CSV import: the licences named one of `names` (lower-cased), oldest first. */
export async function findWorkspaceLicensesByNames(
  orm: Orm,
  tenantId: string,
  names: string[],
): Promise<License[]> {
  return (await findLicensesByNames(orm, tenantId, names)).map(toLicense);
}

/**
 * For the CSV import: whether the licence's stored product key is `key`. Compared inside the
 * server, never shown nor recorded as a reveal (an import that repeats a key changes nothing).
 */
export async function productKeyIs(
  orm: Orm,
  box: SecretBox,
  tenantId: string,
  licenseId: string,
  key: string,
): Promise<boolean> {
  const found = await findSealedKey(orm, tenantId, licenseId);
  if (!found?.sealed) return false;
  return box.open(found.sealed, keyContext(tenantId, licenseId)) === key;
}

function licenseValues(input: LicenseUpdate): Partial<LicenseValues> {
  const values: Partial<LicenseValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if ("manufacturer_id" in input) values.manufacturerId = blankToNull(input.manufacturer_id);
  if (input.seats !== undefined) values.seats = input.seats;
  if ("licensed_to_name" in input) values.licensedToName = blankToNull(input.licensed_to_name);
  if ("licensed_to_email" in input) values.licensedToEmail = blankToNull(input.licensed_to_email);
  if ("purchase_date" in input) values.purchaseDate = blankToNull(input.purchase_date);
  if ("purchase_cost" in input) values.purchaseCost = blankToNull(input.purchase_cost);
  if ("currency" in input) values.currency = blankToNull(input.currency);
  if ("order_number" in input) values.orderNumber = blankToNull(input.order_number);
  if ("supplier" in input) values.supplier = blankToNull(input.supplier);
  if ("expires_on" in input) values.expiresOn = blankToNull(input.expires_on);
  if ("notes" in input) values.notes = blankToNull(input.notes);
  return values;
}

/** The product key, sealed for this row only (its tenant and id are the context). */
const keyContext = (tenantId: string, licenseId: string) => `license:${tenantId}:${licenseId}`;

function sealedKey(box: SecretBox, tenantId: string, licenseId: string, input: LicenseUpdate) {
  if (!("product_key" in input)) return {};
  const key = blankToNull(input.product_key);
  return {
    productKeyEncrypted: key === null ? null : box.seal(key, keyContext(tenantId, licenseId)),
  };
}

type Combination = Pick<LicenseValues, "purchaseDate" | "expiresOn">;

/**
 * A cost without a currency is in the workspace's one currency (docs/decisions/0045):
 * `values` are the changes, `before` the licence as it is (nothing for a new one).
 */
async function fillCurrency(
  scope: WriteScope,
  values: Partial<LicenseValues>,
  before: { purchase_cost?: string | null; currency?: string | null },
) {
  const currency = await currencyForCost(scope.tx, scope.tenantId, scope.now, {
    cost: "purchaseCost" in values ? values.purchaseCost : before.purchase_cost,
    currency: "currency" in values ? values.currency : before.currency,
  });
  if (currency) values.currency = currency;
}

/** The rules between fields, checked on the values the licence will have (422). */
async function checkLicense(scope: WriteScope, values: Partial<LicenseValues>, next: Combination) {
  if (
    values.manufacturerId &&
    !(await manufacturerOf(scope.tx, scope.tenantId, values.manufacturerId))
  ) {
    throw new HttpError(422, "manufacturer_id: No such manufacturer in this workspace");
  }
  if (next.purchaseDate && next.expiresOn && next.expiresOn < next.purchaseDate) {
    throw new HttpError(422, "expires_on: Cannot be before the purchase date");
  }
}

const licenseEvent = (scope: WriteScope, licenseId: string) => ({
  tenantId: scope.tenantId,
  subjectType: "license" as const,
  subjectId: licenseId,
  actor: scope.actor,
  at: scope.now,
});

/** The key's own history entry: that it was set, replaced or removed, never its value. */
function keyChange(scope: WriteScope, licenseId: string, had: boolean, has: boolean) {
  const shown = (present: boolean) => (present ? "(hidden)" : null);
  return {
    ...licenseEvent(scope, licenseId),
    action: "updated" as const,
    field: "product_key",
    oldValue: shown(had),
    newValue: shown(has),
  };
}

export async function createWorkspaceLicense(
  request: WriteRequest,
  box: SecretBox,
  input: LicenseCreate,
) {
  return inWorkspaceWrite(request, async (scope) => {
    const id = randomUUID();
    const values = { ...licenseValues(input), ...sealedKey(box, scope.tenantId, id, input) };
    await fillCurrency(scope, values, {});
    await checkLicense(scope, values, values);
    await insertLicense(scope.tx, scope.tenantId, {
      ...values,
      id,
      name: input.name,
      seats: input.seats,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    await record(scope.tx, [{ ...licenseEvent(scope, id), action: "created" }]);
    return getWorkspaceLicense(scope.tx, scope.tenantId, id);
  });
}

export async function editWorkspaceLicense(
  request: WriteRequest,
  box: SecretBox,
  licenseId: string,
  input: LicenseUpdate,
) {
  return inWorkspaceWrite(request, async (scope) => {
    const before = await getWorkspaceLicense(scope.tx, scope.tenantId, licenseId);
    const values = { ...licenseValues(input), ...sealedKey(box, scope.tenantId, licenseId, input) };
    await fillCurrency(scope, values, before);
    await checkLicense(scope, values, {
      purchaseDate: "purchaseDate" in values ? values.purchaseDate : before.purchase_date,
      expiresOn: "expiresOn" in values ? values.expiresOn : before.expires_on,
    });
    await updateLicense(scope.tx, scope.tenantId, licenseId, { ...values, updatedAt: scope.now });
    const after = await getWorkspaceLicense(scope.tx, scope.tenantId, licenseId);
    const events = changedFields(before, after, trackedFields).map((change) => ({
      ...licenseEvent(scope, licenseId),
      action: "updated" as const,
      ...change,
    }));
    // A replaced key changes nothing visible, but it is a change all the same.
    if ("product_key" in input && (before.has_product_key || after.has_product_key)) {
      events.push(keyChange(scope, licenseId, before.has_product_key, after.has_product_key));
    }
    await record(scope.tx, events);
    return after;
  });
}

/**
 * The product key, in clear, for a technician or above; the reveal is recorded in the same
 * transaction (who and when, never the key), so no key is shown without its history entry.
 * Allowed while the workspace is read-only: it reads, and only the record is written.
 */
export async function revealProductKey(
  request: WriteRequest,
  box: SecretBox,
  licenseId: string,
): Promise<ProductKey> {
  return inWorkspaceWrite(request, async (scope) => {
    const found = await findSealedKey(scope.tx, scope.tenantId, licenseId);
    if (!found) throw new HttpError(404, noSuchLicense);
    if (found.sealed === null) throw new HttpError(404, "This licence has no product key");
    const productKey = box.open(found.sealed, keyContext(scope.tenantId, licenseId));
    await record(scope.tx, [{ ...licenseEvent(scope, licenseId), action: "key_revealed" }]);
    return { product_key: productKey };
  });
}

export async function workspaceLicenseHistory(
  orm: Orm,
  tenantId: string,
  licenseId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  await getWorkspaceLicense(orm, tenantId, licenseId);
  return listHistory(orm, { tenantId, type: "license", id: licenseId }, query);
}

/** The dashboard's licence figures on `today`: expiring within 30 days, and over-allocated. */
export async function licenseSummary(orm: Orm, tenantId: string, today: string) {
  const in30 = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [expiring, overAllocated] = await Promise.all([
    countLicenses(orm, tenantId, { expiresFrom: today, expiresBy: in30 }),
    countLicenses(orm, tenantId, { overAllocated: true }),
  ]);
  return { expiring_30: expiring, over_allocated: overAllocated };
}

/** For the daily reminders: licences expiring in the window, the first `limit` and the total. */
export async function licensesExpiringBetween(
  orm: Orm,
  tenantId: string,
  window: { from: string; to: string },
  limit: number,
) {
  const rows = await licensesExpiring(orm, tenantId, window, limit);
  return {
    items: rows.map(({ id, name, expiresOn }) => ({ id, name, expiresOn })),
    total: rows[0]?.total ?? 0,
  };
}
