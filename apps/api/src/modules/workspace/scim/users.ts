import type { InvitableRole } from "@fleetward/contracts/workspace-members";
import { scimSchemas } from "@fleetward/contracts/workspace-scim";
import type { Orm } from "../../../db/client.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import { revokeUserSessions } from "../../account/auth/service.ts";
import { endProvisionedMembership, grantProvisionedMembership } from "../members/service.ts";
import { markLeftWithHoldings } from "../offboarding/service.ts";
import {
  createPersonIn,
  editPersonIn,
  findWorkspacePeopleByKeys,
  personConflictsAs409,
  personOf,
} from "../people/service.ts";
import { notFound, ScimError } from "./errors.ts";
import { parseFilter } from "./filter.ts";
import { patchOperations, userChanges } from "./patch.ts";
import {
  applyUserAttribute,
  personNameOf,
  stateOf,
  toScimUser,
  userFromResource,
  type UserState,
} from "./user-model.ts";
import {
  deleteScimUser,
  findScimUser,
  insertScimUser,
  isUuid,
  listScimUsers,
  mappedRolesOf,
  updateScimUser,
  type ScimUserRecord,
} from "./user-repository.ts";

/** What every SCIM call carries: the token's workspace, the time, and where resources live. */
export type ScimCall = { orm: Orm; tenantId: string; baseUrl: string; write: WriteRequest };

const deactivationNote = "Deactivated by the identity provider (SCIM)";

/** startIndex is 1-based; count 0 asks for the total alone (RFC 7644 §3.4.2.4). */
export function pageOf(query: { startIndex?: unknown; count?: unknown }) {
  const start = Math.max(1, Number.parseInt(String(query.startIndex ?? "1"), 10) || 1);
  const asked = Number.parseInt(String(query.count ?? "100"), 10);
  const limit = Math.min(200, Math.max(0, Number.isNaN(asked) ? 100 : asked));
  return { offset: start - 1, limit, start };
}

