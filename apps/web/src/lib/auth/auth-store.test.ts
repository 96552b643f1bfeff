import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: "u1",
  username: "rosa",
  email: "rosa@example.com",
  role: { role_name: "customer" },
  first_name: null,
  last_name: null,
  email_confirmed: true,
  created_at: "2026-11-01T10:00:00.000Z",
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

// The store reads the stored token when it loads, so each test imports a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import("./auth-store.ts");
}

describe("auth store", () => {
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("signs in: stores the token under `token`, keeps the role and loads the user", async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { access_token: "t0k", token_type: "bearer", role: "customer", expires_at: "x" }),
      )
      .mockResolvedValueOnce(json(200, user));
    const store = await loadStore();
    await store.signIn("rosa@example.com", "secret-password", true);
    expect(localStorage.getItem("token")).toBe("t0k");
    expect(store.getAuthSession()).toMatchObject({
      token: "t0k",
      role: "customer",
      email: user.email,
      username: "rosa",
      user,
    });
    const [, loginInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(loginInit.body).toBe(
      "username=rosa%40example.com&password=secret-password&remember=true",
    );
    const [, meInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(new Headers(meInit.headers).get("Authorization")).toBe("Bearer t0k");
  });

  it("refuses to load the user without a token", async () => {
    const store = await loadStore();
    await expect(store.loadCurrentUser()).rejects.toThrow("No auth token found");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rethrows a failed user load and keeps the token for the caller to decide", async () => {
    localStorage.setItem("token", "stale");
    fetchMock.mockResolvedValueOnce(json(401, { detail: "Your session has ended." }));
    const store = await loadStore();
    await expect(store.loadCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(store.getAuthSession().token).toBe("stale");
  });

  it("signs out even when the logout call fails, clearing everything", async () => {
    localStorage.setItem("token", "t0k");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const store = await loadStore();
    await store.signOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(store.getAuthSession()).toEqual({
      token: null,
      role: null,
      email: null,
      username: null,
      user: null,
    });
  });
});
