import http from "node:http";
import https from "node:https";
import { assertPublic, guardedLookup, literalAddress } from "./address-guard.ts";

/** How far a guarded fetch may go: private addresses (tests, an IdP on the intranet), size, time. */
export type GuardedFetchOptions = {
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
};

/** Thrown when an answer is larger than the caller accepts. */
export class TooLargeError extends Error {
  override name = "TooLargeError";
}

/**
 * A `fetch` for documents a workspace admin points us at (an identity provider's discovery
 * document, keys, token endpoint, SAML metadata): the address guard of ADR 0029 (no private,
 * loopback or link-local targets unless `allowPrivate`, checked on the address actually
 * connected to), no redirects followed, at most `maxBytes` read and `timeoutMs` in all.
 * Same signature as the global fetch, so libraries that take a custom fetch can use it.
 */
export function guardedFetch(options: GuardedFetchOptions) {
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new TypeError(`${url.protocol} addresses cannot be fetched`);
    }
    const literal = literalAddress(url.hostname);
    if (!options.allowPrivate && literal) assertPublic(literal, [literal]);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return send(url, request, body, { allowPrivate: options.allowPrivate, maxBytes, timeoutMs });
  };
}

function send(
  url: URL,
  request: Request,
  body: Buffer | undefined,
  options: Required<GuardedFetchOptions>,
): Promise<Response> {
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers,
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            incoming.destroy(
              new TooLargeError(`${url.host} answered more than ${options.maxBytes} bytes`),
            );
            return;
          }
          chunks.push(chunk);
        });
        incoming.on("error", reject);
        incoming.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? ""])
              answer.append(name, one);
          }
          const status = incoming.statusCode ?? 502;
          const nullBody = status === 204 || status === 304;
          resolve(
            new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answer }),
          );
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
