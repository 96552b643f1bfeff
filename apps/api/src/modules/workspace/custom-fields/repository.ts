import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { customFieldCategories, customFields } from "./schema.ts";

/* Every query takes the tenant id and filters by it. */

export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldValues = Omit<typeof customFields.$inferInsert, "id" | "tenantId">;
/** A definition with the categories it applies to (none: every category). */
export type CustomFieldWithCategories = CustomFieldRow & { categoryIds: string[] };

const inTenant = (tenantId: string, id: string) =>
  and(eq(customFields.tenantId, tenantId), eq(customFields.id, id));

/** The categories of the tenant's fields, by field id (two queries, no aggregate). */
async function categoriesByField(orm: Orm, tenantId: string, fieldIds: string[]) {
  const byField = new Map<string, string[]>();
  if (fieldIds.length === 0) return byField;
  const rows = await orm
    .select({
      fieldId: customFieldCategories.fieldId,
      categoryId: customFieldCategories.categoryId,
    })
    .from(customFieldCategories)
    .where(
      and(
        eq(customFieldCategories.tenantId, tenantId),
        inArray(customFieldCategories.fieldId, fieldIds),
      ),
    )
    .orderBy(asc(customFieldCategories.categoryId));
  for (const { fieldId, categoryId } of rows) {
    byField.set(fieldId, [...(byField.get(fieldId) ?? []), categoryId]);
  }
  return byField;
}

const withCategories = async (
  orm: Orm,
  tenantId: string,
  rows: CustomFieldRow[],
): Promise<CustomFieldWithCategories[]> => {
  const categories = await categoriesByField(
    orm,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, categoryIds: categories.get(row.id) ?? [] }));
};

/** The tenant's fields in form order: by position, then name. */
export async function listCustomFields(orm: Orm, tenantId: string) {
  const rows = await orm
    .select()
    .from(customFields)
    .where(eq(customFields.tenantId, tenantId))
    .orderBy(asc(customFields.position), asc(customFields.name), asc(customFields.id));
  return withCategories(orm, tenantId, rows);
}

/** How the named fields' values are typed (no categories): what a filter by value needs. */
export async function fieldRulesByKey(orm: Orm, tenantId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return orm
    .select({ key: customFields.key, type: customFields.type, options: customFields.options })
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), inArray(customFields.key, keys)));
}

export async function findCustomField(orm: Orm, tenantId: string, id: string) {
  const rows = await orm.select().from(customFields).where(inTenant(tenantId, id));
  const [row] = await withCategories(orm, tenantId, rows);
  return row;
}

/** Locks the field's row until the transaction ends, so two edits do not interleave. */
export async function lockCustomField(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm.select().from(customFields).where(inTenant(tenantId, id)).for("update");
  return row;
}

export async function insertCustomField(orm: Orm, tenantId: string, values: CustomFieldValues) {
  return insertedRow(
    await orm
      .insert(customFields)
      .values({ ...values, tenantId })
      .returning(),
    "custom_fields",
  );
}

export async function updateCustomField(
  orm: Orm,
  tenantId: string,
  id: string,
  values: Partial<CustomFieldValues>,
) {
  const [row] = await orm
    .update(customFields)
    .set(values)
    .where(inTenant(tenantId, id))
    .returning();
  return row;
}

export async function deleteCustomField(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm.delete(customFields).where(inTenant(tenantId, id)).returning();
  return row;
}

/** Replaces the categories a field applies to. */
export async function setFieldCategories(
  orm: Orm,
  tenantId: string,
  fieldId: string,
  categoryIds: readonly string[],
) {
  await orm
    .delete(customFieldCategories)
    .where(
      and(eq(customFieldCategories.tenantId, tenantId), eq(customFieldCategories.fieldId, fieldId)),
    );
  if (categoryIds.length === 0) return;
  await orm
    .insert(customFieldCategories)
    .values(categoryIds.map((categoryId) => ({ tenantId, fieldId, categoryId })));
}

/** The tenant's keys in use, and the next position after its last field. */
export async function keysAndNextPosition(orm: Orm, tenantId: string) {
  const keys = await orm
    .select({ key: customFields.key })
    .from(customFields)
    .where(eq(customFields.tenantId, tenantId));
  const [last] = await orm
    .select({ position: max(customFields.position) })
    .from(customFields)
    .where(eq(customFields.tenantId, tenantId));
  return {
    keys: new Set(keys.map((row) => row.key)),
    count: keys.length,
    nextPosition: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
  };
}
