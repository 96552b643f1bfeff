import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { toCsvCell, type ExportFormat } from "@fleetward/contracts/workspace-exports";
import type { Cell } from "./sources.ts";
import { writeXlsx } from "./xlsx-writer.ts";

/*
 * The two file formats, written as a stream, a batch of rows at a time: CSV by csv-stringify
 * (RFC 4180), UTF-8 with a BOM so spreadsheet programs read accents
 * right, and XLSX through xlsx-writer.ts (rows are compressed into the zip as they come,
 * never held as a whole workbook). Both pull the next batch only when the client has taken
 * the last (docs/decisions/0031).
 */

/**
 * A CSV cell as text. Text that a spreadsheet would run as a formula gets a leading apostrophe
 * (the import takes it off again); numbers are written as numbers, so `-5` stays `-5`.
 */
export function csvText(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "boolean") return cell ? "true" : "false";
  return toCsvCell(cell);
}

/**
 * csv-stringify's options for every CSV file: CRLF as RFC 4180 says, and any field holding a
 * line break quoted, a lone LF or CR too (by default only CRLF is, and a note with a bare
 * newline would break its line for Excel and for our own import).
 */
export const csvOptions = { record_delimiter: "\r\n", quoted_match: /[\r\n]/ } as const;

/** Lines as CSV text, by the library: one call per chunk rather than one stream event per line. */
const csvLines = (lines: readonly (readonly Cell[])[]) =>
  stringify(
    lines.map((line) => line.map(csvText)),
    csvOptions,
  );

type Lines = AsyncIterable<Cell[][]>;

/** Lines per chunk written: strings of a few hundred kilobytes, short-lived and cheap to collect. */
export const chunkLines = 500;

const bom = "\uFEFF";

function csvFile(headers: readonly string[], lines: Lines): Readable {
  async function* chunks() {
    yield Buffer.from(bom + csvLines([headers]));
    for await (const batch of lines) {
      for (let start = 0; start < batch.length; start += chunkLines) {
        yield Buffer.from(csvLines(batch.slice(start, start + chunkLines)));
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * XLSX keeps types: numbers and yes/no as such, everything else as text — dates stay ISO
 * text, amounts stay exact decimal text. A text cell is never a formula in XLSX, so it needs
 * no apostrophe.
 */
function xlsxFile(sheetName: string, headers: readonly string[], lines: Lines, now: Date) {
  const out = new PassThrough();
  writeXlsx(out, sheetName, headers, lines, now).catch((error: unknown) =>
    out.destroy(error as Error),
  );
  return out;
}

export const contentTypes: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The file of an export, as a stream to send. */
export function exportFile(
  format: ExportFormat,
  sheetName: string,
  headers: readonly string[],
  lines: Lines,
  now: Date,
): Readable {
  return format === "csv" ? csvFile(headers, lines) : xlsxFile(sheetName, headers, lines, now);
}
