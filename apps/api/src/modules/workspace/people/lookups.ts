import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { people } from "./schema.ts";

/*
 * What other modules look up among the people of a tenant: one person by id (whether it is
 * this workspace's, and who).
 */

export async function personOf(orm: Orm, tenantId: string, personId: string) {
  const [row] = await orm
    .select({ id: people.id, name: people.name, status: people.status })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)));
  return row;
}
