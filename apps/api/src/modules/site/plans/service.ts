import type { Plan } from "@fleetward/contracts/plans";
import type { Orm } from "../../../db/client.ts";
import { listPlans } from "./repository.ts";
import type { PlanRow } from "./schema.ts";

/** The plans as stored, for billing and trials. */
export { findPlanById, listPlans } from "./repository.ts";
export type { PlanRow };

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_monthly_cents: row.priceMonthlyCents,
    price_yearly_cents: row.priceYearlyCents,
    currency: "EUR",
    device_limit: row.deviceLimit,
    features: row.features,
    highlighted: row.highlighted,
    is_trial: row.isTrial,
  };
}

export async function planList(orm: Orm): Promise<{ items: Plan[] }> {
  return { items: (await listPlans(orm)).map(toPlan) };
}
