import { importMaxBytes, importMaxRows } from "@fleetward/contracts/workspace-imports";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/http-error.ts";
import { readUpload } from "./upload.ts";

/** The bytes as a body arriving `size` bytes at a time. */
async function* inChunks(bytes: Buffer, size: number) {
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
  }
}

/** What an upload stored: its headers and every spooled row. */
async function read(body: AsyncIterable<Buffer>) {
  const upload = await readUpload(body);
  try {
    const rows: string[][] = [];
    for await (const chunk of upload.spool.chunks(2))
      rows.push(...(JSON.parse(chunk) as string[][]));
    return { headers: upload.headers, rows, totalRows: upload.totalRows };
  } finally {
    await upload.spool.discard();
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : error),
  );

// Every byte boundary: multi-byte characters, UTF-16 pairs, quoted fields and the header line
// are all cut somewhere.
const text = 'Name;Notes\n"Café, ☕";"two\nlines 😀"\nÜber;€5\n';
const expected = {
  headers: ["Name", "Notes"],
  rows: [
    ["Café, ☕", "two\nlines 😀"],
    ["Über", "€5"],
  ],
  totalRows: 2,
};

describe("reading an upload as it arrives", () => {
  it("decodes UTF-8 (with a BOM) cut at every byte", async () => {
    const bytes = Buffer.from(`\uFEFF${text}`, "utf8");
    expect(await read(inChunks(bytes, 1))).toEqual(expected);
    expect(await read(inChunks(bytes, 5))).toEqual(expected);
  });

  it("decodes UTF-16 LE and BE cut at every byte", async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le);
    be.swap16();
    expect(await read(inChunks(le, 1))).toEqual(expected);
    expect(await read(inChunks(be, 3))).toEqual(expected);
  });

  it("refuses a body over the limit as it arrives, without reading on", async () => {
    let pulled = 0;
    async function* endless() {
      const megabyte = Buffer.alloc(1024 * 1024, `a,${"b".repeat(1021)}\n`);
      for (;;) {
        pulled++;
        yield megabyte;
      }
    }
    expect(await refusal(readUpload(endless()))).toBe(413);
    expect(pulled).toBe(importMaxBytes / (1024 * 1024) + 1);
  });

  it("answers too large before not-CSV, and not-CSV before unreadable CSV", async () => {
    const invalid = Buffer.from([0x41, 0x2c, 0xc3, 0x28, 0x0a]);
    const oversized = Buffer.concat([invalid, Buffer.alloc(importMaxBytes, 0x41)]);
    expect(await refusal(readUpload(inChunks(oversized, 1024 * 1024)))).toBe(413);
    const unterminated = Buffer.from('Name\n"open\n', "utf8");
    const thenBinary = Buffer.concat([unterminated, Buffer.from([0, 1, 2])]);
    expect(await refusal(readUpload(inChunks(thenBinary, 4)))).toBe(415);
    expect(await refusal(readUpload(inChunks(unterminated, 4)))).toBe(422);
  });

  it("counts rows to the end: too many is a 413 unless the CSV breaks further on", async () => {
    const rows = `Name\n${"x\n".repeat(importMaxRows)}`;
    expect((await read(inChunks(Buffer.from(rows), 65536))).totalRows).toBe(importMaxRows);
    const tooMany = Buffer.from(`${rows}y\n`);
    expect(await refusal(readUpload(inChunks(tooMany, 65536)))).toBe(413);
    const broken = Buffer.from(`${rows}y\n"open\n`);
    expect(await refusal(readUpload(inChunks(broken, 65536)))).toBe(422);
  });
});
