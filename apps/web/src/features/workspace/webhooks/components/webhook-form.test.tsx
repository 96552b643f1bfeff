import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import type { WebhookWithSecret } from "../api/webhooks-api.ts";
import { WebhookForm } from "./webhook-form.tsx";

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
  const { fetchMock, container, render } = useMountedRoot();
  const onClose = vi.fn();
  const onCreated = vi.fn();

  const control = (suffix: string) =>
    container().querySelector<HTMLInputElement>(`[id$="-${suffix}"]`)!;
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
      container().querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("asks for an event before sending, then registers and hands over the secret", async () => {
    await render(<WebhookForm webhook={null} open onClose={onClose} onCreated={onCreated} />);
    await fill("url", "https://hooks.example.com/in");
    await fill("description", "Ops");
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container().textContent).toContain("Choose at least one event.");
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
