import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

type CspDirectives = Record<string, readonly string[]>;

/**
 * The one Content-Security-Policy. Scripts only from our origin — no inline script;
 * HTML pages that carry inline scripts get their exact hashes added (see web-app.ts).
 * Inline styles stay allowed: React and Swagger UI set style attributes.
 * No upgrade-insecure-requests: it would break plain-HTTP use on a LAN address.
 */
export const cspDirectives: CspDirectives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/** The policy with extra script sources (e.g. `'sha256-…'`) for one document. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  const directives = {
    ...cspDirectives,
    "script-src": [...(cspDirectives["script-src"] ?? []), ...extraScriptSources],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

// Only ids that are safe to log and echo: no spaces, quotes or control characters.
const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's (e.g. a proxy's) x-request-id when it looks safe, else a fresh UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && safeRequestId.test(incoming) ? incoming : randomUUID();
}

export const xsrfCookieName = "XSRF-TOKEN";

/**
 * Gives the browser a token to echo as X-XSRF-TOKEN. Readable by scripts by design
 * (double-submit pattern); not enforced yet because the API authenticates with bearer
 * tokens, which a cross-site form cannot send (docs/decisions/0004).
 */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[xsrfCookieName]) return;
  reply.setCookie(xsrfCookieName, randomBytes(32).toString("base64url"), {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure: request.protocol === "https",
  });
}

/** Echoes the request id so a user's bug report can be matched with our logs. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
  },
  { name: "request-id" },
);
