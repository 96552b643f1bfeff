import { asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { users, type NewUserRow, type UserRow } from "./schema.ts";

/**
 * Inserts unless the username (in any case) or e-mail is taken. Returns the new row, or
 * undefined when a concurrent or earlier insert won — safe for several instances at once.
 */
export async function insertUserIfAbsent(orm: Orm, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await orm.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function findUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.id, id));
  return row;
}

/** The accounts with these ids; unknown ids are left out. */
export async function findUsersByIds(orm: Orm, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Usernames are unique case-insensitively (index `users_username_lower_unique`). */
export async function isUsernameTaken(orm: Orm, username: string): Promise<boolean> {
  const rows = await orm
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

export async function updatePasswordHash(orm: Orm, userId: string, passwordHash: string) {
  await orm.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Keeps the first confirmation time when the address is confirmed again. */
export async function markEmailConfirmed(orm: Orm, userId: string, now: Date) {
  await orm
    .update(users)
    .set({
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/** What another module needs to write to a user: the address, a name and the language. */
const contactColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  locale: users.locale,
};

export type UserContact = { [Key in keyof typeof contactColumns]: UserRow[Key] };

/** The operator accounts, oldest first. */
export function listOperatorContacts(orm: Orm): Promise<UserContact[]> {
  return orm
    .select(contactColumns)
    .from(users)
    .where(eq(users.role, "operator"))
    .orderBy(asc(users.createdAt));
}

/** The contacts of these users; ids without an account are left out. */
export async function findUserContacts(orm: Orm, ids: readonly string[]): Promise<UserContact[]> {
  if (ids.length === 0) return [];
  return orm
    .select(contactColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Users whose address matches the LIKE `pattern` (any case): a subquery for another filter. */
export function userIdsWithEmailLike(orm: Orm, pattern: string) {
  return orm.select({ id: users.id }).from(users).where(ilike(users.email, pattern));
}
