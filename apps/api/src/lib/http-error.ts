/**
 * An error whose message is meant for the client. Services throw it for expected
 * failures (401, 403, 404, 409…); the error plugin answers `{ detail: message }`.
 * Any other error becomes a 500 with a generic message.
 */
export class HttpError extends Error {
  override name = "HttpError";
  readonly statusCode: number;
  /** Sent with the answer: `Retry-After` on a 429, `WWW-Authenticate` on a 401. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}
