import type { InvitableRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
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
 * Ends the membership of the account with `email` (not the owner's). Answers the account whose
 * membership ended, so the caller can sign it out when the company turned the person off.
 */
export async function endProvisionedMembership(
  tx: Orm,
  workspaceId: string,
  email: string,
): Promise<{ accountId: string } | null> {
  const account = await accountByEmail(tx, email);
  if (!account) return null;
  const membership = await findMembership(tx, workspaceId, account.id);
  if (!membership || membership.role === "owner") return null;
  const removed = (await deleteNonOwner(tx, workspaceId, membership.id)) !== undefined;
  return removed ? { accountId: account.id } : null;
}
