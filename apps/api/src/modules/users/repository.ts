import { eq } from "drizzle-orm";
import type { Orm } from "../../db/client.ts";
import { users, type NewUserRow, type UserRow } from "../../db/schema.ts";

/**
 * Inserts unless the username or e-mail is taken. Returns the new row, or undefined
 * when a concurrent or earlier insert won — safe for several instances seeding at once.
 */
export async function insertUserIfAbsent(orm: Orm, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await orm.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function findUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}
