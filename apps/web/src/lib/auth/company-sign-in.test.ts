import { ssoBindingStorageKey } from "@fleetward/contracts/workspace-sso";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const user = {
  id: "u1",
  username: "ada",
  email: "ada@acme.example",
  role: { role_name: "customer" },
  first_name: null,
  last_name: null,
  email_confirmed: true,
  created_at: "2026-11-01T10:00:00.000Z",
};

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe("company sign-in in the browser", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    history.replaceState(null, "", "/workspace");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the binding in this tab and sends only its hash when it starts", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { url: "https://idp.example/authorize?x=1" }));
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { startCompanySignIn } = await import("./company-sign-in.ts");
    await startCompanySignIn();
    const binding = sessionStorage.getItem(ssoBindingStorageKey) ?? "";
    expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bodyOf(0)).toEqual({ binding_hash: await sha256(binding) });
    expect(JSON.stringify(bodyOf(0))).not.toContain(binding);
    expect(assign).toHaveBeenCalledWith("https://idp.example/authorize?x=1");
  });

  it("reads the code or the reason from the fragment, and clears it from the address bar", async () => {
    const { readCompanySignInReturn, clearCompanySignInReturn } =
      await import("./company-sign-in.ts");
    history.replaceState(null, "", "/workspace?tab=1#sso_code=abc");
    expect(readCompanySignInReturn()).toEqual({ kind: "code", code: "abc" });
    clearCompanySignInReturn();
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?tab=1");
    history.replaceState(null, "", "/workspace#sso_error=audience");
    expect(readCompanySignInReturn()).toEqual({ kind: "error", error: "audience" });
    history.replaceState(null, "", "/workspace#sso_error=%3Cscript%3E");
    expect(readCompanySignInReturn()).toEqual({ kind: "error", error: "provider" });
    history.replaceState(null, "", "/workspace");
    expect(readCompanySignInReturn()).toBeNull();
  });

  it("exchanges the code with the binding once, then forgets the binding", async () => {
    sessionStorage.setItem(ssoBindingStorageKey, "the-binding");
    fetchMock
      .mockResolvedValueOnce(
        json(200, { access_token: "t0k", token_type: "bearer", role: "customer", expires_at: "x" }),
      )
      .mockResolvedValueOnce(json(200, user));
    const { finishCompanySignIn } = await import("./company-sign-in.ts");
    await finishCompanySignIn("the-code");
    expect(bodyOf(0)).toEqual({ code: "the-code", binding: "the-binding" });
    expect(sessionStorage.getItem(ssoBindingStorageKey)).toBeNull();
    expect(localStorage.getItem("token")).toBe("t0k");
  });
});
