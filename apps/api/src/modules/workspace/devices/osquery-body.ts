import type { IncomingHttpHeaders } from "node:http";
import { PassThrough, type Readable, type Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { HttpError } from "../../../lib/http-error.ts";
import { NodeInvalid, NodeKeyScanner, type BodyLimits } from "./osquery-intake.ts";

/*
 * The bodies osquery POSTs: JSON, gzip-compressed when `--logger_tls_compress` is on
 * (plugins/logger/tls_logger.cpp adds `_compress`, the TLS transport then sends
 * `Content-Encoding: gzip`). Both the bytes on the wire and the bytes after decompression
 * are capped while streaming (per endpoint, osquery-intake.ts), so a gzip bomb is refused after
 * the endpoint's cap and never held in memory; a body that does not start as a JSON object is
 * refused at its first byte, and the node key is checked as soon as it streams past (ADR 0036).
 */

/** The defaults when no endpoint's caps are given (osquery-intake.ts has the caps per endpoint). */
export const osqueryBodyLimits = {
  compressed: 4 * 1024 * 1024,
  decompressed: 8 * 1024 * 1024,
};

/**
 * What the reader does while the body streams: `nodeKey` hears the top-level node_key as soon
 * as it has passed (and may throw to stop reading), `large` is awaited once when the body grows
 * past `largeAt` decompressed bytes (the gate; it may throw a 503).
 */
export type BodyWatch = {
  nodeKey?: ((key: string | undefined) => Promise<void>) | undefined;
  large?: (() => Promise<void>) | undefined;
  largeAt?: number | undefined;
  /** Hears the body's decompressed size once it is read (the daily log quota counts it). */
  read?: ((bytes: number) => void) | undefined;
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

/**
 * Reads a stream into one buffer, failing as soon as it passes `limit` bytes; scans for the
 * node key while it streams and waits for the gate once the body is large.
 */
async function collect(
  stream: AsyncIterable<Buffer>,
  limit: number,
  abort: () => void,
  watch: BodyWatch = {},
) {
  const chunks: Buffer[] = [];
  const scanner = new NodeKeyScanner();
  let size = 0;
  let large = false;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) {
      abort();
      throw tooLarge(limit);
    }
    chunks.push(chunk);
    if (!scanner.done) {
      scanner.push(chunk);
      if (scanner.found && watch.nodeKey) await watch.nodeKey(scanner.found.key);
    }
    if (!large && size > (watch.largeAt ?? Infinity)) {
      large = true;
      await watch.large?.();
    }
  }
  return Buffer.concat(chunks, size);
}

/**
 * Feeds the request into `sink` (gunzip, or a pass-through), refusing more than `limit` raw
 * bytes and keeping to the sink's pace. Listeners rather than an async iterator: stopping early
 * must leave the request paused, not destroyed, so the answer still reaches the client (with
 * `Connection: close`, set by the routes).
 */
function feed(payload: Readable, sink: Transform, limit: number) {
  let size = 0;
  const stop = () => {
    payload.off("data", onData);
    payload.off("end", onEnd);
    payload.off("error", onError);
    payload.pause();
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      stop();
      sink.destroy(new HttpError(413, `Request body is larger than ${limit} bytes`));
      return;
    }
    if (!sink.write(chunk)) {
      payload.pause();
      sink.once("drain", () => payload.resume());
    }
  };
  const onEnd = () => {
    stop();
    sink.end();
  };
  const onError = (error: Error) => {
    stop();
    sink.destroy(error);
  };
  sink.once("close", stop);
  payload.on("data", onData);
  payload.once("end", onEnd);
  payload.once("error", onError);
}

async function readRaw(
  payload: Readable,
  headers: IncomingHttpHeaders,
  limits: BodyLimits,
  watch: BodyWatch,
) {
  const gzip = compressionOf(headers) === "gzip";
  const sink = gzip ? createGunzip() : new PassThrough();
  feed(payload, sink, limits.compressed);
  const limit = gzip ? limits.decompressed : Math.min(limits.compressed, limits.decompressed);
  try {
    return await collect(sink, limit, () => sink.destroy(), watch);
  } catch (error) {
    sink.destroy();
    if (error instanceof HttpError || error instanceof NodeInvalid) throw error;
    if (gzip) throw new HttpError(400, "Request body is not valid gzip");
    throw error;
  }
}

/** The parsed JSON object of an osquery request; an empty body reads as `{}`. */
export async function readOsqueryBody(
  payload: Readable,
  headers: IncomingHttpHeaders,
  limits: BodyLimits = osqueryBodyLimits,
  watch: BodyWatch = {},
): Promise<Record<string, unknown>> {
  const raw = await readRaw(payload, headers, limits, watch);
  watch.read?.(raw.length);
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
