import type { LoginResponse } from "@fleetward/contracts/auth";
import type { LocaleCode } from "@fleetward/contracts/locale";
import {
  invitationLifetimeDays,
  type Invitation,
  type InvitationAcceptNew,
  type InvitationAcceptResult,
  type InvitationCreate,
  type InvitationPreview,
} from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import type { UserRow } from "../../account/users/service.ts";
import { addMs, days, hours } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  createConfirmedAccount,
  generateToken,
  hashNewPassword,
  hashToken,
  isWellFormedToken,
  spendFromLimit,
  startSession,
  type ClientInfo,
} from "../../account/auth/service.ts";
import {
  accountByEmail,
  accountsByIds,
  displayName,
  mailLocale,
} from "../../account/users/service.ts";
import { queueMail, workspaceInvitationMail } from "../../platform/mail/service.ts";
import {
  consumeInvitation,
  findMembership,
  findUsableInvitation,
  insertInvitation,
  insertMember,
  listOpenInvitations,
  renewInvitation,
  revokeInvitation,
  type InvitationRow,
} from "./repository.ts";
import type { MemberScope, WorkspaceRef } from "./scope.ts";
import { changeInWorkspace } from "./service.ts";

/*
 * Invitations by e-mail: a single-use link valid 7 days. Only the token's SHA-256 is stored,
 * as for sessions. The link's holder proves which invitation they mean; a bad, used, revoked
 * or expired link answers the same 404, so tokens cannot be probed.
 */

const lifetime = days(invitationLifetimeDays);
export const badInvitationDetail = "This invitation link is invalid, used or has expired";
const noInvitationDetail = "No such invitation in this workspace";

/** Invitation e-mails (new and resent) one workspace may send in an hour, on all instances. */
export const invitationsPerHour = 50;

/** Counts one invitation e-mail against the workspace's hourly allowance (429 when spent). */
async function spendInvitationMail(tx: Orm, scope: MemberScope) {
  await spendFromLimit(
    tx,
    { bucket: "workspace_invitation", key: scope.workspace.id },
    {
      max: invitationsPerHour,
      windowMs: hours(1),
      detail: `This workspace has sent ${invitationsPerHour} invitations in the last hour; try again later`,
    },
    scope.now,
  );
}

function toInvitation(row: InvitationRow, inviters: Map<string, UserRow>, now: Date): Invitation {
  const inviter = row.invitedBy ? inviters.get(row.invitedBy) : undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by_name: inviter ? displayName(inviter) : null,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

async function toInvitations(orm: Orm, rows: InvitationRow[], now: Date) {
  const ids = [...new Set(rows.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])))];
  const inviters = new Map((await accountsByIds(orm, ids)).map((user) => [user.id, user]));
  return rows.map((row) => toInvitation(row, inviters, now));
}

export async function listInvitations(scope: MemberScope): Promise<Invitation[]> {
  return toInvitations(
    scope.orm,
    await listOpenInvitations(scope.orm, scope.workspace.id),
    scope.now,
  );
}

/** Writes the invitation e-mail to the outbox, in the transaction of the invitation row. */
async function queueInvitationMail(tx: Orm, scope: MemberScope, row: InvitationRow, token: string) {
  await spendInvitationMail(tx, scope);
  // The invitee's language when they already have an account; otherwise the inviter's.
  const invitee = await accountByEmail(tx, row.email);
  const mail = workspaceInvitationMail({
    inviterName: displayName(scope.actor.user),
    workspaceName: scope.workspace.name,
    role: row.role,
    acceptUrl: `${scope.workspace.appUrl}/workspace/invitation?token=${token}`,
    expiresAt: row.expiresAt,
    locale: mailLocale(invitee ?? scope.actor.user),
  });
  await queueMail(tx, scope.jobs, { ...mail, to: row.email }, scope.now);
}

/** 409 when the address is already a member or has an open invitation. */
export async function invite(scope: MemberScope, input: InvitationCreate): Promise<Invitation> {
  const email = input.email.toLowerCase();
  return changeInWorkspace(scope, async (tx) => {
    const account = await accountByEmail(tx, email);
    if (account && (await findMembership(tx, scope.workspace.id, account.id))) {
      throw new HttpError(409, "email: This person is already a member of this workspace");
    }
    const token = generateToken();
    const row = await insertInvitation(tx, {
      workspaceId: scope.workspace.id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: scope.actor.user.id,
      createdAt: scope.now,
      lastSentAt: scope.now,
      expiresAt: addMs(scope.now, lifetime),
    });
    if (!row) {
      throw new HttpError(409, "email: This address already has an open invitation; resend it");
    }
    await queueInvitationMail(tx, scope, row, token);
    return (await toInvitations(tx, [row], scope.now))[0] as Invitation;
  });
}

