import type { CurrentUser } from "@fleetward/contracts/auth";
import type { LocaleCode } from "@fleetward/contracts/locale";
import type { Orm } from "../../../db/client.ts";
import { findUserByEmail, findUserContacts, findUsersByIds } from "./repository.ts";
import type { UserRow } from "./schema.ts";

export type { NewUserRow, UserRow } from "./schema.ts";

/** The user records, for the modules that sign users in or write to them. */
export {
  findUserByEmail,
  findUserById,
  findUserContacts,
  insertUserIfAbsent,
  isUsernameTaken,
  listOperatorContacts,
  markEmailConfirmed,
  updatePasswordHash,
  userIdsWithEmailLike,
  type UserContact,
} from "./repository.ts";

/** The account as its owner sees it (GET /api/user/me/details, the register answer). */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: { role_name: user.role },
    first_name: user.firstName,
    last_name: user.lastName,
    email_confirmed: user.emailConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** How e-mails address the user: first name when known, else the username. */
export function recipientName(user: Pick<UserRow, "firstName" | "username">): string {
  return user.firstName?.trim() || user.username;
}

/** The language of the user's e-mails: the one stored at sign-up; English for older accounts. */
export function mailLocale(user: Pick<UserRow, "locale">): LocaleCode {
  return user.locale ?? "en";
}

/** The contacts of these users by id; null ids and users that no longer exist are left out. */
export async function userContactsById(orm: Orm, ids: readonly (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  return new Map((await findUserContacts(orm, unique)).map((user) => [user.id, user]));
}

/** The account with this e-mail address (any case), if there is one. */
export async function accountByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(orm, email);
}

/** The accounts with these ids, in no particular order; unknown ids are left out. */
export async function accountsByIds(orm: Orm, ids: readonly string[]): Promise<UserRow[]> {
  return findUsersByIds(orm, ids);
}

/** A person's display name: first and last name when known, else the username. */
export function displayName(user: Pick<UserRow, "firstName" | "lastName" | "username">): string {
  const full = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean);
  return full.length > 0 ? full.join(" ") : user.username;
}
