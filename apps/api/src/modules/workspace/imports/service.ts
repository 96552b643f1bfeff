import {
  importTargetsByKind,
  type Import,
  type ImportAdded,
  type ImportCounts,
  type ImportDateOrder,
  type ImportDryRun,
  type ImportKind,
  type ImportMapping,
} from "@fleetward/contracts/workspace-imports";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { listWorkspaceCustomFields } from "../custom-fields/service.ts";
import { inWorkspaceWrite, type WriteRequest, type WriteScope } from "../history/service.ts";
import { emptyAdded, importBatch, readsCleanly } from "./batch.ts";
import { importContext } from "./context.ts";
import { formatOf, guessTargets } from "./csv.ts";
import { checkQuota } from "../quotas/service.ts";
import type { WorkspaceRole } from "@fleetward/contracts/workspace-members";
import { checkNewFields, createNewFields } from "./new-fields.ts";
import { loadCatalog } from "./refs.ts";
import {
  chunkRows,
  countStoredUploads,
  findImport,
  insertChunks,
  insertImport,
  updateImport,
  type ImportRecord,
} from "./store.ts";
import { readUpload } from "./upload.ts";
import { parseDate } from "./values.ts";

export { countStoredUploads, removeUploadsBefore } from "./store.ts";
export { importReport } from "./report.ts";
export { failImport, runImport, type ImportDeps, type ImportFinished } from "./run.ts";

/** Dry runs and the run read the file in batches of this many rows. */
export const defaultBatchSize = 500;
const maxRefusalsShown = 1000;

const notFound = () => new HttpError(404, "No such import in this workspace");

