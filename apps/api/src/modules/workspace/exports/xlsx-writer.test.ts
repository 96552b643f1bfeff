import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { crc32, inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { Cell } from "./sources.ts";
import { writeXlsx } from "./xlsx-writer.ts";

/*
 * The XLSX writer writes what exceljs' streaming writer wrote (the export used it until
 * docs/decisions/0031): every part of the package the same, byte for byte, but the creation
 * time; and the zip is one any reader opens (central directory, sizes, CRCs).
 */

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a zip by name, read through its central directory, each CRC checked. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, nameLength] = [
      zip.readUInt32LE(at + 16),
      zip.readUInt32LE(at + 20),
      zip.readUInt16LE(at + 28),
    ];
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength).replace(/^\//, "");
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect(crc32(data)).toBe(crc);
    parts.set(name, data.toString("utf8"));
    at += 46 + nameLength + extra;
  }
  return parts;
}

const headers = ["asset_tag", "name & <notes>", "custom:ram_gb", "insured", "Coût", "last"];
const lines: Cell[][] = [
  [
    "FW-1",
    `x & <y> "q" 'z'\u0001\u0008\u000b\u001f\u007f\ttab\r\nnl`,
    16,
    true,
    null,
    "é ü 漢字 😀",
  ],
  [null, "  lead and trail  ", -5.5, false, "", " "],
  ["=SUM(A1)", "-2+3", 0, null, "1e21", null],
  [null, null, null, null, null, null],
  ...Array.from({ length: 30 }, (_, index): Cell[] => [
    `FW-${index + 10}`,
    `Row ${index}`,
    index * 1.25,
    index % 2 === 0,
    null,
    "x".repeat(index),
  ]),
];

/** The workbook as the export wrote it with exceljs (its options and header style). */
async function withExceljs() {
  const out = new PassThrough();
  const done = bytesOf(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("assets", { views: [{ state: "frozen", ySplit: 1 }] });
  const header = sheet.addRow([...headers]);
  header.font = { bold: true };
  header.commit();
  for (const line of lines) sheet.addRow(line).commit();
  sheet.commit();
  await workbook.commit();
  return done;
}

async function withWriter(now: Date) {
  const out = new PassThrough();
  const done = bytesOf(out);
  async function* batches() {
    yield lines.slice(0, 3);
    yield [];
    yield lines.slice(3);
  }
  await writeXlsx(out, "assets", headers, batches(), now);
  return done;
}

describe("the XLSX writer", () => {
  it("writes every part as exceljs wrote it, the sheet cell for cell", async () => {
    const theirs = unzip(await withExceljs());
    const ours = unzip(await withWriter(new Date()));
    expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
    const stamp = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g;
    for (const [name, xml] of theirs) {
      expect(ours.get(name)?.replace(stamp, "T"), name).toBe(xml.replace(stamp, "T"));
    }
  });

  it("opens in exceljs with the typed cells, the bold header and the frozen first row", async () => {
    const workbook = new ExcelJS.Workbook();
    const file = await withWriter(new Date("2026-03-04T05:06:07Z"));
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("assets");
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(lines.length + 1);
    expect((sheet?.getRow(4).values as unknown[]).slice(1)).toEqual([
      "=SUM(A1)",
      "-2+3",
      0,
      undefined,
      "1e21",
    ]);
    expect(sheet?.getRow(5).hasValues).toBe(false);
    expect(workbook.created.toISOString()).toBe("2026-03-04T05:06:07.000Z");
  });

  it("stops, and lets go of the rows' read, when the download is closed half-way", async () => {
    const out = new PassThrough();
    let released = false;
    async function* endless() {
      try {
        for (;;) yield lines;
      } finally {
        released = true;
      }
    }
    const writing = writeXlsx(out, "assets", headers, endless(), new Date());
    // The client reads a little, then goes away: nothing reads `out` any more.
    await once(out, "data");
    out.destroy();
    await expect(writing).rejects.toThrow("the download was closed before its end");
    expect(released).toBe(true);
  });
});
