import type { InvitableRole, WorkspaceRole } from "@fleetward/contracts/workspace-members";
import { and, asc, count, eq, gt, isNull, ne } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { workspaceInvitations, workspaceMembers } from "./schema.ts";

/*
 * Every query takes the workspace id and filters by it (tenant isolation): an id of another
 * workspace's member or invitation matches nothing. The one exception is the lookup of an
 * invitation by its token hash, which is how the token's holder proves which one they mean.
 */

export type MemberRow = typeof workspaceMembers.$inferSelect;
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** The caller's membership, read on every workspace request. */
export async function findMembership(orm: Orm, workspaceId: string, userId: string) {
  const [row] = await orm
    .select({ id: workspaceMembers.id, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function listMembers(orm: Orm, workspaceId: string): Promise<MemberRow[]> {
  return orm
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.id));
}

export async function findMember(orm: Orm, workspaceId: string, memberId: string) {
  const [row] = await orm
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.id, memberId)));
  return row;
}

/** Undefined when the user is already a member. */
export async function insertMember(
  orm: Orm,
  values: { workspaceId: string; userId: string; role: WorkspaceRole; createdAt: Date },
) {
  const [row] = await orm.insert(workspaceMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setMemberRole(
  orm: Orm,
  workspaceId: string,
  memberId: string,
  role: WorkspaceRole,
) {
  const [row] = await orm
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.id, memberId)))
    .returning();
  return row;
}

/** Deletes a member who is not the owner; undefined when there is no such (non-owner) member. */
export async function deleteNonOwner(orm: Orm, workspaceId: string, memberId: string) {
  const [row] = await orm
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.id, memberId),
        ne(workspaceMembers.role, "owner"),
      ),
    )
    .returning();
  return row;
}

// Invitations

const open = () =>
  and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/** Open invitations (an expired one stays open until it is resent or revoked), newest first. */
export async function listOpenInvitations(orm: Orm, workspaceId: string) {
  return orm
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), open()))
    .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
}

export async function findOpenInvitation(orm: Orm, workspaceId: string, invitationId: string) {
  const [row] = await orm
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, invitationId),
        open(),
      ),
    );
  return row;
}

/** Undefined when the address already has an open invitation to this workspace. */
export async function insertInvitation(
  orm: Orm,
  values: {
    workspaceId: string;
    email: string;
    role: InvitableRole;
    tokenHash: string;
    invitedBy: string;
    createdAt: Date;
    lastSentAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await orm
    .insert(workspaceInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A new token and expiry for an open invitation: the older link stops working. */
export async function renewInvitation(
  orm: Orm,
  workspaceId: string,
  invitationId: string,
  values: { tokenHash: string; lastSentAt: Date; expiresAt: Date },
) {
  const [row] = await orm
    .update(workspaceInvitations)
    .set(values)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, invitationId),
        open(),
      ),
    )
    .returning();
  return row;
}

export async function revokeInvitation(
  orm: Orm,
  workspaceId: string,
  invitationId: string,
  now: Date,
) {
  const [row] = await orm
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, invitationId),
        open(),
      ),
    )
    .returning();
  return row;
}

/** The open, unexpired invitation of this workspace whose link carries this token. */
export async function findUsableInvitation(
  orm: Orm,
  workspaceId: string,
  tokenHash: string,
  now: Date,
) {
  const [row] = await orm
    .select()
    .from(workspaceInvitations)
    .where(usable(workspaceId, tokenHash, now));
  return row;
}

/**
 * Uses the invitation up in one conditional UPDATE: of two concurrent acceptances with the
 * same link, exactly one gets the row back.
 */
export async function consumeInvitation(
  orm: Orm,
  workspaceId: string,
  tokenHash: string,
  now: Date,
) {
  const [row] = await orm
    .update(workspaceInvitations)
    .set({ acceptedAt: now })
    .where(usable(workspaceId, tokenHash, now))
    .returning();
  return row;
}

function usable(workspaceId: string, tokenHash: string, now: Date) {
  return and(
    eq(workspaceInvitations.workspaceId, workspaceId),
    eq(workspaceInvitations.tokenHash, tokenHash),
    open(),
    gt(workspaceInvitations.expiresAt, now),
  );
}

/** Invitation e-mails the workspace sent since `since` (new ones and resends). */
export async function countInvitationsSentSince(orm: Orm, workspaceId: string, since: Date) {
  const [row] = await orm
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        gt(workspaceInvitations.lastSentAt, since),
      ),
    );
  return row?.n ?? 0;
}
