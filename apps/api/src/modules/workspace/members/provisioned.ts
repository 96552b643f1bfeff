import type { InvitableRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { revokeUserSessions } from "../../account/auth/service.ts";
import { accountByEmail } from "../../account/users/service.ts";
import { deleteNonOwner, findMembership, insertMember, setMemberRole } from "./repository.ts";

/*
 * Memberships that an identity provider decides (SCIM, ADR 0054): granted to the account with
 * the person's e-mail when a mapped group says so, ended when the person is deprovisioned.
 * The owner is never changed or removed this way: ownership moves only by a transfer.
 */

export type ProvisionedMembership = "granted" | "unchanged" | "no_account" | "owner";

/** Makes the account with `email` a member with `role` (or gives an existing member that role). */
export async function grantProvisionedMembership(
  tx: Orm,
  workspaceId: string,
  email: string,
  role: InvitableRole,
  now: Date,
): Promise<ProvisionedMembership> {
  const account = await accountByEmail(tx, email);
  if (!account) return "no_account";
  const membership = await findMembership(tx, workspaceId, account.id);
  if (!membership) {
    await insertMember(tx, { workspaceId, userId: account.id, role, createdAt: now });
    return "granted";
  }
  if (membership.role === "owner") return "owner";
  if (membership.role === role) return "unchanged";
  await setMemberRole(tx, workspaceId, membership.id, role);
  return "granted";
}

/**
 * Ends the membership of the account with `email` (not the owner's) and, when `signOut`, every
 * session of that account: the company has turned the person off at its identity provider.
 */
export async function endProvisionedMembership(
  tx: Orm,
  workspaceId: string,
  email: string,
  now: Date,
  signOut: boolean,
): Promise<{ removed: boolean; sessionsRevoked: number }> {
  const account = await accountByEmail(tx, email);
  if (!account) return { removed: false, sessionsRevoked: 0 };
  const membership = await findMembership(tx, workspaceId, account.id);
  if (!membership) return { removed: false, sessionsRevoked: 0 };
  if (membership.role === "owner") return { removed: false, sessionsRevoked: 0 };
  const removed = (await deleteNonOwner(tx, workspaceId, membership.id)) !== undefined;
  const sessionsRevoked = signOut ? await revokeUserSessions(tx, account.id, now) : 0;
  return { removed, sessionsRevoked };
}
