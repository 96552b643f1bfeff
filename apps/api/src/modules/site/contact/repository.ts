import { asc, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { users } from "../../account/users/schema.ts";
import { contactMessages } from "./schema.ts";

export async function insertContactMessage(
  orm: Orm,
  message: typeof contactMessages.$inferInsert,
): Promise<{ id: string }> {
  return insertedRow(
    await orm.insert(contactMessages).values(message).returning({ id: contactMessages.id }),
    "contact_messages",
  );
}

/** Everyone who reads the contact messages: the operator accounts. */
export function listOperators(orm: Orm) {
  return orm
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.role, "operator"))
    .orderBy(asc(users.createdAt));
}
