import type { ScimStatus } from "@fleetward/contracts/workspace-scim";
import { act } from "react";
import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { ScimSection } from "./scim-section.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const secret = `fws_${"a".repeat(43)}`;

describe("the SCIM card", () => {
  const { fetchMock, container, render } = useMountedRoot();
  let status: ScimStatus;

  function serve() {
    status = {
      base_url: "https://acme.fleetward.example/scim/v2",
      token: null,
      mappings: [{ group: "IT", role: "admin" }],
    };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/workspace/scim/token") && init?.method === "POST") {
        const token = {
          prefix: secret.slice(0, 8),
          last_four: secret.slice(-4),
          created_by_name: "Ada",
          created_at: "2026-12-03T10:00:00.000Z",
          last_used_at: null,
        };
        status = { ...status, token };
        return json({ ...token, token: secret, base_url: status.base_url }, 201);
      }
      if (url.endsWith("/api/workspace/scim/group-mappings") && init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as Pick<ScimStatus, "mappings">;
        status = { ...status, mappings: body.mappings };
        return json(body);
      }
      if (url.endsWith("/api/workspace/scim")) return json(status);
      return json({ detail: "Not found" }, 404);
    });
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const button = (text: string) =>
    [...container().querySelectorAll("button")].find((b) => b.textContent === text)!;
  const click = (text: string) =>
    act(async () => {
      button(text).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it("shows the base URL, creates the token and shows its secret once", async () => {
    serve();
    await render(<ScimSection canManage />);
    await settle();
    expect(container().textContent).toContain("https://acme.fleetward.example/scim/v2");
    expect(container().textContent).toContain("No token yet");
    await click("Create token");
    await settle();
    const shown = container().querySelector<HTMLInputElement>('[data-testid="scim-token-secret"]');
    expect(shown?.value).toBe(secret);
    expect(button("Rotate token")).toBeTruthy();
    await click("Done");
    expect(container().querySelector('[data-testid="scim-token-secret"]')).toBeNull();
    expect(container().textContent).toContain(`${secret.slice(0, 8)}…${secret.slice(-4)}`);
    expect(container().textContent).not.toContain(secret);
  });

  it("adds a group mapping and saves the list", async () => {
    serve();
    await render(<ScimSection canManage />);
    await settle();
    await click("Add group");
    const groups = container().querySelectorAll<HTMLInputElement>('input[name$=".group"]');
    expect(groups).toHaveLength(2);
    await act(async () => {
      const input = groups[1]!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        input,
        "Helpdesk",
      );
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => {
      container().querySelector("form")!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await settle();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      mappings: [
        { group: "IT", role: "admin" },
        { group: "Helpdesk", role: "viewer" },
      ],
    });
  });

  it("offers no controls without the right to manage", async () => {
    serve();
    await render(<ScimSection canManage={false} />);
    await settle();
    expect(container().textContent).toContain("https://acme.fleetward.example/scim/v2");
    expect(container().querySelectorAll("button")).toHaveLength(0);
  });
});
