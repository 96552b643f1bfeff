import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { importChunks, imports } from "./schema.ts";

export type ImportRecord = typeof imports.$inferSelect;
/** An import as its chunks are found: by workspace, then import. */
type ImportRef = Pick<ImportRecord, "id" | "tenantId">;
const chunksOf = ({ id, tenantId }: ImportRef) =>
  and(eq(importChunks.tenantId, tenantId), eq(importChunks.importId, id));

/** Data rows per stored chunk (~500 KB of JSON for a wide file). */
export const chunkRows = 1000;
/** Chunks read per query when the rows are loaded back. */
const chunksPerRead = 10;

export async function insertImport(tx: Orm, values: typeof imports.$inferInsert) {
  const [row] = await tx.insert(imports).values(values).returning();
  if (!row) throw new Error("import insert returned nothing");
  return row;
}

/** Stores the upload's rows chunk by chunk (each a JSON array of `chunkRows` rows). */
export async function insertChunks(tx: Orm, ref: ImportRef, chunks: AsyncIterable<string>) {
  let firstRow = 0;
  for await (const rows of chunks) {
    await tx
      .insert(importChunks)
      .values({ tenantId: ref.tenantId, importId: ref.id, firstRow, rows });
    firstRow += chunkRows;
  }
}

/** Every data row of an import, read back a few chunks per query. */
export async function storedRows(orm: Orm, ref: ImportRef): Promise<string[][]> {
  const rows: string[][] = [];
  for (let after = -1; ;) {
    const page = await orm
      .select({ firstRow: importChunks.firstRow, rows: importChunks.rows })
      .from(importChunks)
      .where(and(chunksOf(ref), gt(importChunks.firstRow, after)))
      .orderBy(asc(importChunks.firstRow))
      .limit(chunksPerRead);
    for (const chunk of page) rows.push(...(JSON.parse(chunk.rows) as string[][]));
    const last = page.at(-1);
    if (!last || page.length < chunksPerRead) return rows;
    after = last.firstRow;
  }
}

export async function findImport(
  orm: Orm,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportRecord | undefined> {
  const query = orm
    .select()
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The import a job names, locked for its batch (the worker is not in a request's tenant). */
export async function lockImportForRun(tx: Orm, id: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the import job (in no workspace) names its import by id
  const [row] = await tx
    .select({
      id: imports.id,
      tenantId: imports.tenantId,
      status: imports.status,
      cursor: imports.cursor,
    })
    .from(imports)
    .where(eq(imports.id, id))
    .for("update");
  return row;
}

export async function findImportById(orm: Orm, id: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the import job (in no workspace) names its import by id
  const [row] = await orm.select().from(imports).where(eq(imports.id, id));
  return row;
}

export async function updateImport(
  tx: Orm,
  id: string,
  values: Partial<typeof imports.$inferInsert>,
): Promise<ImportRecord> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the import job names its import by id; the service passes a row of its workspace
  const [row] = await tx.update(imports).set(values).where(eq(imports.id, id)).returning();
  if (!row) throw new Error(`import ${id} vanished`);
  return row;
}

/** Moves the cursor past a batch and adds its outcomes, in the batch's transaction. */
export async function recordBatch(
  tx: Orm,
  ref: ImportRef,
  batch: {
    cursor: number;
    finished: boolean;
    outcomes: string;
    refusals: unknown[];
    counts: ImportRecord["counts"];
    now: Date;
  },
) {
  const { counts } = batch;
  await tx
    .update(imports)
    .set({
      cursor: batch.cursor,
      status: batch.finished ? "finished" : "running",
      outcomes: sql`${imports.outcomes} || ${batch.outcomes}`,
      refusals: sql`${imports.refusals} || ${JSON.stringify(batch.refusals)}::jsonb`,
      counts: sql`jsonb_build_object(
        'created', (${imports.counts}->>'created')::int + ${counts.created},
        'updated', (${imports.counts}->>'updated')::int + ${counts.updated},
        'unchanged', (${imports.counts}->>'unchanged')::int + ${counts.unchanged},
        'refused', (${imports.counts}->>'refused')::int + ${counts.refused})`,
      updatedAt: batch.now,
      ...(batch.finished ? { finishedAt: batch.now } : {}),
    })
    .where(and(eq(imports.tenantId, ref.tenantId), eq(imports.id, ref.id)));
  // The report is built from outcomes and refusals: the rows are not kept past the end.
  if (batch.finished) await tx.delete(importChunks).where(chunksOf(ref));
}

/** Imports a stopped server left queued or running. */
export async function unfinishedImports(orm: Orm): Promise<string[]> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- at start-up: the unfinished imports of every workspace
  const rows = await orm
    .select({ id: imports.id })
    .from(imports)
    .where(inArray(imports.status, ["queued", "running"]));
  return rows.map((row) => row.id);
}

/** Uploads of the workspace not yet run (the stored-imports quota counts these). */
export async function countStoredUploads(orm: Orm, tenantId: string) {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.status, "uploaded")));
  return row?.total ?? 0;
}

/** Removes, in every workspace, uploads not run since before `cutoff`, with their rows. */
export async function removeUploadsBefore(orm: Orm, cutoff: Date) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- the upkeep job covers every workspace
  const removed = await orm
    .delete(imports)
    .where(and(eq(imports.status, "uploaded"), lt(imports.createdAt, cutoff)))
    .returning({ id: imports.id });
  return removed.length;
}
