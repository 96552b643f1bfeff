import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";

/*
 * A request refused for its body (413 too large, 415 wrong media type) is answered before the
 * client has finished sending it. Were the connection closed then, the bytes still arriving
 * would meet a closed socket: the kernel answers them with a reset, and a client still writing
 * (Node's fetch, browsers) sees EPIPE or ECONNRESET instead of our JSON error. So the rest of
 * the body is read and thrown away — never buffered — up to a bound, and only then is the
 * answer sent (with `Connection: close`). A body beyond the bound, or one that trickles in
 * for longer than the time allowed, is cut off: then the client may see the reset.
 */

/** How far past a route's own body limit a refused body is still read to the end. */
export const refusedBodyDrainFactor = 4;

/** How long a refused body may take to arrive before the connection is closed on it. */
export const refusedBodyDrainTimeoutMs = 15_000;

export type DrainOutcome = "ended" | "too-large" | "timed-out" | "closed";

/**
 * Reads and discards what is left of a request body, counting it: resolves `ended` once the
 * body has arrived whole, `too-large` as soon as more than `maxBytes` came, `timed-out` or
 * `closed` (the client went away). Works on a paused body nobody read yet and on one whose
 * reader stopped midway (a parser that gave up, an async iterator left pending).
 */
export function drainRequestBody(
  raw: IncomingMessage,
  { maxBytes, timeoutMs = refusedBodyDrainTimeoutMs }: { maxBytes: number; timeoutMs?: number },
): Promise<DrainOutcome> {
  if (raw.readableEnded) return Promise.resolve("ended");
  if (raw.destroyed) return Promise.resolve("closed");
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (outcome: DrainOutcome) => {
      clearTimeout(timer);
      raw.off("readable", onReadable);
      raw.off("end", onEnd);
      raw.off("close", onClose);
      raw.off("error", onClose);
      resolve(outcome);
    };
    const onEnd = () => finish("ended");
    const onClose = () => finish(raw.readableEnded ? "ended" : "closed");
    // `readable` and read() rather than `data`: a pending async iterator's own `readable`
    // listener would otherwise keep the stream paused and `data` would never come.
    const onReadable = () => {
      for (let chunk = raw.read() as Buffer | string | null; chunk !== null; chunk = raw.read()) {
        bytes += chunk.length;
        if (bytes > maxBytes) return finish("too-large");
      }
      return undefined;
    };
    const timer = setTimeout(() => finish("timed-out"), timeoutMs);
    timer.unref();
    raw.on("readable", onReadable);
    raw.on("end", onEnd);
    raw.on("close", onClose);
    raw.on("error", onClose);
    onReadable();
  });
}

type RouteConfig = { refusedBodyLimit?: number };

/**
 * For a route that reads its body itself with a limit of its own (a streamed upload): the
 * limit its refusals are drained against, instead of the route's `bodyLimit` (which still
 * applies to the JSON parser).
 */
export function withRefusedBodyLimit<T extends { config?: object }>(limit: number, options: T) {
  return { ...options, config: { ...options.config, refusedBodyLimit: limit } };
}

/** The most a refused request's body is read: four times the route's limit (or the app's). */
export function refusedBodyBound(request: FastifyRequest): number {
  const declared = (request.routeOptions.config as RouteConfig | undefined)?.refusedBodyLimit;
  const limit =
    declared ?? request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit;
  return refusedBodyDrainFactor * (limit ?? 1024 * 1024);
}

/**
 * Call from an error handler before answering a refusal of the body (413, 415): reads the
 * rest of the body up to the route's bound, so the answer reaches the client; past the bound
 * the connection closes after the answer (`Connection: close`).
 */
export async function drainRefusedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes = refusedBodyBound(request),
): Promise<DrainOutcome> {
  const outcome = await drainRequestBody(request.raw, { maxBytes });
  if (outcome !== "ended") {
    request.log.info({ outcome, maxBytes }, "refused request body not drained; closing");
    void reply.header("connection", "close");
  }
  return outcome;
}
