import { PassThrough, Readable } from "node:stream";
import { toCsvCell, type ExportFormat } from "@fleetward/contracts/workspace-exports";
import type { Cell } from "./sources.ts";
import { writeXlsx } from "./xlsx-writer.ts";

/*
 * The two file formats, written as a stream, a batch of rows at a time: CSV quoted as RFC 4180
 * (and as csv-stringify quoted it), UTF-8 with a BOM so spreadsheet programs read accents
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

/*
 * When csv-stringify (which wrote these files before) quoted a field, with the options it was
 * given (record_delimiter "\r\n", so quote_record_delimiter off): a quote, a comma, a CRLF, or
 * a CR at the end (it would fuse with the line's CRLF). A lone LF or CR inside a field was left
 * unquoted; kept as it was (docs/decisions/0031, which names it as an open question).
 */
const needsQuotes = /[",]|\r\n|\r$/;

/** A field of a CSV line, quoted (quotes doubled) where csv-stringify quoted it. */
export function csvField(cell: Cell): string {
  const text = csvText(cell);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (line: readonly Cell[]) => `${line.map(csvField).join(",")}\r\n`;

type Lines = AsyncIterable<Cell[][]>;

/** Lines per chunk written: strings of a few hundred kilobytes, short-lived and cheap to collect. */
export const chunkLines = 500;

const bom = "\uFEFF";

function csvFile(headers: readonly string[], lines: Lines): Readable {
  async function* chunks() {
    yield Buffer.from(bom + csvLine(headers));
    for await (const batch of lines) {
      for (let start = 0; start < batch.length; start += chunkLines) {
        let text = "";
        for (const line of batch.slice(start, start + chunkLines)) text += csvLine(line);
        yield Buffer.from(text);
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
