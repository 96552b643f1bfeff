import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { rowNumber } from "./batch.ts";
import { findImport } from "./store.ts";

const statusWords: Record<string, string> = {
  c: "created",
  u: "updated",
  n: "unchanged",
  r: "refused",
};

/** A CSV cell, quoted when needed and defused against formula injection in spreadsheets. */
function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report of a finished (or running) import: one line per row, one per refused cell. */
export async function importReport(orm: Orm, tenantId: string, id: string) {
  const row = await findImport(orm, tenantId, id);
  if (!row) throw new HttpError(404, "No such import in this workspace");
  const refusals = new Map<number, typeof row.refusals>();
  for (const refusal of row.refusals) {
    refusals.set(refusal.row, [...(refusals.get(refusal.row) ?? []), refusal]);
  }
  const lines = ["row,status,column,reason,value"];
  for (let index = 0; index < row.outcomes.length; index++) {
    const number = rowNumber(index);
    const status = statusWords[row.outcomes[index] ?? "r"] ?? "refused";
    const reasons = refusals.get(number) ?? [];
    if (reasons.length === 0) lines.push([number, status, null, null, null].map(cell).join(","));
    for (const refusal of reasons) {
      lines.push(
        [number, status, refusal.column, refusal.reason, refusal.value].map(cell).join(","),
      );
    }
  }
  return { fileName: row.fileName.replace(/\.[^.]*$/, ""), csv: `${lines.join("\r\n")}\r\n` };
}
