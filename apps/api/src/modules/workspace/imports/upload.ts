import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { importMaxBytes, importMaxRows } from "@fleetward/contracts/workspace-imports";
import { HttpError } from "../../../lib/http-error.ts";
import { DelimiterSniffer, notCsv, tooLarge } from "./csv.ts";

/*
 * Reading an upload as it arrives (ADR 0030): the body is decoded chunk by chunk and parsed by
 * csv-parse's stream, and the data rows go to a temporary file, so the process holds a chunk
 * and a few rows at a time instead of the file, its text, its rows and their JSON at once.
 */

/** Rows shown to the date-order guess, kept in memory. */
const sampleSize = 1000;

/**
 * The raw body, counted against the size limit and decoded fatally (the encoding from the
 * byte-order mark). A stream decoder keeps a character split between two chunks whole.
 */
class BodyReader {
  bytes = 0;
  failure?: HttpError;
  private readonly source: AsyncIterator<Buffer | string>;
  private decoder?: TextDecoder;
  private head = Buffer.alloc(0);

  constructor(body: AsyncIterable<Buffer | string>) {
    // Pulled by hand, so that stopping the parser does not close the body: drain() reads on.
    this.source = body[Symbol.asyncIterator]();
  }

  /** The decoded text, piece by piece; a decoding failure is kept and ends the pieces. */
  async *pieces(): AsyncGenerator<string> {
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      const text = this.decode(bytesOf(next.value));
      if (this.failure) return;
      if (text) yield text;
    }
    const rest = this.finish();
    if (rest && !this.failure) yield rest;
  }

  /** Reads what is left of the body after a failure: the size limit still comes first. */
  async drain() {
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      this.decode(bytesOf(next.value));
    }
    this.finish();
  }

  private decode(chunk: Buffer): string {
    this.bytes += chunk.length;
    if (this.bytes > importMaxBytes) throw tooLarge();
    if (this.failure) return "";
    if (this.decoder) return this.text(this.decoder, chunk, true);
    // The byte-order mark needs the first two bytes, which a first chunk of one byte lacks.
    this.head = Buffer.concat([this.head, chunk]);
    return this.head.length < 2 ? "" : this.open(true);
  }

  private finish(): string {
    if (this.failure) return "";
    if (this.decoder) return this.text(this.decoder, Buffer.alloc(0), false);
    return this.head.length > 0 ? this.open(false) : "";
  }

  /** Chooses the decoder from the byte-order mark and decodes the first bytes. */
  private open(stream: boolean): string {
    const bytes = this.head;
    this.head = Buffer.alloc(0);
    const utf16 =
      bytes[0] === 0xff && bytes[1] === 0xfe
        ? "utf-16le"
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? "utf-16be"
          : undefined;
    this.decoder = utf16
      ? new TextDecoder(utf16, { fatal: true })
      : new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
    return this.text(this.decoder, utf16 ? bytes.subarray(2) : bytes, stream);
  }

  /** Invalid text and control characters (a binary file) are not CSV. */
  private text(decoder: TextDecoder, bytes: Buffer, stream: boolean): string {
    try {
      const text = decoder.decode(bytes, { stream });
      // eslint-disable-next-line no-control-regex
      if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text;
    } catch {
      // A fatal decoder throws on bytes that are not text in its encoding.
    }
    this.failure = notCsv();
    return "";
  }
}

const bytesOf = (chunk: Buffer | string) =>
  typeof chunk === "string" ? Buffer.from(chunk) : chunk;

/** The data rows of an upload, one JSON array a line, in a temporary file. */
export class RowSpool {
  private readonly dir: string;
  readonly file: string;

  private constructor(dir: string) {
    this.dir = dir;
    this.file = path.join(dir, "rows.ndjson");
  }

  static async create() {
    const dir = await mkdtemp(path.join(tmpdir(), "fleetward-import-"));
    return new RowSpool(dir);
  }

