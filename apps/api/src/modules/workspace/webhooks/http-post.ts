import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import {
  assertPublic,
  BlockedTargetError,
  guardedLookup,
  literalAddress,
} from "../../../lib/address-guard.ts";

/** Response bodies are kept up to this many bytes (the delivery log shows them). */
export const maxStoredBody = 1024;

export type PostOptions = {
  /** WEBHOOKS_ALLOW_PRIVATE: development and tests may reach private addresses. */
  allowPrivate: boolean;
  timeoutMs: number;
};

export type PostOutcome = {
  ok: boolean;
  status: number | null;
  body: string | null;
  durationMs: number;
  error: string | null;
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the Fleetward-Signature header. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof BlockedTargetError) return `Refused: ${error.message}`;
  const named = error as { name?: string; code?: string; message?: string };
  if (named.name === "AbortError" || named.name === "TimeoutError")
    return `No answer within ${timeoutMs / 1000} s`;
  return named.code ? `${named.code}: ${named.message}` : String(named.message ?? error);
}

function outcomeOf(status: number, body: string, durationMs: number): PostOutcome {
  if (status >= 200 && status < 300) return { ok: true, status, body, durationMs, error: null };
  const error =
    status >= 300 && status < 400
      ? `Answered ${status}: redirects are not followed`
      : `Answered ${status}`;
  return { ok: false, status, body, durationMs, error };
}

/**
 * POSTs `body` to `target` once. Never follows a redirect (a 3xx is a failed attempt); with
 * `allowPrivate` off, a literal private address is refused before connecting and a name is
 * resolved by guardedLookup, which connects only to the checked addresses. Reads at most
 * 1 KB of the answer; the whole exchange must finish within `timeoutMs`.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown): PostOutcome => ({
    ok: false,
    status: null,
    body: null,
    durationMs: elapsed(),
    error: describe(error, options.timeoutMs),
  });
  let url: URL;
  try {
    url = new URL(target);
    const literal = literalAddress(url.hostname);
    if (!options.allowPrivate && literal) assertPublic(literal, [literal]);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
  return new Promise((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).subarray(0, maxStoredBody).toString("utf8");
          resolve(outcomeOf(response.statusCode ?? 0, text, elapsed()));
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough is kept: stop reading, however much the receiver still sends.
          if (size >= maxStoredBody) response.destroy();
        });
        response.on("close", finish);
        response.on("error", () => undefined);
      },
    );
    request.on("error", (error) => resolve(failed(error)));
    request.end(body);
  });
}
