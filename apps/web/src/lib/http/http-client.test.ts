import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError, buildUrl, request } from "./http-client.ts";

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe("http client", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends no Authorization header without a token", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await request("/api/post/list");
    expect(sentRequest().headers.has("Authorization")).toBe(false);
  });

  it("sends the bearer token when one is held", async () => {
    localStorage.setItem("token", "abc123");
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await request("/api/user/me/details");
    expect(sentRequest().headers.get("Authorization")).toBe("Bearer abc123");
  });

  it("echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN", async () => {
    document.cookie = "XSRF-TOKEN=xsrf%20value; path=/";
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await request("/api/newsletter/subscribe", { json: {} });
    expect(sentRequest().headers.get("X-XSRF-TOKEN")).toBe("xsrf value");
  });

  it("encodes JSON by default and forms when asked", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await request("/api/a", { json: { x: 1 } });
    expect(sentRequest().headers.get("Content-Type")).toBe("application/json");
    expect(sentRequest().init.body).toBe('{"x":1}');
    expect(sentRequest().init.method).toBe("POST");

    fetchMock.mockClear();
    await request("/api/customer/auth/login", { form: { username: "a@b.co", password: "p w" } });
    expect(sentRequest().headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(sentRequest().init.body).toBe("username=a%40b.co&password=p+w");
  });

  it("repeats array query parameters and skips empty ones", () => {
    expect(
      buildUrl("/api/post/list", { tags: ["mdm", "byod"], page: 1, category_id: undefined }),
    ).toBe("/api/post/list?tags=mdm&tags=byod&page=1");
  });

  it("returns the parsed body for any 2xx and nothing for 204", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }));
    await expect(request("/api/x", { json: {} })).resolves.toEqual({ id: 7 });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request("/api/x", { method: "POST" })).resolves.toBeUndefined();
  });

  it("turns an error status into an HttpError with the server's detail", async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { detail: "email: Invalid email address" }));
    const error = await request("/api/x", { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: "http",
      status: 422,
      detail: "email: Invalid email address",
      messageKey: "errors.invalidInput",
    });
  });

  it("maps statuses to readable message keys", async () => {
    for (const [status, key] of [
      [401, "errors.unauthorized"],
      [429, "errors.rateLimited"],
      [500, "errors.server"],
      [503, "errors.server"],
    ] as const) {
      fetchMock.mockResolvedValue(jsonResponse(status));
      await expect(request("/api/x")).rejects.toMatchObject({ status, messageKey: key });
    }
  });

  it("reports a network failure as such", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(request("/api/x")).rejects.toMatchObject({
      kind: "network",
      messageKey: "errors.network",
    });
  });

  it("gives up after the timeout", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    await expect(request("/api/slow", { timeoutMs: 20 })).rejects.toMatchObject({
      kind: "timeout",
      messageKey: "errors.timeout",
    });
  });
});
