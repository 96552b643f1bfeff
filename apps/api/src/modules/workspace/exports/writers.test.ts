import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import type { Cell } from "./sources.ts";
import { csvOptions, csvText, exportFile } from "./writers.ts";

/*
 * The CSV writer writes a batch of lines as one chunk (docs/decisions/0031); the file is the
 * one csv-stringify writes as one stream, byte for byte: the BOM, CRLF, RFC 4180 quoting (a
 * field with any line break quoted), formulas defused.
 */

const headers = ["asset_tag", "=name", "notes"];
const lines: Cell[][] = [
  ["FW-1", 'a "quoted", comma', "two\r\nlines"],
  ["FW-2", "=HYPERLINK(1)", "-2+3"],
  [null, -5, true],
  ["", false, "line\nfeed and \r return"],
  ["é ü 漢字", 1.25, "@SUM(A1)"],
];

async function text(batches: Cell[][][]) {
  async function* source() {
    yield* batches;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of exportFile("csv", "assets", headers, source(), new Date())) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

describe("the CSV writer", () => {
  it("writes what csv-stringify writes in one go, batch after batch", async () => {
    const expected = stringify(
      [headers, ...lines].map((line) => line.map(csvText)),
      { bom: true, ...csvOptions },
    );
    // A lone LF or CR is quoted like a CRLF: the line stays one record for every reader.
    expect(expected).toContain('"line\nfeed and \r return"');
    expect((await text([lines.slice(0, 2), [], lines.slice(2)])).toString("utf8")).toBe(expected);
    expect((await text([])).toString("utf8")).toBe(
      stringify([headers.map(csvText)], { bom: true, ...csvOptions }),
    );
  });
});