  /** The stored rows in chunks of `size`, each a JSON array of rows (the lines joined). */
  async *chunks(size: number): AsyncGenerator<string> {
    let lines: string[] = [];
    for await (const line of createInterface({ input: createReadStream(this.file) })) {
      lines.push(line);
      if (lines.length === size) {
        yield `[${lines.join(",")}]`;
        lines = [];
      }
    }
    if (lines.length > 0) yield `[${lines.join(",")}]`;
  }

  discard() {
    return rm(this.dir, { recursive: true, force: true });
  }
}

export type Upload = {
  headers: string[];
  /** The first data rows (for guesses made at upload). */
  sample: string[][];
  totalRows: number;
  spool: RowSpool;
};

/** The header and data rows of an upload, checked for size; refused files leave nothing. */
export async function readUpload(body: AsyncIterable<Buffer | string>): Promise<Upload> {
  const reader = new BodyReader(body);
  const spool = await RowSpool.create();
  try {
    const read = await spoolRows(reader, spool);
    if (reader.bytes === 0) throw new HttpError(422, "file: The file is empty");
    const { header } = read;
    if (!header || header.every((cell) => cell.trim() === "")) {
      throw new HttpError(422, "file: The file has no header line");
    }
    if (read.totalRows === 0) throw new HttpError(422, "file: The file has no data rows");
    if (read.totalRows > importMaxRows) {
      throw new HttpError(413, "file: The file has more than 100,000 rows; split it");
    }
    return { headers: header.map((cell) => cell.trim()), ...read, spool };
  } catch (error) {
    await spool.discard();
    throw error;
  }
}

/**
 * Parses the decoded body into the spool. A failure is answered in the order the whole-file
 * reading had: too large, then not text, then unreadable CSV — so after one, the rest of the
 * body is still read (and counted, and decoded) before answering.
 */
async function spoolRows(reader: BodyReader, spool: RowSpool) {
  const pieces = reader.pieces();
  const first = await headerText(pieces);
  const read: Read = { header: undefined, sample: [], totalRows: 0 };
  try {
    await pipeline(
      Readable.from(prepend(first.text, pieces)),
      parse({
        delimiter: first.delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
        bom: true,
      }),
      async function* (records: AsyncIterable<string[]>) {
        for await (const record of records) {
          if (take(read, record)) yield `${JSON.stringify(record)}\n`;
        }
      },
      createWriteStream(spool.file),
    );
  } catch (error) {
    if (!(error instanceof CsvError) && !reader.failure) throw error;
    await reader.drain();
    throw reader.failure ?? unreadable(error);
  }
  await reader.drain();
  if (reader.failure) throw reader.failure;
  return read;
}

/** Decoded text up to the end of the header line, and the delimiter that line uses most. */
async function headerText(pieces: AsyncIterator<string>) {
  const sniffer = new DelimiterSniffer();
  let text = "";
  while (!sniffer.done) {
    const next = await pieces.next();
    if (next.done) break;
    text += next.value;
    sniffer.feed(next.value);
  }
  return { text, delimiter: sniffer.delimiter };
}

async function* prepend(first: string, rest: AsyncIterator<string>) {
  if (first) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

type Read = { header: string[] | undefined; sample: string[][]; totalRows: number };

/** Takes one record: the header, else a data row (blank ones skipped); true to spool it. */
function take(read: Read, record: string[]) {
  if (!read.header) {
    read.header = record;
    return false;
  }
  if (!record.some((cell) => cell.trim() !== "")) return false;
  read.totalRows++;
  // Past the limit the file is refused: the rest is only counted (a CSV error still wins).
  if (read.totalRows > importMaxRows) return false;
  if (read.sample.length < sampleSize) read.sample.push(record);
  return true;
}

const unreadable = (error: unknown) =>
  new HttpError(
    422,
    `file: The CSV could not be read: ${error instanceof Error ? error.message : "malformed"}`,
  );
