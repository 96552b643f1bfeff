import type { Orm } from "../../../db/client.ts";
import { listWorkspaceCustomFields } from "../custom-fields/service.ts";
import { duplicateRows, rowNumber, type DataRecord, type ImportContext } from "./batch.ts";
import { storedRows } from "./csv.ts";
import type { ImportRecord } from "./store.ts";

/** What every batch of this import shares, and its data records. */
export async function importContext(orm: Orm, row: ImportRecord) {
  const fields = await listWorkspaceCustomFields(orm, row.tenantId);
  const records: DataRecord[] = storedRows(row.content).map((cells, index) => ({
    row: rowNumber(index),
    cells,
  }));
  const context: ImportContext = {
    fileName: row.fileName,
    headers: row.headers,
    mapping: row.mapping,
    fields: new Map(fields.map((field) => [field.key, field])),
    duplicates: duplicateRows(records, row.mapping),
  };
  return { context, records };
}
