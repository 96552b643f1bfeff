import type { Orm } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

export async function insertContactMessage(
  orm: Orm,
  message: typeof contactMessages.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await orm
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("insert into contact_messages returned no row");
  return row;
}
