import { once } from "node:events";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { toCsvCell, type ExportFormat } from "@fleetward/contracts/workspace-exports";
import type { Cell } from "./sources.ts";

/*
 * The two file formats, written as a stream: csv-stringify for CSV (RFC 4180 quoting, UTF-8
 * with a BOM so spreadsheet programs read accents right) and exceljs' streaming workbook writer
 * for XLSX (rows are committed to the zip as they come, never held as a whole workbook).
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

async function writeOrWait(stream: Writable, chunk: unknown) {
  if (!stream.write(chunk)) await once(stream, "drain");
}

type Lines = AsyncIterable<Cell[][]>;

function csvFile(headers: readonly string[], lines: Lines): Readable {
  const out = stringify({ bom: true, record_delimiter: "\r\n" });
  void (async () => {
    await writeOrWait(
      out,
      headers.map((header) => csvText(header)),
    );
    for await (const page of lines) {
      for (const line of page) await writeOrWait(out, line.map(csvText));
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * XLSX keeps types: numbers and yes/no as such, everything else as text — dates stay ISO
 * text, amounts stay exact decimal text. A text cell is never a formula in XLSX, so it needs
 * no apostrophe.
 */
function xlsxFile(sheetName: string, headers: readonly string[], lines: Lines): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  void (async () => {
    const header = sheet.addRow([...headers]);
    header.font = { bold: true };
    header.commit();
    for await (const page of lines) {
      for (const line of page) sheet.addRow(line).commit();
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
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
): Readable {
  return format === "csv" ? csvFile(headers, lines) : xlsxFile(sheetName, headers, lines);
}