/** A new link, valid 7 days from now; the previous link stops working. */
export async function resendInvitation(scope: MemberScope, id: string): Promise<Invitation> {
  return changeInWorkspace(scope, async (tx) => {
    const token = generateToken();
    const row = await renewInvitation(tx, scope.workspace.id, id, {
      tokenHash: hashToken(token),
      lastSentAt: scope.now,
      expiresAt: addMs(scope.now, lifetime),
    });
    if (!row) throw new HttpError(404, noInvitationDetail);
    await queueInvitationMail(tx, scope, row, token);
    return (await toInvitations(tx, [row], scope.now))[0] as Invitation;
  });
}

export async function cancelInvitation(scope: MemberScope, id: string): Promise<void> {
  await changeInWorkspace(scope, async (tx) => {
    if (!(await revokeInvitation(tx, scope.workspace.id, id, scope.now))) {
      throw new HttpError(404, noInvitationDetail);
    }
  });
}

// Following the link: public, and scoped to the workspace at the link's host.

export type InvitationLink = { orm: Orm; now: Date; workspace: WorkspaceRef; token: string };

async function usableInvitation(orm: Orm, link: InvitationLink): Promise<InvitationRow> {
  const found = isWellFormedToken(link.token)
    ? await findUsableInvitation(orm, link.workspace.id, hashToken(link.token), link.now)
    : undefined;
  if (!found) throw new HttpError(404, badInvitationDetail);
  return found;
}

/** Uses the link up, in one conditional UPDATE: a second acceptance finds nothing. */
async function consume(tx: Orm, link: InvitationLink): Promise<InvitationRow> {
  const used = isWellFormedToken(link.token)
    ? await consumeInvitation(tx, link.workspace.id, hashToken(link.token), link.now)
    : undefined;
  if (!used) throw new HttpError(404, badInvitationDetail);
  return used;
}

export async function previewInvitation(link: InvitationLink): Promise<InvitationPreview> {
  const invitation = await usableInvitation(link.orm, link);
  return {
    workspace_name: link.workspace.name,
    email: invitation.email,
    role: invitation.role,
    account_exists: (await accountByEmail(link.orm, invitation.email)) !== undefined,
  };
}

async function join(tx: Orm, link: InvitationLink, userId: string, invitation: InvitationRow) {
  const member = await insertMember(tx, {
    workspaceId: link.workspace.id,
    userId,
    role: invitation.role,
    createdAt: link.now,
  });
  if (!member) throw new HttpError(409, "You are already a member of this workspace");
  return { workspace_name: link.workspace.name, role: member.role };
}

/** The signed-in account joins, when its address is the invited one. */
export async function acceptInvitation(
  link: InvitationLink,
  user: UserRow,
): Promise<InvitationAcceptResult> {
  return link.orm.transaction(async (tx) => {
    await link.workspace.assertWritable(tx);
    const invitation = await usableInvitation(tx, link);
    if (invitation.email !== user.email) {
      throw new HttpError(
        403,
        `This invitation was sent to ${invitation.email}; you are signed in as ${user.email}. Sign in with the invited address to accept it.`,
      );
    }
    return join(tx, link, user.id, await consume(tx, link));
  });
}

/**
 * Creates the account with the invited address (the link proves it: confirmed at once), adds
 * it to the workspace and signs it in, as sign-in answers.
 */
export async function acceptWithNewAccount(
  link: InvitationLink,
  input: Omit<InvitationAcceptNew, "token">,
  client: ClientInfo & { locale: LocaleCode },
): Promise<LoginResponse> {
  const invitation = await usableInvitation(link.orm, link);
  const passwordHash = await hashNewPassword(input.password, {
    username: input.username,
    email: invitation.email,
  });
  const user = await link.orm.transaction(async (tx) => {
    await link.workspace.assertWritable(tx);
    const used = await consume(tx, link);
    const account = await createConfirmedAccount(
      tx,
      { username: input.username, email: used.email, passwordHash, locale: client.locale },
      link.now,
    );
    await join(tx, link, account.id, used);
    return account;
  });
  return startSession({ orm: link.orm, clock: () => link.now }, user, false, client);
}
