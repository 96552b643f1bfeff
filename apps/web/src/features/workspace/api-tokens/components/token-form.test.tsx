import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import type { ApiTokenCreated } from "../api/api-tokens-api.ts";
import { CreatedToken } from "./created-token.tsx";
import { TokenForm } from "./token-form.tsx";

const created: ApiTokenCreated = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "MDM bridge",
  scope: "write",
  prefix: "fwk_abcd",
  last_four: "wxyz",
  created_by_name: "Ada Okafor",
  created_at: "2026-01-01T00:00:00.000Z",
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
  revoked: false,
  expired: false,
  token: `fwk_abcd${"x".repeat(35)}wxyz`,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the API token form", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const control = (suffix: string) =>
    container().querySelector<HTMLInputElement & HTMLSelectElement>(`[id$="-${suffix}"]`)!;
  async function fill(suffix: string, value: string) {
    await act(async () => {
      const element = control(suffix);
      const prototype = Object.getPrototypeOf(element) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
  const submit = () =>
    act(async () => {
      container().querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("sends name, scope and an expiry 30 days ahead, and hands over the created token", async () => {
    fetchMock.mockResolvedValue(json(created, 201));
    const onCreated = vi.fn();
    await render(<TokenForm maxDays={null} onCreated={onCreated} />);
    await fill("name", "MDM bridge");
    await fill("scope", "write");
    await fill("expiry", "30");
    await submit();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ name: "MDM bridge", scope: "write" });
    const days = (Date.parse(body.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it("asks for a name before sending, and never expires unless told", async () => {
    fetchMock.mockResolvedValue(json(created, 201));
    await render(<TokenForm maxDays={null} onCreated={() => undefined} />);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container().querySelector('[id$="-name-error"]')?.textContent).toBeTruthy();
    await fill("name", "Reader");
    await submit();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as object;
    expect(body).toEqual({ name: "Reader", scope: "read", expires_at: null });
  });

  it("offers only the lifetimes the workspace's maximum allows, the maximum first", async () => {
    fetchMock.mockResolvedValue(json(created, 201));
    await render(<TokenForm maxDays={60} onCreated={() => undefined} />);
    const options = [...control("expiry").querySelectorAll("option")].map((option) => option.value);
    expect(options).toEqual(["60", "30", "7"]);
    await fill("name", "Reader");
    await submit();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { expires_at: string };
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
  });

  it("shows the secret once, in a labelled field", async () => {
    await render(<CreatedToken token={created} onDone={() => undefined} />);
    const secret = container().querySelector<HTMLInputElement>('[data-testid="api-token-secret"]')!;
    expect(secret.value).toBe(created.token);
    expect(container().querySelector(`label[for="${secret.id}"]`)?.textContent).toBe(
      "The new token",
    );
  });
});
