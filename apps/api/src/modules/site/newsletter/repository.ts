import { and, eq, gt, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { newsletterSubscriptions } from "./schema.ts";

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** Inserts a pending subscription; undefined when the address already has a row. */
export async function insertSubscriptionIfAbsent(
  orm: Orm,
  subscription: typeof newsletterSubscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> {
  const [row] = await orm
    .insert(newsletterSubscriptions)
    .values(subscription)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  return row;
}

/** The row of an address, locked until the transaction ends. */
export async function lockSubscription(orm: Orm, email: string) {
  const [row] = await orm
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for("update");
  return row;
}

/** Back to pending with fresh link tokens: a new confirmation e-mail is on its way. */
export async function renewPendingSubscription(
  orm: Orm,
  id: string,
  changes: {
    locale: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
    unsubscribeTokenHash: string;
  },
) {
  await orm
    .update(newsletterSubscriptions)
    .set({ ...changes, status: "pending", unsubscribedAt: null })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Uses a confirmation token once: true when a pending, unexpired subscription matched. */
export async function confirmSubscription(orm: Orm, tokenHash: string, now: Date) {
  const rows = await orm
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        eq(newsletterSubscriptions.status, "pending"),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** True when the token belongs to a subscription, which is now (or already was) ended. */
export async function unsubscribe(orm: Orm, tokenHash: string, now: Date) {
  const rows = await orm
    .update(newsletterSubscriptions)
    .set({
      status: "unsubscribed",
      // The first time counts; unsubscribing twice changes nothing.
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
