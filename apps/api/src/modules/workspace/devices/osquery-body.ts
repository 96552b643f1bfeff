import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { HttpError } from "../../../lib/http-error.ts";

/*
 * The bodies osquery POSTs: JSON, gzip-compressed when `--logger_tls_compress` is on
 * (plugins/logger/tls_logger.cpp adds `_compress`, the TLS transport then sends
 * `Content-Encoding: gzip`). Both the bytes on the wire and the bytes after decompression
 * are capped while streaming, so a gzip bomb is refused after `maxDecompressed` bytes and
 * never held in memory.
 */

/** osquery's default `--logger_tls_max_lines` (1024) of small rows stays far below these. */
export const osqueryBodyLimits = {
  compressed: 4 * 1024 * 1024,
  decompressed: 16 * 1024 * 1024,
};

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body is larger than ${limit} bytes once decompressed`);

function compressionOf(headers: IncomingHttpHeaders): "gzip" | "identity" {
  const encoding = String(headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return "gzip";
  if (encoding === "identity" || encoding === "") return "identity";
  throw new HttpError(415, `Content-Encoding ${encoding} is not supported; send gzip or none`);
}

/** Reads a stream into one buffer, failing as soon as it passes `limit` bytes. */
async function collect(stream: AsyncIterable<Buffer>, limit: number, abort: () => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) {
      abort();
      throw tooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Counts the raw bytes of the request as they pass, refusing more than `limit`. */
async function* capped(source: Readable, limit: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    yield chunk;
  }
}

/** Waits until the decompressor takes more input, or is gone (the limit was reached). */
function drainedOrClosed(gunzip: ReturnType<typeof createGunzip>) {
  return new Promise<void>((resolve) => {
    const done = () => {
      gunzip.off("drain", done);
      gunzip.off("close", done);
      resolve();
    };
    gunzip.once("drain", done);
    gunzip.once("close", done);
  });
}

async function decompressed(payload: Readable, limits: typeof osqueryBodyLimits) {
  const gunzip = createGunzip();
  const feeding = (async () => {
    try {
      for await (const chunk of capped(payload, limits.compressed)) {
        if (gunzip.destroyed) return;
        if (!gunzip.write(chunk)) await drainedOrClosed(gunzip);
      }
      gunzip.end();
    } catch (error) {
      gunzip.destroy(error as Error);
    }
  })();
  try {
    return await collect(gunzip, limits.decompressed, () => gunzip.destroy());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "Request body is not valid gzip");
  } finally {
    await feeding;
  }
}

/** The parsed JSON object of an osquery request; an empty body reads as `{}`. */
export async function readOsqueryBody(
  payload: Readable,
  headers: IncomingHttpHeaders,
  limits = osqueryBodyLimits,
): Promise<Record<string, unknown>> {
  const raw =
    compressionOf(headers) === "gzip"
      ? await decompressed(payload, limits)
      : await collect(capped(payload, limits.compressed), limits.compressed, () => undefined);
  const text = raw.toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}
