import { HttpError } from "./http-client.ts";

/** Did the server answer with `status`? A network failure or timeout has no status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

/** "No such thing": a page shows its not-found state instead of an error. */
export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}

/** A 4xx is the server's answer (not found, signed out, refused), not a passing failure. */
export function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status !== undefined && error.status < 500;
}

/**
 * The retry policy of every query (set once on the QueryClient in root.tsx): one more try after
 * a network failure, timeout or 5xx; none after an answer, which would only come again.
 */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 1;
}
