import type { Orm } from "../../../db/client.ts";
import { insertCustomField, setFieldCategories } from "./repository.ts";

/** The sample field of a new workspace: shows what a custom field is on its laptops. */
const sampleField = {
  key: "cost_centre",
  name: "Cost centre",
  type: "text",
  helpText: "The budget the device is charged to, such as CC-100.",
  category: "Laptops",
} as const;

/**
 * Adds the sample custom field to a workspace being provisioned (inside its transaction);
 * `categoryId` finds one of its categories by name.
 */
export async function provisionCustomFields(
  tx: Orm,
  tenantId: string,
  now: Date,
  categoryId: (name: string) => string | null,
) {
  const { category, ...field } = sampleField;
  // Without its category the sample would apply to every asset: better none at all.
  const laptops = categoryId(category);
  if (!laptops) return null;
  const row = await insertCustomField(tx, tenantId, {
    ...field,
    options: [],
    required: false,
    isUnique: false,
    position: 0,
    createdAt: now,
    updatedAt: now,
  });
  await setFieldCategories(tx, tenantId, row.id, [laptops]);
  return row;
}
