import {
  capabilitiesOf,
  roleAtLeast,
  roleNeededDetail,
  type Member,
  type MemberCreations,
  type MemberRemovalDecisions,
  type WorkspaceMe,
  type WorkspaceRole,
} from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { accountsByIds, displayName } from "../../account/users/service.ts";
import { liveApiTokensCreatedBy, revokeApiTokensIn } from "../api-tokens/service.ts";
import { actorFor } from "../history/service.ts";
import { settleWebhooksIn, webhooksCreatedBy } from "../webhooks/service.ts";
import {
  deleteNonOwner,
  findMember,
  findMembership,
  insertMember,
  listMembers,
  setMemberRole,
  type MemberRow,
} from "./repository.ts";
import type { MemberScope } from "./scope.ts";

/*
 * Members and roles. This file must not import the workspace assets module: that module
 * imports this one (provisioning adds the owner), and the workspace reaches us as a WorkspaceRef.
 */

export type { MemberScope, WorkspaceRef } from "./scope.ts";

export const noMemberDetail = "No such member in this workspace";

/**
 * The one role rule of every /api/workspace/* call: reading needs viewer, changing anything
 * needs technician, unless the route declares more in `config.workspaceRole`.
 */
export function requiredRole(method: string, declared: WorkspaceRole | undefined): WorkspaceRole {
  if (declared) return declared;
  return method === "GET" || method === "HEAD" ? "viewer" : "technician";
}

/** 403 naming the role needed and the caller's own. */
export function assertRole(role: WorkspaceRole, needed: WorkspaceRole): void {
  if (!roleAtLeast(role, needed)) throw new HttpError(403, roleNeededDetail(needed, role));
}

/** The caller's membership (id and role), read on every workspace request. */
export async function membershipOf(orm: Orm, workspaceId: string, userId: string) {
  return findMembership(orm, workspaceId, userId);
}

