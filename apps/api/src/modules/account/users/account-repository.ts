import { eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { socialLinks, users } from "./schema.ts";

export type SocialLinksRow = typeof socialLinks.$inferSelect;

export async function findSocialLinks(orm: Orm, userId: string) {
  const [row] = await orm.select().from(socialLinks).where(eq(socialLinks.userId, userId));
  return row;
}

export async function upsertSocialLinks(orm: Orm, row: typeof socialLinks.$inferInsert) {
  const { userId: _userId, ...values } = row;
  await orm
    .insert(socialLinks)
    .values(row)
    .onConflictDoUpdate({ target: socialLinks.userId, set: values });
}

export async function updateUserDetails(
  orm: Orm,
  userId: string,
  details: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "locale">>,
) {
  const [row] = await orm.update(users).set(details).where(eq(users.id, userId)).returning();
  return row;
}

export async function deleteUser(orm: Orm, userId: string) {
  await orm.delete(users).where(eq(users.id, userId));
}
