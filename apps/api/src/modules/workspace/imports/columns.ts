import type { ImportColumnValues } from "@fleetward/contracts/workspace-imports";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { cleanCell } from "./csv.ts";
import { inferFieldType } from "./new-fields.ts";
import { keyOf, loadCatalog } from "./refs.ts";
import { suggestedStatus } from "./statuses.ts";
import { findImport, storedRows } from "./store.ts";

/** The mapping screen lists this many distinct values of a column at most. */
const maxValues = 200;

/**
 * A column's distinct values (case-insensitively, as first written) with their row counts and
 * what the import reads each as a status without a choice, and the custom-field type all its
 * values fit: what the mapping screen offers for the status column and unmapped columns.
 */
export async function columnValues(
  orm: Orm,
  tenantId: string,
  id: string,
  column: number,
): Promise<ImportColumnValues> {
  const row = await findImport(orm, tenantId, id);
  if (!row) throw new HttpError(404, "No such import in this workspace");
  if (column >= row.headers.length) {
    throw new HttpError(422, `column: The file has ${row.headers.length} columns`);
  }
  if (row.status !== "uploaded") {
    throw new HttpError(409, "This import has already been started; its rows are not kept");
  }
  const counts = new Map<string, { value: string; rows: number }>();
  const cells: string[] = [];
  for (const cellsOfRow of await storedRows(orm, row)) {
    const value = cleanCell(cellsOfRow[column]);
    cells.push(value);
    if (value === "") continue;
    const seen = counts.get(keyOf(value)) ?? { value, rows: 0 };
    seen.rows += 1;
    counts.set(keyOf(value), seen);
  }
  const catalog = await loadCatalog(orm, tenantId);
  const values = [...counts.values()].sort((a, b) => b.rows - a.rows);
  return {
    values: values.slice(0, maxValues).map(({ value, rows }) => ({
      value,
      rows,
      suggestion: suggestedStatus(catalog, value),
    })),
    more: values.length > maxValues,
    type: inferFieldType(cells),
  };
}
