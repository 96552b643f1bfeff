import type { Orm } from "../../../db/client.ts";
import { planContent } from "./content.ts";
import { upsertPlans } from "./repository.ts";

/** Writes the plans; idempotent, safe on every start and on several instances. */
export async function seedPlans(orm: Orm) {
  await upsertPlans(orm, planContent);
}
