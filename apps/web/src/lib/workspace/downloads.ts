import { readStoredToken } from "../auth-token.ts";
import { buildUrl, HttpError, XSRF_COOKIE, XSRF_HEADER } from "../http/http-client.ts";

/*
 * Files the workspace API makes (exports, label sheets): fetched with the bearer token (a plain
 * link could not send it) and saved under the name the server gives in Content-Disposition.
 */

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

function xsrfToken(): string | undefined {
  const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : undefined;
}

async function detailOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body.detail === "string" ? body.detail : undefined;
  } catch {
    return undefined;
  }
}

export type DownloadRequest = {
  path: string;
  query?: Record<string, string>;
  /** Sent as a JSON POST (labels); a GET without it. */
  json?: unknown;
  fallbackName: string;
};

/** Big exports take a while to stream: minutes rather than the API client's seconds. */
const downloadTimeoutMs = 10 * 60_000;

export async function downloadFile({ path, query, json, fallbackName }: DownloadRequest) {
  const headers = new Headers({ Accept: "*/*" });
  const token = readStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const xsrf = xsrfToken();
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: json === undefined ? "GET" : "POST",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: "same-origin",
      signal: AbortSignal.timeout(downloadTimeoutMs),
    });
  } catch {
    throw new HttpError("network", "errors.network");
  }
  if (!response.ok) {
    const key = response.status === 403 ? "errors.forbidden" : "errors.invalidInput";
    throw new HttpError("http", key, response.status, await detailOf(response));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
