import type { FastifyServerOptions } from "fastify";
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

/** Where log lines go; tests pass one to read what was logged. */
export type LogStream = { write(line: string): void };

export function loggerOptions(
  config: Pick<AppConfig, "logLevel">,
  stream?: LogStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    ...(stream ? { stream } : {}),
  };
}