export function listResponse<T>(total: number, start: number, resources: T[]) {
  return {
    schemas: [scimSchemas.listResponse],
    totalResults: total,
    startIndex: start,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

export async function listUsers(call: ScimCall, query: Record<string, unknown>) {
  const filter =
    typeof query.filter === "string" && query.filter.trim() ? parseFilter(query.filter) : [];
  const page = pageOf(query);
  const { total, rows } = await listScimUsers(call.orm, call.tenantId, filter, page);
  return listResponse(
    total,
    page.start,
    rows.map((row) => toScimUser(row, call.baseUrl)),
  );
}

export async function getUser(call: ScimCall, id: string) {
  const found = await findScimUser(call.orm, call.tenantId, id);
  if (!found) throw notFound("User", id);
  return toScimUser(found, call.baseUrl);
}

const roleRank: Record<InvitableRole, number> = { viewer: 1, technician: 2, admin: 3 };

/** Gives the person the membership their mapped groups say, or takes back one SCIM gave. */
export async function syncMembership(scope: WriteScope, personId: string) {
  const record = await findScimUser(scope.tx, scope.tenantId, personId);
  if (!record?.person.email || record.person.status !== "active") return;
  const roles = await mappedRolesOf(scope.tx, scope.tenantId, personId);
  const best = roles.sort((a, b) => roleRank[b] - roleRank[a])[0];
  const { tx, tenantId, now } = scope;
  if (best) {
    await grantProvisionedMembership(tx, tenantId, record.person.email, best, now);
  } else if (record.scim.grantedRole) {
    await endProvisionedMembership(tx, tenantId, record.person.email);
  }
  if ((best ?? null) !== record.scim.grantedRole) {
    await updateScimUser(tx, tenantId, personId, { grantedRole: best ?? null });
  }
}

/** Offboarding as SCIM starts it: marked as left (holdings listed), membership and sessions ended. */
async function deactivate(scope: WriteScope, record: ScimUserRecord) {
  const { tx, tenantId, now } = scope;
  await markLeftWithHoldings(scope, record.person.id, deactivationNote);
  const ended = record.person.email
    ? await endProvisionedMembership(tx, tenantId, record.person.email)
    : null;
  // Turned off at the identity provider: signed out everywhere (ADR 0054).
  if (ended) await revokeUserSessions(tx, ended.accountId, now);
  await updateScimUser(tx, tenantId, record.person.id, { grantedRole: null });
}

async function managerIdOf(scope: WriteScope, state: UserState, personId?: string) {
  if (!state.managerId) return { manager_id: null };
  if (!isUuid(state.managerId)) return {};
  const manager = await personOf(scope.tx, scope.tenantId, state.managerId);
  // A manager not provisioned yet (or not a person here) is left as it was.
  return manager && manager.id !== personId ? { manager_id: manager.id } : {};
}

async function personFields(scope: WriteScope, state: UserState, personId?: string) {
  return {
    name: personNameOf(state),
    email: state.email,
    employee_number: state.employeeNumber,
    department: state.department,
    ...(await managerIdOf(scope, state, personId)),
  };
}

async function assertFreeUserName(scope: WriteScope, userName: string, personId?: string) {
  const filter = [{ path: "username", value: userName }];
  const { rows } = await listScimUsers(scope.tx, scope.tenantId, filter, { offset: 0, limit: 1 });
  if (rows[0] && rows[0].person.id !== personId) {
    throw new ScimError(409, `A User with userName ${userName} already exists`, "uniqueness");
  }
}

/** An existing person with the address and no SCIM user yet is taken over, not duplicated. */
async function personToAdopt(scope: WriteScope, email: string | null) {
  if (!email) return undefined;
  const [person] = await findWorkspacePeopleByKeys(scope.tx, scope.tenantId, {
    employeeNumbers: [],
    emails: [email],
    names: [],
  });
  if (!person) return undefined;
  if (await findScimUser(scope.tx, scope.tenantId, person.id)) {
    throw new ScimError(409, `Another User has the e-mail address ${email}`, "uniqueness");
  }
  return person;
}

export async function createUser(call: ScimCall, body: unknown) {
  const state = userFromResource(body);
  return personConflictsAs409(() =>
    inWorkspaceWrite(call.write, async (scope) => {
      await assertFreeUserName(scope, state.userName);
      const adopted = await personToAdopt(scope, state.email);
      const fields = await personFields(scope, state, adopted?.id);
      const person = adopted
        ? await editPersonIn(scope, adopted.id, { ...fields, status: "active" })
        : await createPersonIn(scope, { ...fields, status: "active" });
      await insertScimUser(scope.tx, {
        tenantId: scope.tenantId,
        personId: person.id,
        userName: state.userName,
        userNameKey: state.userName.toLowerCase(),
        externalId: state.externalId,
        givenName: state.givenName,
        familyName: state.familyName,
        createdAt: scope.now,
        updatedAt: scope.now,
      });
      return settle(scope, person.id, state, true);
    }),
  );
}

/** After the person is written: deactivation or membership, then the answer. */
async function settle(scope: WriteScope, personId: string, next: UserState, wasActive: boolean) {
  const record = await findScimUser(scope.tx, scope.tenantId, personId);
  if (!record) throw notFound("User", personId);
  if (wasActive && !next.active) await deactivate(scope, record);
  else if (next.active) await syncMembership(scope, personId);
  const after = await findScimUser(scope.tx, scope.tenantId, personId);
  if (!after) throw notFound("User", personId);
  return after;
}

async function writeUser(call: ScimCall, id: string, change: (state: UserState) => UserState) {
  const record = await personConflictsAs409(() =>
    inWorkspaceWrite(call.write, async (scope) => {
      const found = await findScimUser(scope.tx, scope.tenantId, id);
      if (!found) throw notFound("User", id);
      const before = stateOf(found);
      const next = change({ ...before });
      if (next.userName.toLowerCase() !== before.userName.toLowerCase()) {
        await assertFreeUserName(scope, next.userName, id);
      }
      const reactivated = next.active && found.person.status === "left";
      await editPersonIn(scope, id, {
        ...(await personFields(scope, next, id)),
        ...(reactivated ? { status: "active" as const } : {}),
      });
      await updateScimUser(scope.tx, scope.tenantId, id, {
        userName: next.userName,
        userNameKey: next.userName.toLowerCase(),
        externalId: next.externalId,
        givenName: next.givenName,
        familyName: next.familyName,
        updatedAt: scope.now,
      });
      return settle(scope, id, next, before.active);
    }),
  );
  return toScimUser(record, call.baseUrl);
}

export async function replaceUser(call: ScimCall, id: string, body: unknown) {
  const state = userFromResource(body);
  return writeUser(call, id, () => state);
}

export async function patchUser(call: ScimCall, id: string, body: unknown) {
  const changes = userChanges(patchOperations(body));
  return writeUser(call, id, (state) => {
    for (const [path, value] of changes) applyUserAttribute(state, path, value);
    if (!state.userName) throw new ScimError(400, "userName cannot be removed", "mutability");
    return state;
  });
}

/** DELETE: offboarding as for `active: false`, then the person leaves SCIM (stays in the register). */
export async function deleteUser(call: ScimCall, id: string) {
  await inWorkspaceWrite(call.write, async (scope) => {
    const found = await findScimUser(scope.tx, scope.tenantId, id);
    if (!found) throw notFound("User", id);
    if (found.person.status === "active") await deactivate(scope, found);
    await deleteScimUser(scope.tx, scope.tenantId, id);
  });
}

export async function createdUser(call: ScimCall, body: unknown) {
  return toScimUser(await createUser(call, body), call.baseUrl);
}
