import type {
  ImportAdded,
  ImportCounts,
  ImportKind,
  ImportMapping,
  ImportRefusal,
  ImportStatusChoice,
  ImportTarget,
} from "@fleetward/contracts/workspace-imports";
import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import type { SecretBox } from "../../../lib/secret-box.ts";
import type { WriteScope } from "../history/service.ts";
import { batchResult, emptyAdded } from "./kinds.ts";
import { importLicensesBatch, readLicenseRow } from "./licenses.ts";
import { importPeopleBatch, readPersonRow } from "./people.ts";
import { readRow, type ImportRow } from "./values.ts";
import { lockAssetsToImport, type AssetToImport } from "../assets/service.ts";
import { keyOf, loadCatalog } from "./refs.ts";
import { resolveStatuses } from "./statuses.ts";
import { createAssets, resolveReferences, updateAssets } from "./writes.ts";

/** What every batch of one import shares. */
export type ImportContext = {
  kind: ImportKind;
  /** Seals licences' product keys (as the licences service does). */
  box: SecretBox;
  fileName: string;
  headers: string[];
  mapping: ImportMapping;
  fields: ReadonlyMap<string, CustomField>;
  /** Assets: the mapping's status choices by lower-cased value. */
  statusChoices: ReadonlyMap<string, ImportStatusChoice>;
  /** Row numbers that repeat an earlier row's asset tag or serial number. */
  duplicates: ReadonlyMap<number, ImportTarget>;
  /** People imports: each row by its e-mail and its lower-cased name (a manager's own row). */
  peopleRows: ReadonlyMap<string, DataRecord>;
  /** People imports: rows created ahead of their turn as another row's manager → person id. */
  createdEarly: Map<number, string>;
};

export type BatchResult = {
  /** One letter per record: c created, u updated, n unchanged, r refused. */
  outcomes: string;
  refusals: ImportRefusal[];
  counts: ImportCounts;
  added: ImportAdded;
};

export type DataRecord = { row: number; cells: string[] };

export { emptyAdded };

/** The file's spreadsheet row number of data record `index` (the header is row 1). */
export const rowNumber = (index: number) => index + 2;

/** The columns no two rows of a file may repeat, by kind. */
const uniqueTargets = {
  assets: ["asset_tag", "serial_number"],
  people: ["employee_number", "email"],
  licenses: ["name"],
} as const satisfies Record<ImportKind, readonly ImportTarget[]>;

/** Rows repeating an earlier row's tag or serial (people: number or e-mail; licences: name). */
export function duplicateRows(
  records: readonly DataRecord[],
  mapping: ImportMapping,
  kind: ImportKind = "assets",
) {
  const duplicates = new Map<number, ImportTarget>();
  for (const target of uniqueTargets[kind]) {
    const column = mapping.columns.indexOf(target);
    if (column < 0) continue;
    const seen = new Set<string>();
    for (const { row, cells } of records) {
      const cell = (cells[column] ?? "").trim();
      const value = target === "email" || target === "name" ? cell.toLowerCase() : cell;
      if (value === "") continue;
      if (seen.has(value) && !duplicates.has(row)) duplicates.set(row, target);
      seen.add(value);
    }
  }
  return duplicates;
}

/** Whether a data row reads without a refused cell (the run's "anything to import?" check). */
export function readsCleanly(context: ImportContext, { row, cells }: DataRecord) {
  if (context.duplicates.has(row)) return false;
  const read =
    context.kind === "people"
      ? readPersonRow(cells, row, context.mapping, context.headers)
      : context.kind === "licenses"
        ? readLicenseRow(cells, row, context.mapping, context.headers)
        : readRow(cells, row, context.mapping, context);
  return read.refusals.length === 0;
}

type Plan = { creates: ImportRow[]; updates: { row: ImportRow; asset: AssetToImport }[] };

/**
 * Imports one batch inside the caller's transaction: reads the rows, refuses what cannot be
 * imported, adds missing catalog entries and people, then inserts the new assets in one
 * statement and updates the matched ones whose values differ.
 */
