import { and, eq, isNull, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { outbox, type OutboxRow } from "./schema.ts";

export async function insertOutboxMessage(
  orm: Orm,
  message: typeof outbox.$inferInsert,
): Promise<{ id: string }> {
  return insertedRow(
    await orm.insert(outbox).values(message).returning({ id: outbox.id }),
    "outbox",
  );
}

export async function findOutboxMessage(orm: Orm, id: string): Promise<OutboxRow | undefined> {
  const [row] = await orm.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Conditional, so a second delivery of the same job changes nothing. */
export async function markOutboxDelivered(
  orm: Orm,
  id: string,
  via: "smtp" | "log",
  now: Date,
): Promise<void> {
  await orm
    .update(outbox)
    .set({
      deliveredAt: now,
      deliveredVia: via,
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: now,
    })
    .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)));
}

export async function recordOutboxFailure(
  orm: Orm,
  id: string,
  error: string,
  now: Date,
): Promise<void> {
  await orm
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: now, lastError: error })
    .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)));
}
