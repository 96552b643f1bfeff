import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/*
 * The response cache of the public content answers (posts, courses): each answer is
 * serialised once, kept in the process, and sent with a strong ETag (see ADR 0011).
 */

/**
 * Seeded content changes only when the seed writes it. The seed bumps this counter, and every
 * cached response made under an older value is thrown away. It is per process: another
 * instance's cache notices a change only when its entries expire.
 */
let contentVersion = 0;

export function markContentChanged(): void {
  contentVersion++;
}

/** Browsers and shared caches may keep an answer a minute, then revalidate in the background. */
export const contentCacheControl = "public, max-age=60, stale-while-revalidate=300";

/** The 304 of a cached answer, for a route's response schema. */
export const notModified = z.null().describe("Not modified: the ETag in If-None-Match is current");

/** A response body serialised once, with its strong validator. */
export type CachedResponse = { body: string; etag: string };

export function toCachedResponse(value: unknown): CachedResponse {
  const body = JSON.stringify(value);
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  return { body, etag: `"${digest}"` };
}

type Entry = { version: number; expiresAt: number; value: Promise<CachedResponse> };

export type ResponseCacheOptions = {
  /** How long an entry is served; bounds how stale another instance's cache can be. */
  ttlMs: number;
  /** Oldest entries are dropped beyond this, so arbitrary queries cannot exhaust memory. */
  maxEntries: number;
  now?: () => number;
};

/**
 * Serialised responses by normalised query. Concurrent misses on one key share a single
 * database round trip; a failed computation is not kept.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: ResponseCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  getOrCompute(key: string, compute: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.version === contentVersion && entry.expiresAt > now) return entry.value;

    const version = contentVersion;
    const value = compute();
    this.#entries.delete(key);
    this.#entries.set(key, { version, expiresAt: now + this.#ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return value;
  }
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/** Sends a cached answer with its validator, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  reply.header("cache-control", contentCacheControl).header("etag", response.etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], response.etag)) {
    return reply.code(304).send();
  }
  // A string is sent as is: the body was serialised once, when it was cached.
  return reply.type("application/json; charset=utf-8").send(response.body);
}
