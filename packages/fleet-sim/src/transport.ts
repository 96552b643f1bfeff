import { gzipSync } from "node:zlib";
import { osqueryVersion } from "./profiles.ts";

/*
 * osquery's TLS transport (osquery/remote/transports/tls.cpp, remote/utility.h): every call is
 * a POST of a JSON body with Content-Type and Accept application/json and User-Agent
 * "osquery/<version>"; log bodies gzip-compressed with Content-Encoding: gzip when asked
 * (--logger_tls_compress, which only the TLS logger reads). osquery reads the body and ignores the status code; a body with
 * `node_invalid: true` makes it drop its node key and enrol again.
 */

export type Answer = Record<string, unknown>;

export type RequestKind = "enroll" | "config" | "log" | "distributed_read" | "distributed_write";

export type RequestObserver = (event: {
  kind: RequestKind;
  ms: number;
  status: number;
  ok: boolean;
}) => void;

export class NodeInvalidError extends Error {
  constructor(kind: RequestKind) {
    super(`${kind}: the server answered node_invalid`);
  }
}

export const paths: Record<RequestKind, string> = {
  enroll: "/api/v1/osquery/enroll",
  config: "/api/v1/osquery/config",
  log: "/api/v1/osquery/log",
  distributed_read: "/api/v1/osquery/distributed/read",
  distributed_write: "/api/v1/osquery/distributed/write",
};

export type TransportOptions = {
  url: string;
  /** Compress log bodies (osquery's --logger_tls_compress). */
  gzip?: boolean;
  onRequest?: RequestObserver;
  /** Per request; osquery's own timeout is 16 s. */
  timeoutMs?: number;
};

export async function post(
  options: TransportOptions,
  kind: RequestKind,
  body: Record<string, unknown>,
): Promise<Answer> {
  const json = JSON.stringify(body);
  const gzip = options.gzip && kind === "log";
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(new URL(paths[kind], options.url), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "user-agent": `osquery/${osqueryVersion}`,
        ...(gzip && { "content-encoding": "gzip" }),
      },
      body: gzip ? gzipSync(json) : json,
      signal: AbortSignal.timeout(options.timeoutMs ?? 16_000),
    });
    status = response.status;
    const text = await response.text();
    const answer = parse(text, kind, status);
    options.onRequest?.({ kind, ms: performance.now() - started, status, ok: response.ok });
    if (answer.node_invalid === true) throw new NodeInvalidError(kind);
    return answer;
  } catch (error) {
    if (status === 0) {
      options.onRequest?.({ kind, ms: performance.now() - started, status, ok: false });
    }
    throw error;
  }
}

function parse(text: string, kind: RequestKind, status: number): Answer {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Answer;
  } catch {
    // reported below
  }
  throw new Error(
    `${kind}: HTTP ${status} with a body that is not a JSON object: ${text.slice(0, 200)}`,
  );
}
