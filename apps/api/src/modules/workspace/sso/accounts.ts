import { roleAtLeast, type InvitableRole } from "@fleetward/contracts/workspace-members";
import type { LocaleCode } from "@fleetward/contracts/locale";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  claimUnconfirmedAccount,
  createConfirmedAccount,
  generatePassword,
  hashPassword,
} from "../../account/auth/service.ts";
import { accountByEmail, accountsByIds, type UserRow } from "../../account/users/service.ts";
import { grantProvisionedMembership, membershipOf } from "../members/service.ts";
import { SsoRefusal, type VerifiedIdentity } from "./protocol.ts";
import {
  findIdentity,
  linkIdentity,
  verifiedDomains,
  type SsoConnectionRow,
} from "./repository.ts";

/*
 * From an identity the provider vouched for to a Fleetward account and membership (ADR 0055):
 * the link by the provider's subject first; on a first sign-in the account with the verified
 * e-mail, or a new one (just in time). The membership follows the groups on every sign-in.
 */

/** The highest role the connection's mapping gives any of `groups`; null when none maps. */
export function mappedRole(
  connection: SsoConnectionRow,
  groups: readonly string[],
): InvitableRole | null {
  const named = new Set(groups.map((group) => group.toLowerCase()));
  return connection.groupRoles
    .filter((mapping) => named.has(mapping.group.toLowerCase()))
    .map((mapping) => mapping.role)
    .reduce<InvitableRole | null>(
      (best, role) => (best === null || roleAtLeast(role, best) ? role : best),
      null,
    );
}

/**
 * The role to give now, or null to leave the membership as it is: a mapped group's role; the
 * default for a new member; the default again when the role the provider gave before no longer
 * maps (an admin's own change of the role is left alone).
 */
function roleToGrant(
  connection: SsoConnectionRow,
  groups: readonly string[],
  current: string | undefined,
  granted: string | null | undefined,
): InvitableRole | null {
  const mapped = mappedRole(connection, groups);
  if (mapped) return mapped;
  if (!current) return connection.defaultRole;
  return current === granted && current !== connection.defaultRole ? connection.defaultRole : null;
}

/** The account's domain must be one the workspace verified; the address must be verified. */
async function assertVerifiedAddress(tx: Orm, tenantId: string, identity: VerifiedIdentity) {
  const email = identity.email.trim().toLowerCase();
  if (!identity.emailVerified || !email.includes("@")) {
    throw new SsoRefusal("email", "Your company's sign-in did not confirm your e-mail address");
  }
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (!(await verifiedDomains(tx, tenantId)).includes(domain)) {
    throw new SsoRefusal("email", `${domain} is not one of this workspace's verified domains`);
  }
  return email;
}

/** A free username from the e-mail's local part: `jane.doe`, else `jane.doe-4821`. */
function usernameCandidates(email: string): string[] {
  const local = email.slice(0, email.indexOf("@")).replace(/[^a-zA-Z0-9._-]/g, "");
  const base = (local.length >= 3 ? local : `${local}user`).slice(0, 26);
  const suffixed = Array.from({ length: 4 }, () => `${base}-${Math.floor(Math.random() * 1e5)}`);
  return [base, ...suffixed];
}

/** An account for a first SSO sign-in: confirmed by the provider, with no usable password. */
async function createAccount(tx: Orm, email: string, locale: LocaleCode, now: Date) {
  // A random password nobody knows: the person signs in through the provider, or resets it.
  const passwordHash = await hashPassword(generatePassword());
  for (const username of usernameCandidates(email)) {
    try {
      return await createConfirmedAccount(tx, { username, email, passwordHash, locale }, now);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      // The address was taken meanwhile (a concurrent first sign-in): use that account.
      const existing = await accountByEmail(tx, email);
      if (existing) return existing;
    }
  }
  throw new HttpError(409, "No free username could be found for this account");
}

async function accountFor(
  tx: Orm,
  connection: SsoConnectionRow,
  identity: VerifiedIdentity,
  linkedUserId: string | undefined,
  locale: LocaleCode,
  now: Date,
): Promise<UserRow> {
  const linked = linkedUserId ? (await accountsByIds(tx, [linkedUserId]))[0] : undefined;
  if (linked) return linked;
  const email = await assertVerifiedAddress(tx, connection.tenantId, identity);
  const existing = await accountByEmail(tx, email);
  // Only a confirmed account is its owner's; an unconfirmed one is taken over, never trusted.
  if (existing) return claimUnconfirmedAccount(tx, existing, now);
  return createAccount(tx, email, locale, now);
}

/**
 * The account an identity signs in as, linked to it and made a member with the role its
 * groups map to (the owner's membership is left as it is). Call inside one transaction.
 */
export async function signInAccount(
  tx: Orm,
  connection: SsoConnectionRow,
  identity: VerifiedIdentity,
  locale: LocaleCode,
  now: Date,
): Promise<UserRow> {
  const link = await findIdentity(tx, connection, identity.subject);
  const user = await accountFor(tx, connection, identity, link?.userId, locale, now);
  const membership = await membershipOf(tx, connection.tenantId, user.id);
  const role = roleToGrant(connection, identity.groups, membership?.role, link?.grantedRole);
  if (role) await grantProvisionedMembership(tx, connection.tenantId, user.email, role, now);
  await linkIdentity(tx, {
    tenantId: connection.tenantId,
    connectionId: connection.id,
    subject: identity.subject,
    userId: user.id,
    grantedRole: role ?? link?.grantedRole ?? null,
    createdAt: now,
    lastSignInAt: now,
  });
  return user;
}
