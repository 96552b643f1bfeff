import { customFieldLimits } from "@fleetward/contracts/workspace-custom-fields";
import { checkCustomValue } from "@fleetward/contracts/workspace-custom-values";
import type { ImportMapping, ImportNewFieldType } from "@fleetward/contracts/workspace-imports";
import { roleAtLeast, type WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { createWorkspaceCustomField, listWorkspaceCustomFields } from "../custom-fields/service.ts";
import type { WriteScope } from "../history/service.ts";
import { withinBatch } from "./kinds.ts";

/*
 * Columns no field takes, imported into new custom fields (ADR 0042). The mapping names them;
 * they are created in the transaction that starts the run (and in the dry run's, rolled back),
 * and the mapping then points the column at the new field like any other custom field.
 */

/**
 * Refuses new fields the mapping cannot have: not an admin's (403: they change the schema),
 * a column out of range or already mapped, a name given twice or already a field's, or more
 * fields than the workspace may hold (422).
 */
export async function checkNewFields(
  orm: Orm,
  tenantId: string,
  mapping: ImportMapping,
  role: WorkspaceRole | null,
) {
  const wanted = mapping.new_fields ?? [];
  if (wanted.length === 0) return;
  if (!role || !roleAtLeast(role, "admin")) {
    throw new HttpError(403, "new_fields: Only admins can add custom fields from an import");
  }
  const existing = await listWorkspaceCustomFields(orm, tenantId);
  const names = new Set(existing.map((field) => field.name.trim().toLowerCase()));
  const columns = new Set<number>();
  for (const field of wanted) {
    if (field.column >= mapping.columns.length || mapping.columns[field.column] !== null) {
      throw new HttpError(
        422,
        `new_fields: Column ${field.column + 1} is not a column left unmapped`,
      );
    }
    if (columns.has(field.column)) {
      throw new HttpError(422, `new_fields: Column ${field.column + 1} is given twice`);
    }
    const name = field.name.trim().toLowerCase();
    if (names.has(name)) {
      throw new HttpError(422, `new_fields: A custom field named ${field.name} already exists`);
    }
    columns.add(field.column);
    names.add(name);
  }
  if (existing.length + wanted.length > customFieldLimits.perWorkspace) {
    throw new HttpError(
      422,
      `new_fields: A workspace has at most ${customFieldLimits.perWorkspace} custom fields`,
    );
  }
}

/** Creates the mapping's new fields; answers the mapping pointing at them and their names. */
export async function createNewFields(scope: WriteScope, mapping: ImportMapping) {
  const wanted = mapping.new_fields ?? [];
  const columns = [...mapping.columns];
  for (const field of wanted) {
    const created = await createWorkspaceCustomField(withinBatch(scope), {
      name: field.name,
      type: field.type,
    });
    columns[field.column] = `custom:${created.key}`;
  }
  return {
    mapping: { ...mapping, columns, new_fields: [] } satisfies ImportMapping,
    names: wanted.map((field) => field.name),
  };
}

/**
 * The narrowest custom-field type every non-empty value fits, by the same rules the import
 * then checks the values with (text when nothing narrower fits).
 */
export function inferFieldType(values: readonly string[]): ImportNewFieldType {
  const filled = values.filter((value) => value !== "");
  if (filled.length === 0) return "text";
  const narrower = ["boolean", "number", "date", "url"] as const;
  const fits = (type: ImportNewFieldType) =>
    filled.every((value) => !("problem" in checkCustomValue({ type, options: [] }, value)));
  return narrower.find(fits) ?? "text";
}