export function toImport(row: ImportRecord): Import {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    format: row.format as Import["format"],
    headers: row.headers,
    mapping: row.mapping,
    status: row.status,
    total_rows: row.totalRows,
    rows_done: row.cursor,
    counts: row.counts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Day-first unless a date cell of a date column (in the first rows) can only be month-first. */
function guessDateOrder(
  rows: string[][],
  columns: ImportMapping["columns"],
  fallback: ImportDateOrder,
) {
  const dateColumns = columns.flatMap((target, index) =>
    target === "purchase_date" || target === "warranty_end" || target === "expires_on"
      ? [index]
      : [],
  );
  for (const row of rows) {
    for (const column of dateColumns) {
      const value = row[column] ?? "";
      if (parseDate(value, "dmy") && !parseDate(value, "mdy")) return "dmy";
      if (parseDate(value, "mdy") && !parseDate(value, "dmy")) return "mdy";
    }
  }
  return fallback;
}

/** Refuses an upload before its file is read when the stored-imports quota is used up. */
export async function checkRoomForUpload(orm: Orm, tenantId: string, limit: number) {
  checkQuota("stored_imports", await countStoredUploads(orm, tenantId), limit);
}

/**
 * Stores an uploaded file with its recognised mapping; refused files store nothing. The body is
 * read as it arrives (rows spooled to a temporary file), then stored in one transaction.
 */
export async function uploadImport(
  request: WriteRequest,
  input: {
    fileName: string;
    body: AsyncIterable<Buffer | string>;
    dateOrder?: ImportDateOrder;
    kind?: ImportKind;
    /** The workspace's stored-imports quota (uploads not yet run). */
    storedImportsLimit: number;
  },
): Promise<Import> {
  const limit = input.storedImportsLimit;
  const { headers, sample, totalRows, spool } = await readUpload(input.body);
  const kind = input.kind ?? "assets";
  try {
    return await inWorkspaceWrite(request, async ({ tx, tenantId, actor, now }) => {
      // Checked again here: two uploads at once may both have passed the check before reading.
      checkQuota("stored_imports", await countStoredUploads(tx, tenantId), limit);
      const fields = kind === "assets" ? await listWorkspaceCustomFields(tx, tenantId) : [];
      const columns = guessTargets(headers, fields, kind);
      const mapping: ImportMapping = {
        columns,
        mode: "create_update",
        date_order: guessDateOrder(sample, columns, input.dateOrder ?? "dmy"),
      };
      const row = await insertImport(tx, {
        tenantId,
        actorUserId: actor.userId,
        actorName: actor.name,
        kind,
        fileName: input.fileName,
        format: formatOf(headers, kind),
        headers,
        totalRows,
        mapping,
        createdAt: now,
        updatedAt: now,
      });
      await insertChunks(tx, row, spool.chunks(chunkRows));
      return toImport(row);
    });
  } finally {
    await spool.discard();
  }
}

export async function getImport(orm: Orm, tenantId: string, id: string): Promise<Import> {
  const row = await findImport(orm, tenantId, id);
  if (!row) throw notFound();
  return toImport(row);
}

async function uploadedImport(scope: WriteScope, id: string) {
  const row = await findImport(scope.tx, scope.tenantId, id, { lock: true });
  if (!row) throw notFound();
  if (row.status !== "uploaded") {
    throw new HttpError(
      409,
      "This import has already been started; upload the file again to change it",
    );
  }
  return row;
}

export async function editImportMapping(
  request: WriteRequest,
  id: string,
  mapping: ImportMapping,
  role: WorkspaceRole | null,
) {
  return inWorkspaceWrite(request, async (scope) => {
    const row = await uploadedImport(scope, id);
    await checkAssetChoices(scope, row, mapping, role);
    if (mapping.columns.length !== row.headers.length) {
      throw new HttpError(422, `columns: Give one target per column (${row.headers.length})`);
    }
    const fields =
      row.kind === "assets" ? await listWorkspaceCustomFields(scope.tx, scope.tenantId) : [];
    const keys = new Set(fields.map((field) => `custom:${field.key}`));
    const unknown = mapping.columns.find(
      (target) => target?.startsWith("custom:") && !keys.has(target),
    );
    if (unknown)
      throw new HttpError(422, `columns: No custom field ${unknown.slice(7)} in this workspace`);
    const offered: readonly string[] = importTargetsByKind[row.kind];
    const foreign = mapping.columns.find(
      (target) => target && !target.startsWith("custom:") && !offered.includes(target),
    );
    if (foreign) throw new HttpError(422, `columns: ${row.kind} have no field ${foreign}`);
    const targets = mapping.columns.filter(Boolean);
    if (new Set(targets).size !== targets.length) {
      throw new HttpError(422, "columns: Each field can take one column only");
    }
    return toImport(await updateImport(scope.tx, row.id, { mapping, updatedAt: scope.now }));
  });
}

/** The status choices and new fields: assets only, labels of this workspace (ADR 0042). */
async function checkAssetChoices(
  scope: WriteScope,
  row: ImportRecord,
  mapping: ImportMapping,
  role: WorkspaceRole | null,
) {
  const statuses = Object.values(mapping.statuses ?? {});
  if (row.kind !== "assets" && (statuses.length > 0 || (mapping.new_fields ?? []).length > 0)) {
    throw new HttpError(422, `statuses: Only an asset import maps status values and new fields`);
  }
  const labels = new Set((await loadCatalog(scope.tx, scope.tenantId)).labels.values());
  if (statuses.some((choice) => "label_id" in choice && !labels.has(choice.label_id))) {
    throw new HttpError(422, "statuses: No such status label in this workspace");
  }
  await checkNewFields(scope.tx, scope.tenantId, mapping, role);
}

export const addCounts = (a: ImportCounts, b: ImportCounts): ImportCounts => ({
  created: a.created + b.created,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
  refused: a.refused + b.refused,
});

const mergeAdded = (a: ImportAdded, b: ImportAdded): ImportAdded => ({
  manufacturers: [...a.manufacturers, ...b.manufacturers],
  models: [...a.models, ...b.models],
  categories: [...a.categories, ...b.categories],
  locations: [...a.locations, ...b.locations],
  people: [...a.people, ...b.people],
  labels: [...(a.labels ?? []), ...(b.labels ?? [])],
  fields: [...(a.fields ?? []), ...(b.fields ?? [])],
});

class RolledBack extends Error {
  readonly result: ImportDryRun;
  constructor(result: ImportDryRun) {
    super("dry run rolled back");
    this.result = result;
  }
}

/**
 * The import, really executed batch by batch inside one transaction that is then rolled back:
 * the counts, the entries added and the refusals are exactly what the run will do now.
 */
export async function dryRunImport(
  request: WriteRequest,
  box: SecretBox,
  id: string,
  batchSize = defaultBatchSize,
) {
  try {
    await inWorkspaceWrite(request, async (scope) => {
      const uploaded = await uploadedImport(scope, id);
      const fields = await createNewFields(scope, uploaded.mapping);
      const row = { ...uploaded, mapping: fields.mapping };
      const { context, records } = await importContext(scope.tx, row, box);
      let result: ImportDryRun = {
        counts: { created: 0, updated: 0, unchanged: 0, refused: 0 },
        added: { ...emptyAdded(), fields: fields.names },
        refusals: [],
      };
      for (let start = 0; start < records.length; start += batchSize) {
        const batch = await importBatch(scope, context, records.slice(start, start + batchSize));
        result = {
          counts: addCounts(result.counts, batch.counts),
          added: mergeAdded(result.added, batch.added),
          refusals: [...result.refusals, ...batch.refusals].slice(0, maxRefusalsShown),
        };
      }
      throw new RolledBack(result);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
  throw new Error("dry run did not roll back");
}

/** Queues the import for the background worker; 422 when no row could be imported. */
export async function startImport(
  request: WriteRequest,
  box: SecretBox,
  id: string,
  enqueue: (id: string) => Promise<void>,
) {
  const started = await inWorkspaceWrite(request, async (scope) => {
    const uploaded = await uploadedImport(scope, id);
    // The new fields exist from here on; the run maps their columns like any custom field's.
    const { mapping } = await createNewFields(scope, uploaded.mapping);
    const row = { ...uploaded, mapping };
    const { context, records } = await importContext(scope.tx, row, box);
    const readable = records.some((record) => readsCleanly(context, record));
    if (!readable) {
      throw new HttpError(
        422,
        "file: No row of this file can be imported with this mapping; see the dry run",
      );
    }
    return toImport(
      await updateImport(scope.tx, row.id, { status: "queued", mapping, updatedAt: scope.now }),
    );
  });
  await enqueue(started.id);
  return started;
}
