import { asc, eq, sql } from "drizzle-orm";
import type { Orm } from "../../db/client.ts";
import { plans, type PlanRow } from "./schema.ts";

export function listPlans(orm: Orm): Promise<PlanRow[]> {
  return orm.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findPlanById(orm: Orm, id: string): Promise<PlanRow | undefined> {
  const [row] = await orm.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** Inserts or rewrites each plan by id, so a changed seed reaches existing databases. */
export async function upsertPlans(orm: Orm, rows: (typeof plans.$inferInsert)[]) {
  if (rows.length === 0) return;
  await orm
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceMonthlyCents: sql`excluded.price_monthly_cents`,
        priceYearlyCents: sql`excluded.price_yearly_cents`,
        currency: sql`excluded.currency`,
        deviceLimit: sql`excluded.device_limit`,
        features: sql`excluded.features`,
        highlighted: sql`excluded.highlighted`,
        isTrial: sql`excluded.is_trial`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
