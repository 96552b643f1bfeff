import { lt } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { reminderDigests } from "./schema.ts";

export type DigestRow = typeof reminderDigests.$inferInsert;

/**
 * Records that `row`'s member got their digest for the day; false when one is already
 * recorded. Call it first in the transaction that sends the digest: a second run (or another
 * instance) waits here for the first one's commit, then finds the row and sends nothing.
 */
export async function claimDigest(tx: Orm, row: DigestRow): Promise<boolean> {
  const claimed = await tx
    .insert(reminderDigests)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: reminderDigests.day });
  return claimed.length > 0;
}

/** Forgets digests of days before `day`: only today's rows guard against sending twice. */
export async function pruneDigests(orm: Orm, day: string): Promise<void> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- a job: prunes the digests of every workspace
  await orm.delete(reminderDigests).where(lt(reminderDigests.day, day));
}
