import type { Orm } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";

/** Returns true when a row was written, false when the address was already subscribed. */
export async function insertSubscriptionIfAbsent(
  orm: Orm,
  subscription: { email: string; locale: string },
): Promise<boolean> {
  const rows = await orm
    .insert(newsletterSubscriptions)
    .values(subscription)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
