import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { people } from "../people/schema.ts";
import { ScimError } from "./errors.ts";
import type { Comparison } from "./filter.ts";
import { scimGroupMembers, scimGroups } from "./schema.ts";
import { isUuid } from "./user-repository.ts";

export type ScimGroupRow = typeof scimGroups.$inferSelect;

const text = (value: unknown) => (value === null ? "" : String(value));

function groupCondition({ path, value, where }: Comparison): SQL {
  if (where) throw new ScimError(400, `Groups cannot be filtered by ${path}[…]`, "invalidFilter");
  switch (path) {
    case "displayname":
      return sql`lower(${scimGroups.displayName}) = ${text(value).toLowerCase()}`;
    case "externalid":
      return eq(scimGroups.externalId, text(value));
    case "id":
      return isUuid(value) ? eq(scimGroups.id, value) : sql`false`;
    case "members.value":
      return isUuid(value)
        ? sql`exists (select 1 from ${scimGroupMembers} where ${scimGroupMembers.tenantId} = ${scimGroups.tenantId} and ${scimGroupMembers.groupId} = ${scimGroups.id} and ${scimGroupMembers.personId} = ${value})`
        : sql`false`;
    default:
      throw new ScimError(400, `Groups cannot be filtered by ${path}`, "invalidFilter");
  }
}

export async function findScimGroup(orm: Orm, tenantId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.tenantId, tenantId), eq(scimGroups.id, id)));
  return row;
}

export async function listScimGroups(
  orm: Orm,
  tenantId: string,
  filter: Comparison[],
  page: { offset: number; limit: number },
) {
  const where = and(eq(scimGroups.tenantId, tenantId), ...filter.map(groupCondition));
  const [counted] = await orm.select({ total: count() }).from(scimGroups).where(where);
  const rows =
    page.limit === 0
      ? []
      : await orm
          .select()
          .from(scimGroups)
          .where(where)
          .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
          .offset(page.offset)
          .limit(page.limit);
  return { total: counted?.total ?? 0, rows };
}

export async function insertScimGroup(tx: Orm, values: Omit<typeof scimGroups.$inferInsert, "id">) {
  const [row] = await tx.insert(scimGroups).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateScimGroup(
  tx: Orm,
  tenantId: string,
  id: string,
  values: Partial<typeof scimGroups.$inferInsert>,
) {
  await tx
    .update(scimGroups)
    .set(values)
    .where(and(eq(scimGroups.tenantId, tenantId), eq(scimGroups.id, id)));
}

export async function deleteScimGroup(tx: Orm, tenantId: string, id: string) {
  await tx.delete(scimGroups).where(and(eq(scimGroups.tenantId, tenantId), eq(scimGroups.id, id)));
}

/** Members of the groups, with the person's name for `display`. */
export async function membersOfGroups(orm: Orm, tenantId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return orm
    .select({
      groupId: scimGroupMembers.groupId,
      personId: scimGroupMembers.personId,
      name: people.name,
    })
    .from(scimGroupMembers)
    .innerJoin(
      people,
      and(eq(people.tenantId, scimGroupMembers.tenantId), eq(people.id, scimGroupMembers.personId)),
    )
    .where(
      and(eq(scimGroupMembers.tenantId, tenantId), inArray(scimGroupMembers.groupId, groupIds)),
    )
    .orderBy(asc(people.name));
}

export async function addGroupMembers(tx: Orm, tenantId: string, groupId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .insert(scimGroupMembers)
    .values(ids.map((personId) => ({ tenantId, groupId, personId })))
    .onConflictDoNothing();
}

export async function removeGroupMembers(
  tx: Orm,
  tenantId: string,
  groupId: string,
  ids: string[] | "all",
) {
  const wanted = ids === "all" ? [] : ids.filter(isUuid);
  if (ids !== "all" && wanted.length === 0) return;
  await tx
    .delete(scimGroupMembers)
    .where(
      and(
        eq(scimGroupMembers.tenantId, tenantId),
        eq(scimGroupMembers.groupId, groupId),
        ids === "all" ? undefined : inArray(scimGroupMembers.personId, wanted),
      ),
    );
}
