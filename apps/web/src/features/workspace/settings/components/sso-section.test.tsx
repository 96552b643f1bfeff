import {
  ssoConnectionInputSchema,
  type SsoConnectionInput,
  type SsoDomain,
  type SsoStatus,
} from "@fleetward/contracts/workspace-sso";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { getNotices } from "../../../../lib/notices/notice-store.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import { SsoSection } from "./sso-section.tsx";

/*
 * happy-dom has neither HTMLSelectElement.size nor HTMLOptionElement.defaultSelected (browsers
 * have both). react-hook-form reads them to tell whether a select was changed before the form
 * was ready, and without them it takes each select's first option over the form's default.
 */
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}
if (!("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const noContent = () => new Response(null, { status: 204 });

const origin = "https://acme.fleetward.example";
const serviceProvider: SsoStatus["service_provider"] = {
  oidc_redirect_uri: `${origin}/api/sso/oidc/callback`,
  saml_acs_url: `${origin}/api/sso/saml/acs`,
  saml_entity_id: `${origin}/api/sso/saml/metadata`,
  saml_metadata_url: `${origin}/api/sso/saml/metadata`,
};
const oidcConnection: NonNullable<SsoStatus["connection"]> = {
  protocol: "oidc",
  issuer: "https://login.example.com",
  client_id: "fleetward-app",
  idp_entity_id: null,
  idp_sso_url: null,
  metadata_url: null,
  default_role: "viewer",
  group_roles: [{ group: "IT", role: "admin" }],
  required: false,
  updated_at: "2026-12-03T10:00:00.000Z",
};
const verifiedDomain: SsoDomain = {
  id: "0b4f8a9e-7c1d-4e2f-9a3b-5c6d7e8f9a0b",
  domain: "acme.example",
  txt_name: "_fleetward-challenge.acme.example",
  txt_value: "fleetward-verification=Zq3v",
  verified_at: "2026-12-01T09:00:00.000Z",
};
const lockedOut = "You would lock yourself out: sign in with SSO before requiring it.";

describe("the single sign-on card", () => {
  const { fetchMock, container, render } = useMountedRoot();
  let status: SsoStatus;

  /** A fake API keeping the status; "require SSO" is refused with 409 as the server would. */
  function serve(start: Partial<SsoStatus> = {}) {
    status = { connection: null, domains: [], service_provider: serviceProvider, ...start };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (url.endsWith("/api/workspace/sso") && method === "PUT") {
        const saved = body as SsoConnectionInput;
        const saml = saved.protocol === "saml";
        status.connection = {
          protocol: saved.protocol,
          issuer: saml ? null : saved.issuer,
          client_id: saml ? null : saved.client_id,
          idp_entity_id: saml ? "https://idp.example/entity" : null,
          idp_sso_url: saml ? "https://idp.example/sso" : null,
          metadata_url: saml ? (saved.metadata_url ?? null) : null,
          default_role: saved.default_role,
          group_roles: saved.group_roles,
          required: false,
          updated_at: "2026-12-04T10:00:00.000Z",
        };
        return json(status);
      }
      if (url.endsWith("/api/workspace/sso") && method === "DELETE") {
        status.connection = null;
        return noContent();
      }
      if (url.endsWith("/api/workspace/sso/required")) {
        return json(
          { type: "about:blank", title: "Conflict", status: 409, detail: lockedOut },
          409,
        );
      }
      if (url.endsWith("/api/workspace/sso/domains") && method === "POST") {
        const domain: SsoDomain = {
          id: "5d7c1f2a-3b4e-4c5d-8e9f-0a1b2c3d4e5f",
          domain: String(body.domain),
          txt_name: `_fleetward-challenge.${String(body.domain)}`,
          txt_value: "fleetward-verification=Ab12Cd34",
          verified_at: null,
        };
        status.domains = [...status.domains, domain];
        return json(domain, 201);
      }
      const verify = /\/domains\/([^/]+)\/verify$/.exec(url);
      if (verify && method === "POST") {
        status.domains = status.domains.map((domain) =>
          domain.id === verify[1] ? { ...domain, verified_at: "2026-12-04T11:00:00.000Z" } : domain,
        );
        return json(status.domains.find((domain) => domain.id === verify[1]));
      }
      if (url.endsWith("/api/workspace/sso")) return json(status);
      return json({ detail: "Not found" }, 404);
    });
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = () => container().textContent;
  const buttonNamed = (name: string) =>
    [...document.querySelectorAll("button")].find(
      (b) => (b.getAttribute("aria-label") ?? b.textContent) === name,
    );
  const click = async (name: string) => {
    const target = buttonNamed(name);
    expect(target, name).toBeTruthy();
    await act(async () => target!.click());
    await settle();
  };
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
    container().querySelector<T>(`[name="${name}"]`)!;
  async function type(name: string, value: string) {
    const input = field<HTMLInputElement | HTMLTextAreaElement>(name);
    const prototype = Object.getPrototypeOf(input) as object;
    await act(async () => {
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  async function choose(name: string, value: string) {
    await act(async () => {
      const select = field<HTMLSelectElement>(name);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
  const radio = (name: string, value: string) =>
    container().querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
  const submit = async (testId: string) => {
    await act(async () => {
      container().querySelector<HTMLFormElement>(`[data-testid="${testId}"]`)!.requestSubmit();
    });
    await settle();
  };
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => (init?.method ?? "GET") === method && String(input).endsWith(path),
    );
  const sentBody = (method: string, path: string) =>
    JSON.parse(String(calls(method, path).at(-1)?.[1]?.body)) as unknown;
  const errorOf = (name: string) => document.getElementById(`${field(name).id}-error`)?.textContent;
  const lastNotice = () => getNotices().at(-1);

  it("shows what to enter at the identity provider, each value with a copy button", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    serve();
    await render(<SsoSection canManage />);
    await settle();
    const provider = container().querySelector('[data-testid="sso-sp"]')!;
    for (const value of Object.values(serviceProvider))
      expect(provider.textContent).toContain(value);
    await click("Copy Redirect URI (OpenID Connect)");
    expect(writeText).toHaveBeenCalledWith(serviceProvider.oidc_redirect_uri);
    expect(provider.textContent).toContain("Copied to the clipboard");
    expect(buttonNamed("Copy Assertion consumer service (ACS) URL")).toBeTruthy();
    expect(buttonNamed("Copy Entity ID (audience)")).toBeTruthy();
    expect(buttonNamed("Copy Service provider metadata URL")).toBeTruthy();
  });

  it("saves a new OIDC connection with the body the contract expects, the secret required", async () => {
    serve();
    await render(<SsoSection canManage />);
    await settle();
    expect(text()).toContain("Single sign-on (SSO)");
    const legend = container().querySelector("fieldset legend")?.textContent;
    expect(legend).toBe("Protocol");
    expect(radio("protocol", "oidc").checked).toBe(true);

    await type("issuer", "https://login.example.com");
    await type("client_id", "fleetward-app");
    await submit("sso-connection-form");
    expect(calls("PUT", "/api/workspace/sso")).toHaveLength(0);
    expect(errorOf("client_secret")).toBe(
      "Enter the client secret your identity provider gave you.",
    );
    expect(field("client_secret").type).toBe("password");

    await type("client_secret", "s3cret-value");
    await choose("default_role", "technician");
    await click("Add group");
    await type("group_roles.0.group", "IT");
    await choose("group_roles.0.role", "admin");
    await submit("sso-connection-form");
    const body = sentBody("PUT", "/api/workspace/sso");
    expect(body).toEqual({
      protocol: "oidc",
      issuer: "https://login.example.com",
      client_id: "fleetward-app",
      client_secret: "s3cret-value",
      default_role: "technician",
      group_roles: [{ group: "IT", role: "admin" }],
    });
    expect(ssoConnectionInputSchema.parse(body)).toEqual(body);
    expect(lastNotice()?.title).toBe("Single sign-on connection saved");
    // Saved: the secret is not shown, and may be left empty from now on.
    expect(field("client_secret").value).toBe("");
    expect(field("client_secret").placeholder).toBe("Saved. Leave empty to keep it.");
  });

  it("keeps the saved secret when editing, and switches to SAML with a metadata URL", async () => {
    serve({ connection: { ...oidcConnection } });
    await render(<SsoSection canManage />);
    await settle();
    expect(field("issuer").value).toBe("https://login.example.com");
    await submit("sso-connection-form");
    expect(sentBody("PUT", "/api/workspace/sso")).toEqual({
      protocol: "oidc",
      issuer: "https://login.example.com",
      client_id: "fleetward-app",
      default_role: "viewer",
      group_roles: [{ group: "IT", role: "admin" }],
    });

    await act(async () => radio("protocol", "saml").click());
    expect(container().querySelector('[name="issuer"]')).toBeNull();
    expect(radio("metadata_source", "url").checked).toBe(true);
    await type("metadata_url", "not a url");
    await submit("sso-connection-form");
    expect(calls("PUT", "/api/workspace/sso")).toHaveLength(1);
    expect(errorOf("metadata_url")).toBe("Enter the metadata's full URL, starting with https://");

    await type("metadata_url", "https://idp.example/metadata");
    await submit("sso-connection-form");
    const body = sentBody("PUT", "/api/workspace/sso");
    expect(body).toEqual({
      protocol: "saml",
      metadata_url: "https://idp.example/metadata",
      default_role: "viewer",
      group_roles: [{ group: "IT", role: "admin" }],
    });
    expect(ssoConnectionInputSchema.parse(body)).toEqual(body);
    expect(status.connection?.protocol).toBe("saml");
  });

  it("asks for the pasted metadata when XML is chosen, and says why the provider failed", async () => {
    serve({ connection: { ...oidcConnection } });
    await render(<SsoSection canManage />);
    await settle();
    await act(async () => radio("protocol", "saml").click());
    await act(async () => radio("metadata_source", "xml").click());
    await submit("sso-connection-form");
    expect(calls("PUT", "/api/workspace/sso")).toHaveLength(0);
    expect(errorOf("metadata_xml")).toBe("Paste your identity provider's metadata XML.");

    const detail = "The metadata could not be parsed: no IDPSSODescriptor";
    fetchMock.mockImplementationOnce(async () =>
      json({ title: "Unprocessable Entity", status: 422, detail }, 422),
    );
    await type("metadata_xml", "<EntityDescriptor/>");
    await submit("sso-connection-form");
    expect(sentBody("PUT", "/api/workspace/sso")).toMatchObject({
      protocol: "saml",
      metadata_xml: "<EntityDescriptor/>",
    });
    expect(lastNotice()).toMatchObject({
      kind: "error",
      title: "The identity provider could not be read",
      message: detail,
    });
  });

  it("adds a domain, shows its TXT record to publish, and verifies it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    serve({ connection: { ...oidcConnection } });
    await render(<SsoSection canManage />);
    await settle();
    expect(text()).toContain("No domain yet.");
    await type("domain", "not a domain");
    await act(async () => field("domain").form!.requestSubmit());
    await settle();
    expect(errorOf("domain")).toBe("Enter a domain such as example.com.");

    await type("domain", " Example.COM ");
    await act(async () => field("domain").form!.requestSubmit());
    await settle();
    expect(sentBody("POST", "/api/workspace/sso/domains")).toEqual({ domain: "example.com" });
    const item = container().querySelector('[data-testid="sso-domain"]')!;
    expect(item.textContent).toContain("example.com");
    expect(item.textContent).toContain("Waiting for verification");
    expect(item.textContent).toContain("_fleetward-challenge.example.com");
    expect(item.textContent).toContain("fleetward-verification=Ab12Cd34");
    await click("Copy TXT record value");
    expect(writeText).toHaveBeenCalledWith("fleetward-verification=Ab12Cd34");

    await click("Verify now: example.com");
    expect(calls("POST", "/domains/5d7c1f2a-3b4e-4c5d-8e9f-0a1b2c3d4e5f/verify")).toHaveLength(1);
    expect(lastNotice()?.title).toBe("example.com is verified");
    const verified = container().querySelector('[data-testid="sso-domain"]')!;
    expect(verified.textContent).toContain("Verified on December 4, 2026");
    expect(buttonNamed("Verify now: example.com")).toBeUndefined();
  });

  it("shows the server's reason when requiring SSO is refused (409)", async () => {
    serve({ connection: { ...oidcConnection }, domains: [verifiedDomain] });
    await render(<SsoSection canManage />);
    await settle();
    const toggle = () =>
      container().querySelector<HTMLInputElement>('[data-testid="sso-required"] input')!;
    expect(toggle().disabled).toBe(false);
    await act(async () => toggle().click());
    await settle();
    expect(sentBody("PUT", "/api/workspace/sso/required")).toEqual({ required: true });
    expect(lastNotice()).toMatchObject({
      kind: "error",
      title: "SSO cannot be required yet",
      message: lockedOut,
    });
    expect(toggle().checked).toBe(false);
  });

  it("keeps 'require SSO' off until a connection and a verified domain exist", async () => {
    serve({
      connection: { ...oidcConnection },
      domains: [{ ...verifiedDomain, verified_at: null }],
    });
    await render(<SsoSection canManage />);
    await settle();
    const required = container().querySelector('[data-testid="sso-required"]')!;
    expect(required.querySelector("input")?.disabled).toBe(true);
    expect(required.textContent).toContain("Save a connection and verify a domain first.");
  });

  it("removes the connection only after the confirmation dialog", async () => {
    serve({ connection: { ...oidcConnection } });
    await render(<SsoSection canManage />);
    await settle();
    await click("Remove connection");
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("Remove the single sign-on connection?");
    expect(calls("DELETE", "/api/workspace/sso")).toHaveLength(0);
    await act(async () =>
      dialog.querySelector<HTMLButtonElement>('[data-testid="sso-confirm"]')!.click(),
    );
    await settle();
    expect(calls("DELETE", "/api/workspace/sso")).toHaveLength(1);
    expect(lastNotice()?.title).toBe("Single sign-on connection removed");
    expect(field("issuer").value).toBe("");
    expect(buttonNamed("Remove connection")).toBeUndefined();
  });

  it("shows a viewer a read-only summary: no form, no control, no TXT record", async () => {
    serve({ connection: { ...oidcConnection, required: true }, domains: [verifiedDomain] });
    await render(<SsoSection canManage={false} />);
    await settle();
    expect(container().querySelector("form, input, select, textarea, button")).toBeNull();
    const summary = container().querySelector('[data-testid="sso-summary"]')!;
    expect(summary.textContent).toContain("OpenID Connect");
    expect(summary.textContent).toContain("https://login.example.com");
    expect(summary.textContent).toContain("IT: Admin");
    expect(text()).toContain("acme.example");
    expect(text()).toContain("Verified on December 1, 2026");
    expect(text()).not.toContain(verifiedDomain.txt_value);
    expect(text()).toContain(
      "Members whose e-mail address is in a verified domain must sign in with SSO.",
    );
    expect(calls("GET", "/api/workspace/sso")).toHaveLength(1);
  });
});
