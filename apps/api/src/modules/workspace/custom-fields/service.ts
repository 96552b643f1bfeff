import {
  customFieldKeyMaxLength,
  customFieldLimits,
  fieldAppliesTo,
  keyFromName,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldType,
  type CustomFieldUpdate,
} from "@fleetward/contracts/workspace-custom-fields";
import {
  checkCustomValue,
  checkCustomValues,
  type CustomValue,
  type CustomValueProblem,
  type StoredCustomValues,
} from "@fleetward/contracts/workspace-custom-values";
import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { categoryIdsIn } from "../catalog/service.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import {
  deleteCustomField,
  findCustomField,
  fieldRulesByKey,
  insertCustomField,
  keysAndNextPosition,
  listCustomFields,
  lockCustomField,
  setFieldCategories,
  updateCustomField,
  type CustomFieldWithCategories,
} from "./repository.ts";

export { searchableText, uniqueFieldKeys } from "@fleetward/contracts/workspace-custom-values";
export { provisionCustomFields } from "./provisioning.ts";

/**
 * What deleting a field does to the assets that hold a value for it, inside the same
 * transaction: the assets module removes the key (ADR 0022).
 */
export type CustomValuesCleanup = (tx: Orm, tenantId: string, key: string) => Promise<unknown>;

const notFound = () => new HttpError(404, "No such custom field in this workspace");

const uniqueDetails = {
  custom_fields_tenant_name_unique: "name: This workspace already has a custom field by that name",
  custom_fields_tenant_key_unique: "key: This workspace already has a custom field with that key",
};

function toCustomField(row: CustomFieldWithCategories): CustomField {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    options: row.options,
    required: row.required,
    unique: row.isUnique,
    help_text: row.helpText,
    category_ids: row.categoryIds,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The workspace's fields, in form order (by position, then name). */
export async function listWorkspaceCustomFields(orm: Orm, tenantId: string) {
  return (await listCustomFields(orm, tenantId)).map(toCustomField);
}

export async function getWorkspaceCustomField(orm: Orm, tenantId: string, id: string) {
  const row = await findCustomField(orm, tenantId, id);
  if (!row) throw notFound();
  return toCustomField(row);
}

/** The fields an asset of `categoryId` has (null: an asset without a category), in form order. */
export async function fieldsFor(orm: Orm, tenantId: string, categoryId: string | null) {
  const fields = await listWorkspaceCustomFields(orm, tenantId);
  return fields.filter((field) => fieldAppliesTo(field, categoryId));
}

// Writing definitions

/** What a definition's type allows: options only for an option list, no unique yes/no. */
function checkShape(type: CustomFieldType, options: readonly string[], unique: boolean) {
  if (type === "option_list" && options.length === 0) {
    throw new HttpError(422, "options: An option list needs at least one option");
  }
  if (type !== "option_list" && options.length > 0) {
    throw new HttpError(422, "options: Only an option list has options");
  }
  if (type === "boolean" && unique) {
    throw new HttpError(422, "unique: A yes/no field cannot be unique");
  }
}

/** The categories as sent, once each, after checking every one is the workspace's own. */
async function checkCategories({ tx, tenantId }: WriteScope, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const known = await categoryIdsIn(tx, tenantId, wanted);
  if (wanted.some((id) => !known.has(id))) {
    throw new HttpError(422, "category_ids: No such category in this workspace");
  }
  return wanted;
}

/** The key sent, or one made from the name that no field of the workspace has yet. */
function newKey(input: CustomFieldCreate, taken: ReadonlySet<string>) {
  if (input.key !== undefined) {
    if (taken.has(input.key))
      throw new HttpError(409, uniqueDetails.custom_fields_tenant_key_unique);
    return input.key;
  }
  const base = keyFromName(input.name);
  for (let serial = 1; ; serial++) {
    const suffix = serial === 1 ? "" : `_${serial}`;
    const key = `${base.slice(0, customFieldKeyMaxLength - suffix.length)}${suffix}`;
    if (!taken.has(key)) return key;
  }
}

/** Adds a field (admins only, checked by the route). */
export async function createWorkspaceCustomField(request: WriteRequest, input: CustomFieldCreate) {
  return uniqueConflictsAs409(uniqueDetails, () =>
    inWorkspaceWrite(request, async (scope) => {
      const options = input.options ?? [];
      const unique = input.unique ?? false;
      checkShape(input.type, options, unique);
      const categoryIds = await checkCategories(scope, input.category_ids ?? []);
      const existing = await keysAndNextPosition(scope.tx, scope.tenantId);
      if (existing.count >= customFieldLimits.perWorkspace) {
        throw new HttpError(
          409,
          `A workspace has at most ${customFieldLimits.perWorkspace} custom fields`,
        );
      }
      const row = await insertCustomField(scope.tx, scope.tenantId, {
        key: newKey(input, existing.keys),
        name: input.name,
        type: input.type,
        options,
        required: input.required ?? false,
        isUnique: unique,
        helpText: input.help_text || null,
        position: input.position ?? existing.nextPosition,
        createdAt: scope.now,
        updatedAt: scope.now,
      });
      await setFieldCategories(scope.tx, scope.tenantId, row.id, categoryIds);
      return getWorkspaceCustomField(scope.tx, scope.tenantId, row.id);
    }),
  );
}

/** Edits a field; its key and type stay what they were (422 when asked to change). */
export async function editWorkspaceCustomField(
  request: WriteRequest,
  id: string,
  input: CustomFieldUpdate,
) {
  return uniqueConflictsAs409(uniqueDetails, () =>
    inWorkspaceWrite(request, async (scope) => {
      const current = await lockCustomField(scope.tx, scope.tenantId, id);
      if (!current) throw notFound();
      if (input.type !== undefined && input.type !== current.type) {
        throw new HttpError(
          422,
          "type: The type of a field cannot change; add a new field instead",
        );
      }
      if (input.key !== undefined && input.key !== current.key) {
        throw new HttpError(422, "key: The key of a field cannot change");
      }
      checkShape(current.type, input.options ?? current.options, input.unique ?? current.isUnique);
      await updateCustomField(scope.tx, scope.tenantId, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.options !== undefined && { options: input.options }),
        ...(input.required !== undefined && { required: input.required }),
        ...(input.unique !== undefined && { isUnique: input.unique }),
        ...(input.help_text !== undefined && { helpText: input.help_text || null }),
        ...(input.position !== undefined && { position: input.position }),
        updatedAt: scope.now,
      });
      if (input.category_ids !== undefined) {
        const categoryIds = await checkCategories(scope, input.category_ids);
        await setFieldCategories(scope.tx, scope.tenantId, id, categoryIds);
      }
      return getWorkspaceCustomField(scope.tx, scope.tenantId, id);
    }),
  );
}

