import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config.ts";

// Defence in depth: Fastify does not log headers or bodies by default, but a
// `log.info({ req })` or `{ body }` added later must not leak secrets.
const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "*.*.password",
  "passwordHash",
  "*.passwordHash",
  "*.password_hash",
  "access_token",
  "*.access_token",
  "token",
  "*.token",
  "*.*.token",
  "new_password",
  "*.new_password",
  "current_password",
  "*.current_password",
  "product_key",
  "*.product_key",
];

/**
 * A request's path with every query value left out: links carry their secret in the query
 * (`/auth-re-password?token=…`, `/workspace/invitation?token=…`,
 * `/api/workspace/invitations/preview?token=…`), and a search box's `q` is personal data.
 * The names stay, so a line still tells which parameters a call had.
 */
export function redactedUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const query = url.slice(start + 1);
  const names = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const end = pair.indexOf("=");
      // A bare `?value` could itself be the secret.
      return end === -1 ? "[redacted]" : `${pair.slice(0, end)}=[redacted]`;
    });
  return `${url.slice(0, start)}?${names.join("&")}`;
}

/**
 * Fastify's own request serializer, except the URL: its query values are redacted. A plain
 * object logged as `req` gets the same treatment (and never its headers).
 */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === "string" ? redactedUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where log lines go; tests pass one to read what was logged. */
export type LogStream = { write(line: string): void };

export function loggerOptions(
  config: Pick<AppConfig, "logLevel">,
  stream?: LogStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
