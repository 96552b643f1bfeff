import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportCounts, ImportKind } from "@fleetward/contracts/workspace-imports";
import type { Orm } from "../../../db/client.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { importBatch } from "./batch.ts";
import { importContext } from "./context.ts";
import { findImportById, lockImportForRun, recordBatch, updateImport } from "./store.ts";

/** What the import.finished webhook is told. */
export type ImportFinished = {
  tenantId: string;
  importId: string;
  kind: ImportKind;
  fileName: string;
  status: "finished" | "failed";
  counts: ImportCounts;
};

export type ImportDeps = {
  orm: Orm;
  now: () => Date;
  batchSize: number;
  /** Seals licences' product keys. */
  box: SecretBox;
  /** Called inside the transaction that ends the import (the webhook outbox writes with it). */
  onFinished?: (event: ImportFinished, tx: Orm) => Promise<unknown> | void;
  /** Where a failing onFinished hook is reported (it never fails the import). */
  log?: { error: (context: object, message: string) => void };
};

const active = new Set(["queued", "running"]);

/**
 * Works an import to its end, one transaction per batch: each locks the import, imports the
 * rows from its cursor and moves the cursor in the same commit. A worker that dies mid-batch
 * leaves the batch undone and the cursor before it, so the next run (the job handed out again,
 * or re-queued at start-up) resumes there and never imports a row twice. `maxBatches` stops
 * early (tests use it to stand for an interruption). Answers whether the import is over.
 */
export async function runImport(
  deps: ImportDeps,
  importId: string,
  options: { maxBatches?: number; stopping?: () => boolean } = {},
): Promise<boolean> {
  const row = await findImportById(deps.orm, importId);
  if (!row || !active.has(row.status)) return true;
  const { context, records } = await importContext(deps.orm, row, deps.box);
  const actor = { userId: row.actorUserId, name: row.actorName };
  for (
    let batches = 0;
    options.maxBatches === undefined || batches < options.maxBatches;
    batches++
  ) {
    if (options.stopping?.()) return false;
    const over = await deps.orm.transaction(async (tx) => {
      const current = await lockImportForRun(tx, importId);
      if (!current || !active.has(current.status)) return true;
      const now = deps.now();
      const slice = records.slice(current.cursor, current.cursor + deps.batchSize);
      const scope = { tx, tenantId: current.tenantId, actor, now };
      const result = await importBatch(scope, context, slice);
      const cursor = current.cursor + slice.length;
      const finished = cursor >= records.length;
      await recordBatch(tx, current, { ...result, cursor, finished, now });
      if (finished) await announce(deps, tx, importId);
      return finished;
    });
    if (over) return true;
    // Embedded PGlite runs in this thread and answers without I/O: without a turn of the event
    // loop between batches no request (the progress poll included) is read until the end.
    await nextTurn();
  }
  return false;
}

async function announce(deps: ImportDeps, tx: Orm, importId: string) {
  const row = await findImportById(tx, importId);
  if (!row || !deps.onFinished || (row.status !== "finished" && row.status !== "failed")) return;
  await deps.onFinished(
    {
      tenantId: row.tenantId,
      importId: row.id,
      kind: row.kind,
      fileName: row.fileName,
      status: row.status,
      counts: row.counts,
    },
    tx,
  );
}

/** A batch that cannot be imported (not a row's fault): the import stops with the reason. */
export async function failImport(deps: ImportDeps, importId: string, error: unknown) {
  const now = deps.now();
  await updateImport(deps.orm, importId, {
    status: "failed",
    error: error instanceof Error ? error.message.slice(0, 500) : "The import failed",
    updatedAt: now,
    finishedAt: now,
  });
  try {
    await announce(deps, deps.orm, importId);
  } catch (hookError) {
    deps.log?.error({ err: hookError, importId }, "import.finished hook failed");
  }
}
