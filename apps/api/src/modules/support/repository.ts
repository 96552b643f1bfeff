import type { Orm } from "../../db/client.ts";
import { supportRequests } from "../../db/schema.ts";

/** The database numbers the ticket and derives its reference from the number and year. */
export async function insertSupportRequest(
  orm: Orm,
  supportRequest: typeof supportRequests.$inferInsert,
): Promise<{ id: string; reference: string }> {
  const [row] = await orm
    .insert(supportRequests)
    .values(supportRequest)
    .returning({ id: supportRequests.id, reference: supportRequests.reference });
  if (!row) throw new Error("insert into support_requests returned no row");
  return row;
}
