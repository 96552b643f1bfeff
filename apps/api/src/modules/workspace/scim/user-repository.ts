import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { people } from "../people/schema.ts";
import { ScimError } from "./errors.ts";
import type { Comparison } from "./filter.ts";
import { scimGroupMembers, scimGroupRoles, scimGroups, scimUsers } from "./schema.ts";

/*
 * SCIM Users: `scim_users` joined to the person it describes (a read may join the people
 * module's table; people are written through its service).
 */

export type ScimUserRow = typeof scimUsers.$inferSelect;

const userColumns = {
  scim: scimUsers,
  person: {
    id: people.id,
    name: people.name,
    email: people.email,
    employeeNumber: people.employeeNumber,
    department: people.department,
    managerId: people.managerId,
    status: people.status,
    createdAt: people.createdAt,
    updatedAt: people.updatedAt,
  },
};
export type ScimUserRecord = {
  scim: ScimUserRow;
  person: {
    id: string;
    name: string;
    email: string | null;
    employeeNumber: string | null;
    department: string | null;
    managerId: string | null;
    status: "active" | "left";
    createdAt: Date;
    updatedAt: Date;
  };
};

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && uuidShape.test(value);

const text = (value: unknown) => (value === null ? "" : String(value));

/** The SQL of one `eq` comparison on Users; 400 invalidFilter for an attribute not filterable. */
function userCondition(comparison: Comparison): SQL {
  const { path, value, where } = comparison;
  if (where && (path !== "emails.value" || where.attribute !== "type")) {
    throw new ScimError(400, `Users cannot be filtered by ${path}[…]`, "invalidFilter");
  }
  switch (path) {
    case "username":
      return eq(scimUsers.userNameKey, text(value).toLowerCase());
    case "externalid":
      return eq(scimUsers.externalId, text(value));
    case "emails":
    case "emails.value":
      return eq(people.email, text(value).toLowerCase());
    case "displayname":
      return eq(people.name, text(value));
    case "id":
      return isUuid(value) ? eq(scimUsers.personId, value) : sql`false`;
    case "active":
      return eq(
        people.status,
        value === true || text(value).toLowerCase() === "true" ? "active" : "left",
      );
    default:
      throw new ScimError(400, `Users cannot be filtered by ${path}`, "invalidFilter");
  }
}

const joined = (orm: Orm) =>
  orm
    .select(userColumns)
    .from(scimUsers)
    .innerJoin(
      people,
      and(eq(people.tenantId, scimUsers.tenantId), eq(people.id, scimUsers.personId)),
    );

export async function findScimUser(
  orm: Orm,
  tenantId: string,
  personId: string,
): Promise<ScimUserRecord | undefined> {
  if (!isUuid(personId)) return undefined;
  const [row] = await joined(orm).where(
    and(eq(scimUsers.tenantId, tenantId), eq(scimUsers.personId, personId)),
  );
  return row;
}

export async function listScimUsers(
  orm: Orm,
  tenantId: string,
  filter: Comparison[],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ScimUserRecord[] }> {
  const where = and(eq(scimUsers.tenantId, tenantId), ...filter.map(userCondition));
  const [counted] = await orm
    .select({ total: count() })
    .from(scimUsers)
    .innerJoin(
      people,
      and(eq(people.tenantId, scimUsers.tenantId), eq(people.id, scimUsers.personId)),
    )
    .where(where);
  const rows =
    page.limit === 0
      ? []
      : await joined(orm)
          .where(where)
          .orderBy(asc(scimUsers.createdAt), asc(scimUsers.personId))
          .offset(page.offset)
          .limit(page.limit);
  return { total: counted?.total ?? 0, rows };
}

export async function insertScimUser(tx: Orm, values: typeof scimUsers.$inferInsert) {
  await tx.insert(scimUsers).values(values);
}

export async function updateScimUser(
  tx: Orm,
  tenantId: string,
  personId: string,
  values: Partial<typeof scimUsers.$inferInsert>,
) {
  await tx
    .update(scimUsers)
    .set(values)
    .where(and(eq(scimUsers.tenantId, tenantId), eq(scimUsers.personId, personId)));
}

/** Takes the person out of SCIM (they stay in the register); their group places go too. */
export async function deleteScimUser(tx: Orm, tenantId: string, personId: string) {
  await tx
    .delete(scimGroupMembers)
    .where(and(eq(scimGroupMembers.tenantId, tenantId), eq(scimGroupMembers.personId, personId)));
  await tx
    .delete(scimUsers)
    .where(and(eq(scimUsers.tenantId, tenantId), eq(scimUsers.personId, personId)));
}

/** Is this person already someone's SCIM user? */
export async function scimUserExists(tx: Orm, tenantId: string, personId: string) {
  const [row] = await tx
    .select({ id: scimUsers.personId })
    .from(scimUsers)
    .where(and(eq(scimUsers.tenantId, tenantId), eq(scimUsers.personId, personId)));
  return row !== undefined;
}

/** The roles the person's groups map to (by a group's displayName or externalId). */
export async function mappedRolesOf(tx: Orm, tenantId: string, personId: string) {
  const rows = await tx
    .select({ role: scimGroupRoles.role })
    .from(scimGroupMembers)
    .innerJoin(
      scimGroups,
      and(
        eq(scimGroups.tenantId, scimGroupMembers.tenantId),
        eq(scimGroups.id, scimGroupMembers.groupId),
      ),
    )
    .innerJoin(
      scimGroupRoles,
      and(
        eq(scimGroupRoles.tenantId, scimGroups.tenantId),
        sql`(lower(${scimGroupRoles.groupName}) = lower(${scimGroups.displayName}) or ${scimGroupRoles.groupName} = ${scimGroups.externalId})`,
      ),
    )
    .where(and(eq(scimGroupMembers.tenantId, tenantId), eq(scimGroupMembers.personId, personId)));
  return rows.map((row) => row.role);
}

/** Which of these ids are SCIM users of the workspace. */
export async function knownScimUsers(tx: Orm, tenantId: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: scimUsers.personId })
    .from(scimUsers)
    .where(and(eq(scimUsers.tenantId, tenantId), inArray(scimUsers.personId, wanted)));
  return rows.map((row) => row.id);
}

/** Every SCIM user of the workspace (a mapping change looks at each again). */
export async function findScimUserIds(tx: Orm, tenantId: string) {
  const rows = await tx
    .select({ id: scimUsers.personId })
    .from(scimUsers)
    .where(eq(scimUsers.tenantId, tenantId));
  return rows.map((row) => row.id);
}
