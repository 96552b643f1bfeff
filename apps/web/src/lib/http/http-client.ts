import { readStoredToken } from "../auth-token.ts";

/** Spec §7: the forgery-protection cookie and the header that echoes it. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
export const DEFAULT_TIMEOUT_MS = 15_000;

export type HttpErrorKind = "network" | "timeout" | "aborted" | "http";

/** One error type for every failed call; `messageKey` is an i18n key a page can show as is. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  /** The server's own `detail`, when it sent one. */
  readonly detail: string | undefined;
  readonly messageKey: string;

  constructor(kind: HttpErrorKind, messageKey: string, status?: number, detail?: string) {
    super(detail ?? messageKey);
    this.name = "HttpError";
    this.kind = kind;
    this.messageKey = messageKey;
    this.status = status;
    this.detail = detail;
  }
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON (the default encoding). */
  json?: unknown;
  /** Sent form-encoded, as the login call requires. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary header. */
  formData?: FormData;
  /** Sent as it is (a file the API reads raw, such as a CSV), with its own content type. */
  file?: { body: Blob; type: string };
  /** Arrays become repeated parameters (`tags=a&tags=b`). */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

const apiBase: string = import.meta.env.VITE_API_URL ?? "";

export function buildUrl(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ""}`;
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: "application/json" });
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  if (options.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  if (options.file) headers.set("Content-Type", options.file.type);
  const token = readStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

function messageKeyForStatus(status: number): string {
  if (status === 401) return "errors.unauthorized";
  if (status === 403) return "errors.forbidden";
  if (status === 404) return "errors.notFound";
  if (status === 413) return "errors.tooLarge";
  if (status === 400 || status === 422) return "errors.invalidInput";
  if (status === 429) return "errors.rateLimited";
  return "errors.server";
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function detailOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "detail" in body && typeof body.detail === "string") {
    return body.detail;
  }
  return undefined;
}

/** The one HTTP client of the web app. Statuses 200–299 are success; anything else throws HttpError. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : options.form
        ? new URLSearchParams(options.form).toString()
        : (options.formData ?? options.file?.body);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers: buildHeaders(options),
      body,
      signal,
      credentials: "same-origin",
    });
  } catch {
    if (timeout.aborted) throw new HttpError("timeout", "errors.timeout");
    if (options.signal?.aborted) throw new HttpError("aborted", "errors.network");
    throw new HttpError("network", "errors.network");
  }

  const payload = await readBody(response).catch(() => undefined);
  if (response.ok) return payload as T;
  throw new HttpError(
    "http",
    messageKeyForStatus(response.status),
    response.status,
    detailOf(payload),
  );
}
