import { asc, eq } from "drizzle-orm";
import { incomingValues } from "../../../db/rows.ts";
import type { Orm } from "../../../db/client.ts";
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
      set: incomingValues(plans, [
        "name",
        "description",
        "priceMonthlyCents",
        "priceYearlyCents",
        "currency",
        "deviceLimit",
        "features",
        "highlighted",
        "isTrial",
        "sortOrder",
      ]),
    });
}
