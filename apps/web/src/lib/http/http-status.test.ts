import { describe, expect, it } from "vitest";
import { HttpError } from "./http-client.ts";
import { hasStatus, isClientError, isNotFound, retryServerErrors } from "./http-status.ts";

const answered = (status: number) => new HttpError("http", "errors.server", status);
const offline = new HttpError("network", "errors.network");

describe("http status", () => {
  it("reads the status of an HttpError only", () => {
    expect(hasStatus(answered(401), 401)).toBe(true);
    expect(hasStatus(answered(401), 403)).toBe(false);
    expect(hasStatus(new Error("404"), 404)).toBe(false);
    expect(isNotFound(answered(404))).toBe(true);
    expect(isNotFound(offline)).toBe(false);
  });

  it("counts 4xx as answers, 5xx and network failures not", () => {
    expect(isClientError(answered(422))).toBe(true);
    expect(isClientError(answered(503))).toBe(false);
    expect(isClientError(offline)).toBe(false);
  });

  it("retries a server or network failure once and an answer never", () => {
    expect(retryServerErrors(0, answered(500))).toBe(true);
    expect(retryServerErrors(1, answered(500))).toBe(false);
    expect(retryServerErrors(0, offline)).toBe(true);
    expect(retryServerErrors(0, answered(404))).toBe(false);
  });
});
