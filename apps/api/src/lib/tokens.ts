import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), base64url: 43 characters, safe in headers and URLs. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps instead of a token. A plain SHA-256 suffices: the token has 256
 * bits of entropy, so there is nothing to brute-force, and lookups stay one indexed equality.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Anything else cannot be one of our tokens; refusing it early spares a database lookup. */
export function isWellFormedToken(token: string): boolean {
  return tokenShape.test(token);
}
