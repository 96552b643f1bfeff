import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { supportRequests } from "./schema.ts";

/** The database numbers the ticket and derives its reference from the number and year. */
export async function insertSupportRequest(
  orm: Orm,
  supportRequest: typeof supportRequests.$inferInsert,
): Promise<{ id: string; reference: string }> {
  return insertedRow(
    await orm
      .insert(supportRequests)
      .values(supportRequest)
      .returning({ id: supportRequests.id, reference: supportRequests.reference }),
    "support_requests",
  );
}
