import { STATUS_CODES } from "node:http";
import type { ErrorResponse } from "@fleetward/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.ts";
import { drainRefusedBody } from "../lib/refused-body.ts";
import { contentSecurityPolicy } from "./security.ts";

type ErrorAnswer = { status: number; detail: string };

/**
 * One place decides what a failure looks like on the wire: always `{ detail }`,
 * the right status, and never a stack trace or an internal message.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const answer = describeError(
        error,
        request,
        request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit,
      );
      if (answer.status >= 500) {
        request.log.error({ err: error }, "request failed");
      } else {
        request.log.info({ status: answer.status, detail: answer.detail }, "request rejected");
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      // Read the rest of a refused body first, or the client may never see this answer.
      if (answer.status === 413 || answer.status === 415) await drainRefusedBody(request, reply);
      return sendDetail(reply, answer);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      const detail = path.startsWith("/api/")
        ? `No API route for ${request.method} ${path}`
        : `No route for ${request.method} ${path}`;
      return sendDetail(reply, { status: 404, detail });
    });
  },
  { name: "errors" },
);

/**
 * Fastify's router refuses a path with broken percent-encoding (400) or a path parameter
 * over `maxParamLength` (414) before any hook runs, so neither the error handler nor the
 * security headers would apply: answer those the same way here (Fastify `frameworkErrors`).
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const detail = tooLong
    ? "A segment of the URL path is too long"
    : "The URL path is not valid (broken percent-encoding)";
  reply.headers({ ...routerErrorSecurityHeaders, "x-request-id": request.id });
  return sendDetail(reply, { status: tooLong ? 414 : 400, detail });
}

// What helmet would have added (app.ts); its hooks never ran for these requests.
const routerErrorSecurityHeaders = {
  "content-security-policy": contentSecurityPolicy(),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

function sendDetail(reply: FastifyReply, { status, detail }: ErrorAnswer) {
  const body: ErrorResponse = { detail };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

function describeError(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number | undefined,
): ErrorAnswer {
  if (error.validation) return { status: 422, detail: describeValidation(error) };
  if (error instanceof HttpError) return { status: error.statusCode, detail: error.message };

  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, detail: "Request body is not valid JSON" };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, detail: "Request body is empty; expected JSON" };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, detail: `Request body is larger than ${formatBytes(bodyLimit)}` };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE": {
      const contentType = request.headers["content-type"] ?? "(none)";
      return { status: 415, detail: `Content type ${contentType} is not accepted here` };
    }
  }

  if (isUnstorableText(error)) {
    return {
      status: 422,
      detail:
        "The request contains a character that cannot be stored (NUL or another control character)",
    };
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (FST_*) have fixed, safe messages; others may not.
    const detail = error.code?.startsWith("FST_") ? error.message : STATUS_CODES[status];
    return { status, detail: detail ?? "Bad request" };
  }
  return { status: 500, detail: "Internal server error" };
}

/**
 * PostgreSQL refuses NUL in text ("invalid byte sequence", 22021) and in JSON (22P05). Fields
 * that are checked say so in their own 422; this catches any text that reached the database
 * unchecked, on every route, so a stray NUL is the caller's error and never a 500. The failed
 * statement aborted its transaction, so nothing was stored.
 */
function isUnstorableText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === "22021" || code === "22P05") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** `email: Invalid email address; locale: Too big…` — every field that failed, and why. */
function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? "body";
  const issues = error.validation ?? [];
  const messages = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
    const message = hasZodFastifySchemaValidationErrors(error)
      ? friendlyZodMessage(issue.message ?? "is invalid")
      : (issue.message ?? "is invalid");
    return `${field}: ${message}`;
  });
  return messages.length > 0 ? messages.join("; ") : `${where}: is invalid`;
}

// Zod reports a missing field as a type mismatch against `undefined`.
function friendlyZodMessage(message: string): string {
  return /received undefined$/.test(message) ? "Required" : message;
}

function pathOf(url: string): string {
  const path = url.split("?")[0] ?? "/";
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

function formatBytes(bytes: number | undefined): string {
  if (!bytes) return "the allowed size";
  return bytes % 1048576 === 0 ? `${bytes / 1048576} MiB` : `${bytes} bytes`;
}
