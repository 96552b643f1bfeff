import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import type { WebhookWithSecret } from "../api/webhooks-api.ts";
import { WebhookForm } from "./webhook-form.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const created: WebhookWithSecret = {
  id: "33333333-3333-4333-8333-333333333333",
  url: "https://hooks.example.com/in",
  description: "Ops",
  events: ["asset.created", "person.left"],
  enabled: true,
  secret_hint: "whsec_abcd…",
  secret: "whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the webhook form", () => {
  let root: Root;
  let container: HTMLElement;
  const fetchMock = vi.fn<typeof fetch>();
  const onClose = vi.fn();
  const onCreated = vi.fn();

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("fetch", fetchMock);
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });

  const control = (suffix: string) =>
    container.querySelector<HTMLInputElement>(`[id$="-${suffix}"]`)!;
  async function fill(suffix: string, value: string) {
    await act(async () => {
      const element = control(suffix);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        element,
        value,
      );
      element.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  const submit = () =>
    act(async () => {
      container.querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("asks for an event before sending, then registers and hands over the secret", async () => {
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <WebhookForm webhook={null} open onClose={onClose} onCreated={onCreated} />
        </QueryClientProvider>,
      ),
    );
    await fill("url", "https://hooks.example.com/in");
    await fill("description", "Ops");
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toContain("Choose at least one event.");
    fetchMock.mockResolvedValue(json(created, 201));
    await act(async () => control("event-asset.created").click());
    await act(async () => control("event-person.left").click());
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      url: "https://hooks.example.com/in",
      description: "Ops",
      events: ["asset.created", "person.left"],
      enabled: true,
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
  });
});
