import type { Orm } from "../../../db/client.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { listWorkspaceCustomFields } from "../custom-fields/service.ts";
import { duplicateRows, rowNumber, type DataRecord, type ImportContext } from "./batch.ts";
import { readPersonRow } from "./people.ts";
import { statusChoices } from "./statuses.ts";
import { storedRows, type ImportRecord } from "./store.ts";

/** A people file's rows by e-mail and by lower-cased name (the first row of each wins). */
function peopleRows(records: readonly DataRecord[], row: ImportRecord) {
  const rows = new Map<string, DataRecord>();
  if (row.kind !== "people") return rows;
  for (const record of records) {
    const read = readPersonRow(record.cells, record.row, row.mapping, row.headers).row;
    for (const key of [read.email, read.name?.toLowerCase()]) {
      if (key && !rows.has(key)) rows.set(key, record);
    }
  }
  return rows;
}

/** What every batch of this import shares, and its data records. */
export async function importContext(orm: Orm, row: ImportRecord, box: SecretBox) {
  const fields = row.kind === "assets" ? await listWorkspaceCustomFields(orm, row.tenantId) : [];
  const records: DataRecord[] = (await storedRows(orm, row)).map((cells, index) => ({
    row: rowNumber(index),
    cells,
  }));
  const context: ImportContext = {
    kind: row.kind,
    box,
    fileName: row.fileName,
    headers: row.headers,
    mapping: row.mapping,
    fields: new Map(fields.map((field) => [field.key, field])),
    statusChoices: statusChoices(row.mapping),
    duplicates: duplicateRows(records, row.mapping, row.kind),
    peopleRows: peopleRows(records, row),
    createdEarly: new Map(),
  };
  return { context, records };
}
