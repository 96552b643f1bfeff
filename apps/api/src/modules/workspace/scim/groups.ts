import { scimSchemas } from "@fleetward/contracts/workspace-scim";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { inWorkspaceWrite, type WriteScope } from "../history/service.ts";
import { notFound, ScimError } from "./errors.ts";
import { parseFilter } from "./filter.ts";
import {
  addGroupMembers,
  deleteScimGroup,
  findScimGroup,
  insertScimGroup,
  listScimGroups,
  membersOfGroups,
  removeGroupMembers,
  updateScimGroup,
  type ScimGroupRow,
} from "./group-repository.ts";
import { groupChanges, patchOperations, flattenAttributes, type GroupChanges } from "./patch.ts";
import { knownScimUsers } from "./user-repository.ts";
import { listResponse, pageOf, syncMembership, type ScimCall } from "./users.ts";

/*
 * SCIM Groups: kept as the identity provider sends them. A group whose displayName (or
 * externalId) the workspace maps to a role makes its active members members with that role.
 */

const groupNameTaken = {
  scim_groups_tenant_display_name_unique: "A Group with this displayName already exists",
};

type Member = { groupId: string; personId: string; name: string };

function toScimGroup(row: ScimGroupRow, members: Member[] | null, baseUrl: string) {
  return {
    schemas: [scimSchemas.group],
    id: row.id,
    displayName: row.displayName,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.personId,
            display: member.name,
            $ref: `${baseUrl}/Users/${member.personId}`,
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

/** `excludedAttributes=members` (Entra) or `attributes=` without members skips the member list. */
function wantsMembers(query: Record<string, unknown>) {
  const excluded = String(query.excludedAttributes ?? "").toLowerCase();
  const attributes = String(query.attributes ?? "").toLowerCase();
  if (excluded.split(",").some((name) => name.trim() === "members")) return false;
  return !attributes || attributes.split(",").some((name) => name.trim() === "members");
}

async function render(call: ScimCall, rows: ScimGroupRow[], withMembers: boolean) {
  const members = withMembers
    ? await membersOfGroups(
        call.orm,
        call.tenantId,
        rows.map((row) => row.id),
      )
    : [];
  return rows.map((row) =>
    toScimGroup(
      row,
      withMembers ? members.filter((m) => m.groupId === row.id) : null,
      call.baseUrl,
    ),
  );
}

export async function listGroups(call: ScimCall, query: Record<string, unknown>) {
  const filter =
    typeof query.filter === "string" && query.filter.trim() ? parseFilter(query.filter) : [];
  const page = pageOf(query);
  const { total, rows } = await listScimGroups(call.orm, call.tenantId, filter, page);
  return listResponse(total, page.start, await render(call, rows, wantsMembers(query)));
}

export async function getGroup(call: ScimCall, id: string, query: Record<string, unknown>) {
  const row = await findScimGroup(call.orm, call.tenantId, id);
  if (!row) throw notFound("Group", id);
  const [group] = await render(call, [row], wantsMembers(query));
  return group;
}

/** A POST or PUT body as changes: displayName, externalId and the whole member list. */
function resourceChanges(body: unknown): GroupChanges & { displayName: string } {
  const changes: GroupChanges = { add: [], remove: [], replace: [] };
  const fields = Object.fromEntries(flattenAttributes(body));
  const name = fields.displayname;
  if (typeof name !== "string" || !name.trim()) {
    throw new ScimError(400, "displayName is required", "invalidValue");
  }
  const patched = groupChanges([
    { op: "replace", path: "displayName", value: name },
    { op: "replace", path: "externalId", value: fields.externalid ?? null },
    { op: "replace", path: "members", value: fields.members ?? [] },
  ]);
  return { ...changes, ...patched, displayName: name.trim() };
}

/** Writes the changes, then re-derives the membership of everyone whose groups changed. */
async function applyChanges(scope: WriteScope, group: ScimGroupRow, changes: GroupChanges) {
  const { tx, tenantId, now } = scope;
  const touched = new Set<string>();
  if (changes.replace) {
    const before = await membersOfGroups(tx, tenantId, [group.id]);
    for (const member of before) touched.add(member.personId);
    await removeGroupMembers(tx, tenantId, group.id, "all");
  }
  const adding = [...(changes.replace ?? []), ...changes.add];
  const known = await knownScimUsers(tx, tenantId, adding);
  if (known.length !== new Set(adding).size) {
    throw new ScimError(400, "A member is not a User of this service", "invalidValue");
  }
  await addGroupMembers(tx, tenantId, group.id, known);
  await removeGroupMembers(tx, tenantId, group.id, changes.remove);
  for (const id of [...known, ...changes.remove]) touched.add(id);
  const renamed = changes.displayName !== undefined || changes.externalId !== undefined;
  await updateScimGroup(tx, tenantId, group.id, {
    ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
    ...(changes.externalId !== undefined ? { externalId: changes.externalId } : {}),
    updatedAt: now,
  });
  // A rename may map the group to another role: everyone in it is looked at again.
  if (renamed) {
    for (const member of await membersOfGroups(tx, tenantId, [group.id]))
      touched.add(member.personId);
  }
  for (const personId of touched) await syncMembership(scope, personId);
}

export async function createGroup(call: ScimCall, body: unknown) {
  const changes = resourceChanges(body);
  const row = await uniqueConflictsAs409(groupNameTaken, () =>
    inWorkspaceWrite(call.write, async (scope) => {
      const group = await insertScimGroup(scope.tx, {
        tenantId: scope.tenantId,
        displayName: changes.displayName,
        externalId: changes.externalId ?? null,
        createdAt: scope.now,
        updatedAt: scope.now,
      });
      await applyChanges(scope, group, {
        ...changes,
        displayName: undefined,
        externalId: undefined,
      });
      return group;
    }),
  );
  return getGroup(call, row.id, {});
}

async function writeGroup(call: ScimCall, id: string, changes: GroupChanges) {
  await uniqueConflictsAs409(groupNameTaken, () =>
    inWorkspaceWrite(call.write, async (scope) => {
      const group = await findScimGroup(scope.tx, scope.tenantId, id);
      if (!group) throw notFound("Group", id);
      await applyChanges(scope, group, changes);
    }),
  );
}

export async function replaceGroup(call: ScimCall, id: string, body: unknown) {
  await writeGroup(call, id, resourceChanges(body));
  return getGroup(call, id, {});
}

/** PATCH answers 204 (no body), as Entra and Okta accept; the RFC allows either. */
export async function patchGroup(call: ScimCall, id: string, body: unknown) {
  await writeGroup(call, id, groupChanges(patchOperations(body)));
}

export async function deleteGroup(call: ScimCall, id: string) {
  await inWorkspaceWrite(call.write, async (scope) => {
    const group = await findScimGroup(scope.tx, scope.tenantId, id);
    if (!group) throw notFound("Group", id);
    const members = await membersOfGroups(scope.tx, scope.tenantId, [id]);
    await deleteScimGroup(scope.tx, scope.tenantId, id);
    for (const member of members) await syncMembership(scope, member.personId);
  });
}
