import { and, count, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Orm } from "../../../db/client.ts";
import { keysetAfter, keysetOrder, keysetValue, type KeysetPage } from "../../../db/keyset.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assetLocations } from "../catalog/schema.ts";
import { isSelfOrAncestor } from "../../../db/tree.ts";
import { people } from "./schema.ts";
import { containsPattern } from "../../../lib/full-text.ts";

/* Every query takes the tenant id and filters by it. */

export type PersonRow = typeof people.$inferSelect;
export type PersonValues = Omit<typeof people.$inferInsert, "id" | "tenantId" | "searchText">;
export type PersonWithNames = {
  person: PersonRow;
  locationName: string | null;
  managerName: string | null;
};

export type PeopleFilter = {
  q?: string | undefined;
  status?: PersonRow["status"] | undefined;
  department?: string | undefined;
  locationId?: string | undefined;
  managerId?: string | undefined;
};

function peopleConditions(tenantId: string, filter: PeopleFilter): SQL | undefined {
  return and(
    eq(people.tenantId, tenantId),
    filter.status ? eq(people.status, filter.status) : undefined,
    filter.department ? eq(people.department, filter.department) : undefined,
    filter.locationId ? eq(people.locationId, filter.locationId) : undefined,
    filter.managerId ? eq(people.managerId, filter.managerId) : undefined,
    // search_text is lower-cased, and its trigram index serves LIKE '%…%'.
    filter.q ? like(people.searchText, containsPattern(filter.q.toLowerCase())) : undefined,
  );
}

const managers = alias(people, "managers");

function selectWithNames<Extra extends Record<string, SQL>>(orm: Orm, extra: Extra) {
  return orm
    .select({
      person: people,
      locationName: assetLocations.name,
      managerName: managers.name,
      ...extra,
    })
    .from(people)
    .leftJoin(assetLocations, eq(assetLocations.id, people.locationId))
    .leftJoin(managers, eq(managers.id, people.managerId));
}

export async function listPeople(
  orm: Orm,
  tenantId: string,
  filter: PeopleFilter,
  page: KeysetPage,
) {
  const { sort, after } = page;
  return selectWithNames(orm, { sortValue: keysetValue(sort) })
    .where(and(peopleConditions(tenantId, filter), after && keysetAfter(sort, people.id, after)))
    .orderBy(...keysetOrder(sort, people.id))
    .limit(page.limit);
}

export async function countPeople(orm: Orm, tenantId: string, filter: PeopleFilter) {
  const [row] = await orm
    .select({ n: count() })
    .from(people)
    .where(peopleConditions(tenantId, filter));
  return row?.n ?? 0;
}

export async function findPerson(
  orm: Orm,
  tenantId: string,
  personId: string,
): Promise<PersonWithNames | undefined> {
  const [row] = await selectWithNames(orm, {}).where(
    and(eq(people.tenantId, tenantId), eq(people.id, personId)),
  );
  return row;
}

/** People with one of these employee numbers, e-mails or (lower-cased) names, for an import. */
export async function findPeopleByKeys(
  orm: Orm,
  tenantId: string,
  keys: { employeeNumbers: string[]; emails: string[]; names: string[] },
): Promise<PersonWithNames[]> {
  const match = [
    keys.employeeNumbers.length > 0 ? inArray(people.employeeNumber, keys.employeeNumbers) : null,
    keys.emails.length > 0 ? inArray(people.email, keys.emails) : null,
    keys.names.length > 0 ? inArray(sql`lower(${people.name})`, keys.names) : null,
  ].filter((condition) => condition !== null);
  if (match.length === 0) return [];
  return selectWithNames(orm, {})
    .where(and(eq(people.tenantId, tenantId), or(...match)))
    .orderBy(people.createdAt, people.id);
}

export async function insertPerson(orm: Orm, tenantId: string, values: PersonValues) {
  return insertedRow(
    await orm
      .insert(people)
      .values({ ...values, tenantId })
      .returning({ id: people.id }),
    "people",
  );
}

export async function insertPeople(orm: Orm, tenantId: string, rows: PersonValues[]) {
  return orm
    .insert(people)
    .values(rows.map((values) => ({ ...values, tenantId })))
    .returning();
}

export async function updatePerson(
  orm: Orm,
  tenantId: string,
  personId: string,
  values: Partial<PersonValues>,
) {
  await orm
    .update(people)
    .set(values)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)));
}

export async function personInTenant(orm: Orm, tenantId: string, personId: string) {
  const [row] = await orm
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)));
  return row !== undefined;
}

/** Whether `personId` is `managerId` or above them: then managing them would be a loop. */
export function managesChainOf(orm: Orm, tenantId: string, managerId: string, personId: string) {
  const tree = { table: people, id: people.id, parent: people.managerId, tenant: people.tenantId };
  return isSelfOrAncestor(orm, tree, tenantId, managerId, personId);
}

/** A person's fields as SQL, for sorting: nullable ones sort as "". */
export const personColumns = {
  // Natural order (docs/decisions/0045), stored, matching people_tenant_name_natural_idx.
  name: people.nameSort,
  email: sql`coalesce(${people.email}, '')`,
  employee_number: sql`coalesce(${people.employeeNumber}, '')`,
  department: sql`coalesce(${people.department}, '')`,
  status: people.status,
  created_at: people.createdAt,
  updated_at: people.updatedAt,
};
