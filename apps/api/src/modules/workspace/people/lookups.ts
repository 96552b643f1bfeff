import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { people } from "./schema.ts";

/*
 * What other modules look up among the people of a tenant: one person by id (whether it is
 * this workspace's, and who), and, for the CSV import (ADR 0030), people by name or e-mail in
 * bulk and the new ones a batch names.
 */

export async function personOf(orm: Orm, tenantId: string, personId: string) {
  const [row] = await orm
    .select({ id: people.id, name: people.name, status: people.status })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)));
  return row;
}

/** People whose lower-cased name or whose e-mail is one of `keys`. */
export async function peopleNamed(tx: Orm, tenantId: string, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return tx
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(
        eq(people.tenantId, tenantId),
        or(inArray(sql`lower(${people.name})`, [...keys]), inArray(people.email, [...keys])),
      ),
    );
}

/** Adds people with only a name (and e-mail); one that would repeat an e-mail is skipped. */
export async function addNamedPeople(
  tx: Orm,
  tenantId: string,
  rows: readonly { name: string; email: string | null }[],
  now: Date,
) {
  if (rows.length === 0) return [];
  return tx
    .insert(people)
    .values(rows.map((row) => ({ ...row, tenantId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: people.id, name: people.name, email: people.email });
}