export async function importBatch(
  scope: WriteScope,
  context: ImportContext,
  records: readonly DataRecord[],
): Promise<BatchResult> {
  if (context.kind === "people") return importPeopleBatch(scope, context, records);
  if (context.kind === "licenses") return importLicensesBatch(scope, context, records);
  const catalog = await loadCatalog(scope.tx, scope.tenantId);

  const refusals: ImportRefusal[] = [];
  const outcome = new Map<number, string>();
  const header = (target: ImportTarget) =>
    context.headers[context.mapping.columns.indexOf(target)] ?? null;
  const refuse = (
    row: number,
    target: ImportTarget,
    reason: ImportRefusal["reason"],
    value?: string,
  ) => {
    refusals.push({ row, column: header(target), reason, value: value ?? null });
    outcome.set(row, "r");
  };

  const read: ImportRow[] = [];
  for (const { row, cells } of records) {
    const result = readRow(cells, row, context.mapping, context);
    const duplicate = context.duplicates.get(row);
    if (result.refusals.length > 0) {
      refusals.push(...result.refusals);
      outcome.set(row, "r");
    } else if (duplicate) {
      refuse(row, duplicate, "duplicate_in_file");
    } else read.push(result.row);
  }
  const statuses = await resolveStatuses(
    scope,
    catalog,
    context.statusChoices,
    read.flatMap((row) => (row.status ? [row.status] : [])),
  );
  const known = read.filter((row) => {
    if (!row.status) return true;
    row.statusLabelId = statuses.ids.get(keyOf(row.status));
    if (!row.statusLabelId) refuse(row.row, "status", "status_unknown", row.status);
    return row.statusLabelId !== undefined;
  });

  const plan = await planRows(scope, context, known, refuse);

  const { refs, added } = await resolveReferences(scope, catalog, [
    ...plan.creates,
    ...plan.updates.map((update) => update.row),
  ]);
  for (const row of await createAssets(scope, context, refs, plan.creates)) outcome.set(row, "c");
  for (const [row, changed] of await updateAssets(scope, context, refs, plan.updates)) {
    outcome.set(row, changed ? "u" : "n");
  }

  return batchResult(records, outcome, refusals, { ...added, labels: statuses.added });
}

/** Matches rows to assets (by tag, then serial) and decides create, update or refuse. */
async function planRows(
  scope: WriteScope,
  context: ImportContext,
  rows: ImportRow[],
  refuse: (
    row: number,
    target: ImportTarget,
    reason: ImportRefusal["reason"],
    value?: string,
  ) => void,
): Promise<Plan> {
  const tags = rows.flatMap((row) => (row.assetTag ? [row.assetTag] : []));
  const serials = rows.flatMap((row) => (row.serialNumber ? [row.serialNumber] : []));
  const existing = await lockAssetsToImport(scope.tx, scope.tenantId, tags, serials);
  const byTag = new Map(existing.map((asset) => [asset.assetTag, asset]));
  const bySerial = new Map(
    existing.flatMap((asset) => (asset.serialNumber ? [[asset.serialNumber, asset]] : [])),
  );
  const plan: Plan = { creates: [], updates: [] };
  for (const row of rows) {
    const tagged = row.assetTag ? byTag.get(row.assetTag) : undefined;
    const serial = row.serialNumber ? bySerial.get(row.serialNumber) : undefined;
    const match = tagged ?? serial;
    if (match && context.mapping.mode === "create") {
      refuse(
        row.row,
        tagged ? "asset_tag" : "serial_number",
        "exists",
        tagged ? row.assetTag : row.serialNumber,
      );
    } else if (match && serial && serial.id !== match.id) {
      refuse(row.row, "serial_number", "serial_taken", row.serialNumber);
    } else if (match) {
      plan.updates.push({ row, asset: match });
    } else plan.creates.push(row);
  }
  return plan;
}
