import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
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