/** The members holding `role` or a higher one (the daily reminders go to technicians and up). */
export async function membersAtLeast(
  orm: Orm,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<MemberRow[]> {
  return (await listMembers(orm, workspaceId)).filter((member) => roleAtLeast(member.role, role));
}

/** The workspace's first member is its owner. Idempotent: call it inside provisioning. */
export async function addOwnerMember(
  tx: Orm,
  owner: { workspaceId: string; userId: string; now: Date },
): Promise<void> {
  await insertMember(tx, {
    workspaceId: owner.workspaceId,
    userId: owner.userId,
    role: "owner",
    createdAt: owner.now,
  });
}

export function describeMe(scope: MemberScope): WorkspaceMe {
  const { user, role } = scope.actor;
  return {
    user_id: user.id,
    username: user.username,
    name: displayName(user),
    email: user.email,
    role,
    capabilities: capabilitiesOf(role),
  };
}

async function toMembers(orm: Orm, rows: MemberRow[], callerId: string): Promise<Member[]> {
  const accounts = new Map(
    (await accountsByIds(orm, [...new Set(rows.map((row) => row.userId))])).map((user) => [
      user.id,
      user,
    ]),
  );
  return rows.flatMap((row) => {
    const user = accounts.get(row.userId);
    if (!user) return [];
    return [
      {
        id: row.id,
        user_id: row.userId,
        name: displayName(user),
        email: user.email,
        role: row.role,
        created_at: row.createdAt.toISOString(),
        is_you: row.userId === callerId,
      },
    ];
  });
}

export async function listWorkspaceMembers(scope: MemberScope): Promise<Member[]> {
  const rows = await listMembers(scope.orm, scope.workspace.id);
  return toMembers(scope.orm, rows, scope.actor.user.id);
}

/** Runs a change in one transaction, after checking the workspace still accepts changes. */
export async function changeInWorkspace<T>(
  scope: MemberScope,
  work: (tx: Orm) => Promise<T>,
): Promise<T> {
  return scope.orm.transaction(async (tx) => {
    await scope.workspace.assertWritable(tx);
    return work(tx);
  });
}

async function memberOrNotFound(tx: Orm, scope: MemberScope, memberId: string) {
  const member = await findMember(tx, scope.workspace.id, memberId);
  if (!member) throw new HttpError(404, noMemberDetail);
  return member;
}

async function oneMember(tx: Orm, scope: MemberScope, row: MemberRow): Promise<Member> {
  const [member] = await toMembers(tx, [row], scope.actor.user.id);
  if (!member) throw new HttpError(404, noMemberDetail);
  return member;
}

/** Admins change roles; the owner's role changes only by a transfer. */
export async function changeMemberRole(
  scope: MemberScope,
  memberId: string,
  role: WorkspaceRole,
): Promise<Member> {
  return changeInWorkspace(scope, async (tx) => {
    const member = await memberOrNotFound(tx, scope, memberId);
    if (role === "owner") {
      assertRole(scope.actor.role, "owner");
      throw new HttpError(422, "role: Ownership moves only through transfer-ownership");
    }
    if (member.role === "owner") {
      throw new HttpError(409, "The owner's role cannot be changed; transfer ownership first");
    }
    const updated = await setMemberRole(tx, scope.workspace.id, memberId, role);
    return oneMember(tx, scope, updated ?? member);
  });
}

/** The live API tokens and the webhooks a member created, which their removal asks about. */
export async function memberCreations(scope: MemberScope, memberId: string) {
  const member = await memberOrNotFound(scope.orm, scope, memberId);
  return creationsOf(scope.orm, scope, member.userId);
}

async function creationsOf(orm: Orm, scope: MemberScope, userId: string): Promise<MemberCreations> {
  const tenantId = scope.workspace.id;
  const tokens = await liveApiTokensCreatedBy(orm, tenantId, userId, scope.now);
  const webhooks = await webhooksCreatedBy(orm, tenantId, userId);
  return {
    api_tokens: tokens.map(({ id, name, scope: tokenScope, prefix, last_four, ...token }) => ({
      id,
      name,
      scope: tokenScope,
      prefix,
      last_four,
      last_used_at: token.last_used_at,
      expires_at: token.expires_at,
    })),
    webhooks: webhooks.map(({ id, url, description, enabled }) => ({
      id,
      url,
      description,
      enabled,
    })),
  };
}

/**
 * Every live token and webhook the member created must have a decision, and only those: a
 * token created after the dialog was opened is never kept unseen (409, open it again).
 */
function checkDecisions(created: MemberCreations, decisions: MemberRemovalDecisions) {
  const sameIds = (have: { id: string }[], named: { id: string }[]) => {
    const wanted = new Set(have.map((item) => item.id));
    const given = new Set(named.map((item) => item.id));
    return wanted.size === given.size && [...wanted].every((id) => given.has(id));
  };
  if (
    !sameIds(created.api_tokens, decisions.api_tokens) ||
    !sameIds(created.webhooks, decisions.webhooks)
  ) {
    const tokens = created.api_tokens.length;
    const hooks = created.webhooks.length;
    throw new HttpError(
      409,
      `This member created ${tokens} live API token${tokens === 1 ? "" : "s"} and ${hooks} webhook${hooks === 1 ? "" : "s"}: decide for each one whether to keep or revoke it (GET /api/workspace/members/{id}/creations), naming exactly those`,
    );
  }
}

/**
 * Removes a member and, in the same transaction, revokes, disables or deletes what they
 * created as the admin decided (`keep` leaves it as it is). Membership is read on every
 * request, so the removed person's next call to this workspace answers 404: their sessions
 * stay valid elsewhere but end here at once.
 */
export async function removeMember(
  scope: MemberScope,
  memberId: string,
  decisions: MemberRemovalDecisions = { api_tokens: [], webhooks: [] },
): Promise<void> {
  await changeInWorkspace(scope, async (tx) => {
    const member = await memberOrNotFound(tx, scope, memberId);
    if (member.role === "owner") {
      throw new HttpError(409, "The owner cannot be removed; transfer ownership first");
    }
    checkDecisions(await creationsOf(tx, scope, member.userId), decisions);
    const chosen = <T extends { id: string; decision: string }>(items: T[], decision: string) =>
      items.filter((item) => item.decision === decision).map((item) => item.id);
    const write = {
      tx,
      tenantId: scope.workspace.id,
      actor: actorFor(scope.actor.user),
      now: scope.now,
    };
    await revokeApiTokensIn(write, chosen(decisions.api_tokens, "revoke"));
    await settleWebhooksIn(write, {
      disable: chosen(decisions.webhooks, "disable"),
      delete: chosen(decisions.webhooks, "delete"),
    });
    await deleteNonOwner(tx, scope.workspace.id, memberId);
  });
}

/** The owner hands the workspace to another member and stays on as an admin, in one transaction. */
export async function transferOwnership(scope: MemberScope, memberId: string): Promise<Member> {
  return changeInWorkspace(scope, async (tx) => {
    const member = await memberOrNotFound(tx, scope, memberId);
    if (member.id === scope.actor.memberId) {
      throw new HttpError(409, "You already own this workspace");
    }
    const actor = await memberOrNotFound(tx, scope, scope.actor.memberId);
    if (actor.role !== "owner") throw new HttpError(403, roleNeededDetail("owner", actor.role));
    // Demote first: the one-owner index is checked after each statement.
    await setMemberRole(tx, scope.workspace.id, scope.actor.memberId, "admin");
    const promoted = await setMemberRole(tx, scope.workspace.id, memberId, "owner");
    await scope.workspace.recordOwner(tx, member.userId);
    return oneMember(tx, scope, promoted ?? member);
  });
}
export * from "./provisioned.ts";
