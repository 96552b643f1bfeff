import type { WorkspaceQuotas } from "@fleetward/contracts/workspace-quotas";
import type { WorkspaceSettings } from "@fleetward/contracts/workspace-settings";
import type { SsoStatus } from "@fleetward/contracts/workspace-sso";
import { act } from "react";
import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { SettingsView } from "./settings-view.tsx";

const settings: WorkspaceSettings = {
  asset_tag_prefix: "FW-",
  next_asset_number: 42,
  next_asset_tag: "FW-00042",
  max_token_lifetime_days: 90,
  currency: "EUR",
  require_two_step: false,
};
const quotas: WorkspaceQuotas = {
  items: [
    { key: "devices", limit: 10_000, used: 2_500 },
    { key: "device_log_bytes_per_day", limit: 1024 ** 3, used: 1024 ** 3 },
    { key: "stored_imports", limit: 20, used: 3 },
    { key: "webhooks", limit: 20, used: 0 },
    { key: "api_tokens", limit: 50, used: 45 },
  ],
  device_log_bytes_dropped_today: 5 * 1024 ** 2,
  day: "2026-03-12",
};
const sso: SsoStatus = {
  connection: null,
  domains: [],
  service_provider: {
    oidc_redirect_uri: "https://acme.fleetward.example/api/sso/oidc/callback",
    saml_acs_url: "https://acme.fleetward.example/api/sso/saml/acs",
    saml_entity_id: "https://acme.fleetward.example/api/sso/saml/metadata",
    saml_metadata_url: "https://acme.fleetward.example/api/sso/saml/metadata",
  },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the workspace settings page", () => {
  const { fetchMock, container, render } = useMountedRoot();

  /** Answers GET settings and quotas; PATCH settings with `patch` (default: the new values). */
  function serve(patch?: (body: Record<string, unknown>) => Response) {
    let current: Record<string, unknown> = settings;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/workspace/quotas")) return json(quotas);
      if (url.endsWith("/api/workspace/sso")) return json(sso);
      if (url.endsWith("/api/workspace/settings") && init?.method === "PATCH") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        if (patch) return patch(body);
        current = { ...current, ...body, next_asset_tag: "IT-00042" };
        return json(current);
      }
      if (url.endsWith("/api/workspace/settings")) return json(current);
      return json({ detail: "Not found" }, 404);
    });
  }
  /** Lets the queries answer and React render what they brought. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const row = (key: string) => container().querySelector<HTMLElement>(`tr[data-quota="${key}"]`)!;
  const meter = (key: string) => row(key).querySelector<HTMLElement>('[role="meter"]')!;
  const prefix = () =>
    container().querySelector<HTMLInputElement>('input[name="asset_tag_prefix"]');
  async function type(value: string) {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        prefix(),
        value,
      );
      prefix()!.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  const submit = () =>
    act(async () => {
      prefix()!.form!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");

  it("lists every quota with used of limit, a labelled meter and what happens past it", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    const table = container().querySelector("table")!;
    expect(table.querySelector("caption")?.textContent).toBeTruthy();
    expect([...table.querySelectorAll("tbody th")].map((cell) => cell.textContent)).toEqual([
      "Enrolled devices",
      "Device logs today",
      "Uploaded imports not yet run",
      "Webhooks",
      "Working API tokens",
    ]);
    expect(row("devices").querySelector('[data-testid="quota-used"]')?.textContent).toBe(
      "2,500 of 10,000",
    );
    expect(meter("devices").getAttribute("aria-valuenow")).toBe("2500");
    expect(meter("devices").getAttribute("aria-valuemin")).toBe("0");
    expect(meter("devices").getAttribute("aria-valuemax")).toBe("10000");
    expect(meter("devices").getAttribute("aria-valuetext")).toBe("25% used (2,500 of 10,000)");
    // The meter is named by its row's header.
    const name = document.getElementById(meter("devices").getAttribute("aria-labelledby")!);
    expect(name?.textContent).toBe("Enrolled devices");
    expect(row("devices").textContent).toContain("New devices are refused enrolment.");
    expect(meter("api_tokens").getAttribute("aria-valuetext")).toBe("90% used (45 of 50)");
    expect(row("stored_imports").textContent).toContain(
      "Uploads not run within 24 hours are removed.",
    );
    expect(container().textContent).toContain("Daily quotas count the day Mar 12, 2026 (UTC).");
  });

  it("shows log bytes as sizes and says how much was dropped today", async () => {
    serve();
    await render(<SettingsView isAdmin={false} readOnly={false} />);
    await settle();
    expect(
      row("device_log_bytes_per_day").querySelector('[data-testid="quota-used"]')?.textContent,
    ).toBe("1 GB of 1 GB");
    expect(meter("device_log_bytes_per_day").getAttribute("aria-valuemax")).toBe(String(1024 ** 3));
    expect(row("device_log_bytes_per_day").textContent).toContain(
      "Logs past the day's quota are dropped. 5 MB dropped today.",
    );
  });

  it("leaves the dropped note out when nothing was dropped", async () => {
    quotas.device_log_bytes_dropped_today = 0;
    try {
      serve();
      await render(<SettingsView isAdmin readOnly={false} />);
      await settle();
      expect(
        row("device_log_bytes_per_day").querySelector('[data-testid="quota-dropped"]'),
      ).toBeNull();
    } finally {
      quotas.device_log_bytes_dropped_today = 5 * 1024 ** 2;
    }
  });

  it("checks the prefix with the contract, previews the next tag and sends a PATCH", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    expect(prefix()?.value).toBe("FW-");
    const hint = () => document.getElementById(`${prefix()!.id}-hint`)?.textContent;
    expect(hint()).toBe("The next asset will be tagged FW-00042.");

    await type("IT ASSETS!");
    await submit();
    expect(patches()).toHaveLength(0);
    expect(document.getElementById(`${prefix()!.id}-error`)?.textContent).toBe(
      "Letters, digits and hyphens, at most 12, such as FW-",
    );
    expect(prefix()?.getAttribute("aria-invalid")).toBe("true");

    await type("IT-");
    expect(hint()).toBe("The next asset will be tagged IT-00042.");
    await submit();
    expect(patches()).toHaveLength(1);
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ asset_tag_prefix: "IT-" });
    expect(document.getElementById(`${prefix()!.id}-error`)).toBeNull();
  });

  it("puts the server's refusal of the prefix under the field", async () => {
    serve(() => json({ detail: "asset_tag_prefix: That prefix is reserved" }, 422));
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    await type("SYS-");
    await submit();
    expect(patches()).toHaveLength(1);
    expect(document.getElementById(`${prefix()!.id}-error`)?.textContent).toBe(
      "That prefix is reserved",
    );
    expect(prefix()?.value).toBe("SYS-");
  });

  it("sets the maximum token lifetime for admins", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    const select = container().querySelector<HTMLSelectElement>(
      'select[name="max_token_lifetime_days"]',
    )!;
    expect(select.value).toBe("90");
    await act(async () => {
      select.value = "30";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => {
      select.form!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ max_token_lifetime_days: 30 });
  });

  it("sets the workspace currency for admins, offering ISO 4217 codes with their names", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    const select = container().querySelector<HTMLSelectElement>('select[name="currency"]')!;
    expect(select.value).toBe("EUR");
    const chf = [...select.options].find((option) => option.value === "CHF");
    expect(chf?.textContent).toBe("CHF · Swiss Franc");
    await act(async () => {
      select.value = "CHF";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => {
      select.form!.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ currency: "CHF" });
  });

  it("shows a viewer the settings and quotas without any control", async () => {
    serve();
    await render(<SettingsView isAdmin={false} readOnly={false} />);
    await settle();
    expect(container().querySelector("input, select, textarea, button, form")).toBeNull();
    expect(container().textContent).toContain("FW-00042");
    expect(container().textContent).toContain("90 days");
    expect(container().textContent).toContain("EUR · Euro");
    expect(container().querySelector('[data-testid="view-only"]')?.textContent).toBe(
      "Only the owner and admins change these settings.",
    );
    expect(container().querySelectorAll('[role="meter"]')).toHaveLength(5);
  });

  it("shows an admin of a read-only workspace no control either", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly />);
    await settle();
    expect(container().querySelector("input, select, button, form")).toBeNull();
    expect(container().querySelector('[data-testid="view-only"]')).toBeNull();
  });

  it("shows the single sign-on card after the SCIM card, and to viewers without controls", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    const cards = [...container().querySelectorAll("[data-testid]")].map((el) =>
      el.getAttribute("data-testid"),
    );
    expect(cards.indexOf("sso-section")).toBeGreaterThan(cards.indexOf("scim-section"));
    expect(container().querySelector('[data-testid="sso-connection-form"]')).not.toBeNull();

    await render(<SettingsView isAdmin={false} readOnly={false} />);
    await settle();
    const card = container().querySelector('[data-testid="sso-section"]')!;
    expect(card.textContent).toContain("Single sign-on is not set up.");
    expect(card.querySelector("form, input, button")).toBeNull();
  });

  it("switches two-step sign-in on for admins, and shows it read-only to others", async () => {
    serve();
    await render(<SettingsView isAdmin readOnly={false} />);
    await settle();
    const policy = () => container().querySelector<HTMLElement>('[data-testid="two-step-policy"]')!;
    const toggle = () => policy().querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(toggle().checked).toBe(false);
    expect(policy().textContent).toContain("Members may sign in with their password alone.");
    await act(async () => toggle().click());
    await settle();
    expect(patches().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { require_two_step: true },
    ]);
    expect(toggle().checked).toBe(true);
    expect(policy().textContent).toContain("Members must use two-step sign-in.");

    await render(<SettingsView isAdmin={false} readOnly={false} />);
    await settle();
    expect(policy().querySelector("input")).toBeNull();
  });
});
