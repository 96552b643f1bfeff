import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import HomePage from "./home.tsx";

/* Issue 21: the landing page states no invented figures or customers, and says which stories are examples. */
describe("the landing page", () => {
  const { container, render } = useMountedRoot();
  afterEach(() => act(() => changeLocale("en")));

  it("names what Fleetward is built on, not a customer count or customer names", async () => {
    await render(<HomePage />);
    const text = container().textContent ?? "";
    expect(text).not.toMatch(/640|Trusted by|Kestrel Legal|Vantor Engineering/);
    expect(text).toContain("Built on open source and open formats you can check for yourself");
    for (const name of ["osquery", "PostgreSQL", "OpenAPI"]) expect(text).toContain(name);
  });

  it("labels its quotes as examples, in English and in German", async () => {
    await render(<HomePage />);
    const quotes = () => container().querySelector("#testimonials")?.closest("section");
    expect(quotes()?.textContent).toContain("Example stories");
    expect(quotes()?.textContent).toContain("They are examples, not customers.");
    await act(() => changeLocale("de"));
    expect(quotes()?.textContent).toContain("Es sind Beispiele, keine Kunden.");
    expect(container().textContent).not.toMatch(/640/);
  });
});

/* Issue 21: the landing page claims no MDM connector; devices report through osquery. */
describe("the landing page's product claims", () => {
  const { container, render } = useMountedRoot();
  afterEach(() => act(() => changeLocale("en")));

  it("says devices report through osquery, not an MDM sync, in English and in Japanese", async () => {
    await render(<HomePage />);
    const text = () => container().textContent ?? "";
    expect(text()).not.toMatch(/\bMDM\b|Intune|Jamf|Kandji|Google Workspace|Nothing to install/);
    expect(text()).toContain("Do I need to install an agent on our devices?");
    expect(text()).toContain("each computer runs osquery, the open-source agent");
    await act(() => changeLocale("ja"));
    expect(text()).not.toMatch(/\bMDM\b|Intune|Jamf|Kandji|Google Workspace/);
    expect(text()).toContain("osquery");
  });
});
