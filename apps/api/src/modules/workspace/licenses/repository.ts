import { naturalSortKey } from "../../../db/natural-sort.ts";
import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  like,
  lte,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { keysetAfter, keysetOrder, keysetValue, type KeysetPage } from "../../../db/keyset.ts";
import { insertedRow } from "../../../db/rows.ts";
import { manufacturers } from "../catalog/schema.ts";
import { licenses } from "./schema.ts";
import { containsPattern } from "../../../lib/full-text.ts";

/* Every query takes the tenant id and filters by it. Seats are in seats-repository.ts. */

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseValues = Omit<typeof licenses.$inferInsert, "tenantId" | "searchText">;

export type LicenseFilter = {
  q?: string | undefined;
  manufacturerId?: string | undefined;
  /** Only licences whose `expires_on` is on or before this date (ISO). */
  expiresBy?: string | undefined;
  /** Only licences whose `expires_on` is on or after this date (ISO). */
  expiresFrom?: string | undefined;
  overAllocated?: boolean | undefined;
};

/** The seats a licence has checked out now, as a correlated subquery. */
export const seatsUsed = sql<number>`(select count(*)::int from license_seats held where held.license_id = ${licenses.id} and held.checked_in_at is null)`;

/** A licence as lists and details show it: never its product key, only whether it has one. */
const { productKeyEncrypted, searchText: _searchText, ...shownColumns } = getTableColumns(licenses);
const licenseView = {
  ...shownColumns,
  hasProductKey: sql<boolean>`(${productKeyEncrypted} is not null)`,
  seatsUsed,
  manufacturerName: manufacturers.name,
};

function licenseConditions(tenantId: string, filter: LicenseFilter): SQL | undefined {
  return and(
    eq(licenses.tenantId, tenantId),
    filter.manufacturerId ? eq(licenses.manufacturerId, filter.manufacturerId) : undefined,
    filter.expiresBy ? lte(licenses.expiresOn, filter.expiresBy) : undefined,
    filter.expiresFrom ? gte(licenses.expiresOn, filter.expiresFrom) : undefined,
    filter.overAllocated === undefined
      ? undefined
      : filter.overAllocated
        ? gt(seatsUsed, licenses.seats)
        : lte(seatsUsed, licenses.seats),
    // search_text is lower-cased, and its trigram index serves LIKE '%…%'.
    filter.q ? like(licenses.searchText, containsPattern(filter.q.toLowerCase())) : undefined,
  );
}

function selectLicenses<Extra extends Record<string, SQL>>(orm: Orm, extra: Extra) {
  return orm
    .select({ ...licenseView, ...extra })
    .from(licenses)
    .leftJoin(manufacturers, eq(manufacturers.id, licenses.manufacturerId));
}

/** Licences whose lower-cased name is one of `names`, oldest first, for an import. */
export async function findLicensesByNames(orm: Orm, tenantId: string, names: string[]) {
  if (names.length === 0) return [];
  return selectLicenses(orm, {})
    .where(and(eq(licenses.tenantId, tenantId), inArray(sql`lower(${licenses.name})`, names)))
    .orderBy(licenses.createdAt, licenses.id);
}

export async function listLicenses(
  orm: Orm,
  tenantId: string,
  filter: LicenseFilter,
  page: KeysetPage,
) {
  const { sort, after } = page;
  return selectLicenses(orm, { sortValue: keysetValue(sort) })
    .where(and(licenseConditions(tenantId, filter), after && keysetAfter(sort, licenses.id, after)))
    .orderBy(...keysetOrder(sort, licenses.id))
    .limit(page.limit);
}

export async function countLicenses(orm: Orm, tenantId: string, filter: LicenseFilter) {
  const [row] = await orm
    .select({ n: count() })
    .from(licenses)
    .where(licenseConditions(tenantId, filter));
  return row?.n ?? 0;
}

/**
 * Licences expiring between `from` and `to` (ISO days, both included), soonest first: the
 * first `limit` of them, each row carrying how many there are in all.
 */
export async function licensesExpiring(
  orm: Orm,
  tenantId: string,
  window: { from: string; to: string },
  limit: number,
) {
  return orm
    .select({
      id: licenses.id,
      name: licenses.name,
      expiresOn: sql<string>`${licenses.expiresOn}::text`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(licenses)
    .where(licenseConditions(tenantId, { expiresFrom: window.from, expiresBy: window.to }))
    .orderBy(licenses.expiresOn, licenses.name, licenses.id)
    .limit(limit);
}

export async function findLicense(orm: Orm, tenantId: string, licenseId: string) {
  const [row] = await selectLicenses(orm, {}).where(
    and(eq(licenses.tenantId, tenantId), eq(licenses.id, licenseId)),
  );
  return row;
}
export type LicenseView = NonNullable<Awaited<ReturnType<typeof findLicense>>>;

/**
 * Locks the licence row until the transaction ends: checkouts of one licence queue up here,
 * so two of them cannot both see the last free seat.
 */
export async function lockLicense(tx: Orm, tenantId: string, licenseId: string) {
  const [row] = await tx
    .select({ id: licenses.id, seats: licenses.seats })
    .from(licenses)
    .where(and(eq(licenses.tenantId, tenantId), eq(licenses.id, licenseId)))
    .for("update");
  return row;
}

/** The sealed product key, for the reveal call only. */
export async function findSealedKey(orm: Orm, tenantId: string, licenseId: string) {
  const [row] = await orm
    .select({ sealed: licenses.productKeyEncrypted })
    .from(licenses)
    .where(and(eq(licenses.tenantId, tenantId), eq(licenses.id, licenseId)));
  return row;
}

export async function insertLicense(
  orm: Orm,
  tenantId: string,
  values: LicenseValues & { id: string },
) {
  return insertedRow(
    await orm
      .insert(licenses)
      .values({ ...values, tenantId })
      .returning({ id: licenses.id }),
    "licenses",
  );
}

export async function updateLicense(
  orm: Orm,
  tenantId: string,
  licenseId: string,
  values: Partial<LicenseValues>,
) {
  await orm
    .update(licenses)
    .set(values)
    .where(and(eq(licenses.tenantId, tenantId), eq(licenses.id, licenseId)));
}

/** A licence's fields as SQL, for sorting: no expiry sorts after every date. */
export const licenseColumns = {
  // Natural order (docs/decisions/0045), matching licenses_tenant_name_natural_idx.
  name: naturalSortKey(licenses.name),
  expires_on: sql`coalesce(${licenses.expiresOn}, 'infinity'::date)`,
  seats: licenses.seats,
  seats_used: seatsUsed,
  created_at: licenses.createdAt,
  updated_at: licenses.updatedAt,
};
