import { emailAddress } from "@fleetward/contracts/form-fields";
import type {
  ImportAdded,
  ImportField,
  ImportMapping,
  ImportReason,
  ImportRefusal,
} from "@fleetward/contracts/workspace-imports";
import type { z } from "zod";
import { HttpError } from "../../../lib/http-error.ts";
import type { WriteRequest, WriteScope } from "../history/service.ts";
import type { BatchResult, DataRecord, ImportContext } from "./batch.ts";
import { cleanCell } from "./csv.ts";

/*
 * What the people and licence imports share (the asset import keeps its own bulk path, ADR
 * 0030): rows read through the mapping into fields, each row written through the owning
 * module's service in a savepoint of the batch's transaction, so a row the service refuses
 * leaves nothing and the rest of the batch goes on.
 */

export const emptyAdded = (): ImportAdded => ({
  manufacturers: [],
  models: [],
  categories: [],
  locations: [],
  people: [],
});

/** Text fields longer than this are refused rather than cut. */
export const maxText = 500;

/** The cells a row maps, by target (empty cells give nothing: an update keeps the value). */
export function mappedCells(cells: readonly string[], mapping: ImportMapping) {
  const values = new Map<ImportField, { value: string; column: number }>();
  mapping.columns.forEach((target, column) => {
    const value = cleanCell(cells[column]);
    if (!target || target.startsWith("custom:") || value === "") return;
    values.set(target as ImportField, { value, column });
  });
  return values;
}

/**
 * A batch's result from one outcome letter per row (c created, u updated, n unchanged,
 * r refused; a row without one was refused), for every kind of import.
 */
export function batchResult(
  records: readonly DataRecord[],
  outcome: ReadonlyMap<number, string>,
  refusals: ImportRefusal[],
  added: BatchResult["added"],
): BatchResult {
  const outcomes = records.map(({ row }) => outcome.get(row) ?? "r").join("");
  const count = (letter: string) => outcomes.split(letter).length - 1;
  return {
    outcomes,
    refusals,
    counts: {
      created: count("c"),
      updated: count("u"),
      unchanged: count("n"),
      refused: count("r"),
    },
    added,
  };
}

/** Collects a batch's refusals and one outcome letter per row. */
export function batchLedger(headers: readonly string[], mapping: ImportMapping) {
  const refusals: ImportRefusal[] = [];
  const outcome = new Map<number, string>();
  const columnOf = (target: ImportField | null) =>
    target === null ? null : (headers[mapping.columns.indexOf(target)] ?? null);
  return {
    refusals,
    outcome,
    refuse(row: number, target: ImportField | null, reason: ImportReason, value?: string | null) {
      refusals.push({ row, column: columnOf(target), reason, value: value ?? null });
      outcome.set(row, "r");
    },
    result: (records: readonly DataRecord[], added: BatchResult["added"]) =>
      batchResult(records, outcome, refusals, added),
  };
}

/** The rows of a batch that read cleanly and repeat no earlier row; the others are refused. */
export function readRecords<Row>(
  context: ImportContext,
  ledger: ReturnType<typeof batchLedger>,
  records: readonly DataRecord[],
  read: (
    cells: readonly string[],
    row: number,
    mapping: ImportMapping,
    headers: readonly string[],
  ) => { row: Row; refusals: ImportRefusal[] },
): Row[] {
  const rows: Row[] = [];
  for (const { row, cells } of records) {
    const result = read(cells, row, context.mapping, context.headers);
    const duplicate = context.duplicates.get(row);
    if (result.refusals.length > 0) {
      ledger.refusals.push(...result.refusals);
      ledger.outcome.set(row, "r");
    } else if (duplicate) ledger.refuse(row, duplicate as ImportField, "duplicate_in_file");
    else rows.push(result.row);
  }
  return rows;
}

/** A write request for a service call inside the batch's transaction (a savepoint). */
export const withinBatch = (scope: WriteScope): WriteRequest => ({
  orm: scope.tx,
  now: scope.now,
  actor: scope.actor,
  open: () => Promise.resolve({ workspace: { id: scope.tenantId } }),
});

/** The first problem a contract schema finds in a row's input, as the field it concerns. */
export function firstIssue(error: z.ZodError): string | null {
  const path = error.issues[0]?.path[0];
  return typeof path === "string" ? path : null;
}

/** A service's 4xx names its field first ("currency: …"); anything else is not the row's. */
export function refusedField(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.statusCode >= 500) return null;
  return /^([a-z_]+):/.exec(error.message)?.[1] ?? "";
}

/** An address the forms would take (the contract's rule), lower-cased; null for any other. */
export function emailOf(value: string): string | null {
  const parsed = emailAddress().safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const lowerKey = (value: string) => value.trim().toLowerCase();
