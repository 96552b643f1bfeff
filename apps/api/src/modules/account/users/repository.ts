import { eq, inArray, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { users, type NewUserRow, type UserRow } from "../../../db/schema.ts";

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
