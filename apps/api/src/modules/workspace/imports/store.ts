import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { imports } from "./schema.ts";

export type ImportRecord = typeof imports.$inferSelect;

/**
 * Every column but the stored rows (up to 50 MB): what the progress poll, the report and the
 * answers to writes read, so a poll every second does not move the whole file each time.
 */
const { content: _content, ...summaryColumns } = getTableColumns(imports);
export type ImportSummary = Omit<ImportRecord, "content">;

export async function insertImport(tx: Orm, values: typeof imports.$inferInsert) {
  const [row] = await tx.insert(imports).values(values).returning(summaryColumns);
  if (!row) throw new Error("import insert returned nothing");
  return row;
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

/** An import of the tenant without its stored rows. */
export async function findImportSummary(
  orm: Orm,
  tenantId: string,
  id: string,
): Promise<ImportSummary | undefined> {
  const [row] = await orm
    .select(summaryColumns)
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return row;
}

/** The import a job names, locked for its batch (the worker is not in a request's tenant). */
export async function lockImportForRun(tx: Orm, id: string) {
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
  const [row] = await orm.select().from(imports).where(eq(imports.id, id));
  return row;
}

export async function updateImport(
  tx: Orm,
  id: string,
  values: Partial<typeof imports.$inferInsert>,
): Promise<ImportSummary> {
  const [row] = await tx
    .update(imports)
    .set(values)
    .where(eq(imports.id, id))
    .returning(summaryColumns);
  if (!row) throw new Error(`import ${id} vanished`);
  return row;
}

/** Moves the cursor past a batch and adds its outcomes, in the batch's transaction. */
export async function recordBatch(
  tx: Orm,
  id: string,
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
      ...(batch.finished ? { finishedAt: batch.now, content: null } : {}),
    })
    .where(eq(imports.id, id));
}

/** Imports a stopped server left queued or running. */
export async function unfinishedImports(orm: Orm): Promise<string[]> {
  const rows = await orm
    .select({ id: imports.id })
    .from(imports)
    .where(inArray(imports.status, ["queued", "running"]));
  return rows.map((row) => row.id);
}