/**
 * Deletes a field and, in the same transaction, its values (`removeValues`, the assets
 * module's cleanup). Its key is then free for a new field.
 */
export async function deleteWorkspaceCustomField(
  request: WriteRequest,
  id: string,
  removeValues?: CustomValuesCleanup,
) {
  await inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    const row = await deleteCustomField(tx, tenantId, id);
    if (!row) throw notFound();
    await removeValues?.(tx, tenantId, row.key);
  });
}

// Values, for the assets module

/** One 422 naming every refused value: `custom_values.<key>: <why>; …`. */
function refuse(problems: readonly CustomValueProblem[], prefix = "custom_values") {
  const detail = problems.map(({ key, message }) => `${prefix}.${key}: ${message}`).join("; ");
  return new HttpError(422, detail);
}

/**
 * The custom values an asset keeps after a write: `values` as sent (null clears a key) over
 * `previous` (the stored ones, kept only for fields of the asset's category), normalised.
 * 422 naming each refused key: unknown to the workspace, not of the category, of the wrong
 * type, or required and missing. Call it when a write sends custom values or changes the
 * category, inside the write's transaction (`orm` is then its `tx`).
 */
export async function validateCustomValues(
  orm: Orm,
  tenantId: string,
  input: {
    categoryId: string | null;
    values: Readonly<Record<string, CustomValue>>;
    previous?: Readonly<Record<string, unknown>>;
  },
): Promise<StoredCustomValues> {
  const fields = await listWorkspaceCustomFields(orm, tenantId);
  const checked = checkCustomValues(fields, input.categoryId, input.values, input.previous);
  if (checked.problems.length > 0) throw refuse(checked.problems);
  return checked.values;
}

/**
 * List filters on custom fields (key → the value as typed in a query string), as the values
 * an asset must hold: `custom_values @> filters` finds them (422 for an unknown key or a
 * value the field cannot hold). Blank filters are left out.
 */
export async function customValueFilters(
  orm: Orm,
  tenantId: string,
  filters: Readonly<Record<string, string>>,
  prefix = "custom_values",
): Promise<StoredCustomValues> {
  // One small read per filtered list: only the named fields, only how their values are typed.
  const fields = new Map(
    (await fieldRulesByKey(orm, tenantId, Object.keys(filters))).map((rule) => [rule.key, rule]),
  );
  const values: StoredCustomValues = {};
  const problems: CustomValueProblem[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    const field = fields.get(key);
    const checked = field
      ? checkCustomValue(field, raw)
      : { problem: "Not a field of this workspace" };
    if ("problem" in checked) problems.push({ key, message: checked.problem });
    else if (checked.value !== null) values[key] = checked.value;
  }
  if (problems.length > 0) throw refuse(problems, prefix);
  return values;
}
