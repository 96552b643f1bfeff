import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import AboutPage from "./about.tsx";
import ServiceDetailPage from "./service-detail.tsx";
import ServicesPage from "./services.tsx";
import TestimonialsPage from "./testimonials.tsx";

/* Issue 21: the company pages state what the product does, not invented figures. */
describe("the company pages", () => {
  const { container, render } = useMountedRoot();

  it("about: what Fleetward does instead of invented figures", async () => {
    await render(<AboutPage />);
    const text = container().textContent ?? "";
    expect(text).toContain("What Fleetward does");
    expect(text).toContain("The open-source agent your devices report through");
    expect(text).not.toMatch(/640\+|212,000|99\.96%|1 h 52 min|By the numbers|27 people/);
  });

  it("testimonials: the quotes are labelled as made-up examples", async () => {
    await render(<TestimonialsPage />);
    const text = container().textContent ?? "";
    expect(text).toContain("Examples");
    expect(text).toContain("The people, organisations and quotes are made up");
    expect(text).not.toMatch(/Together they manage/);
  });

  it("device monitoring: osquery on macOS, Windows and Linux, alerts by e-mail and webhooks", async () => {
    await render(<ServiceDetailPage />);
    const text = container().textContent ?? "";
    const rows = [...container().querySelectorAll("tbody th")].map((row) => row.textContent);
    expect(rows).toEqual(["macOS", "Windows", "Linux (Debian, Ubuntu, Fedora, RHEL)"]);
    expect(text).toContain("run by osquery on every enrolled computer");
    expect(text).not.toMatch(
      /MDM|Intune|Jamf|Kandji|Google Workspace|ChromeOS|Android|iOS|Slack|Teams|escrow/,
    );
  });

  it("services: reminders and imports as the product has them", async () => {
    await render(<ServicesPage />);
    const text = container().textContent ?? "";
    expect(text).toContain("Daily reminder e-mail for licences ending within 30 days");
    expect(text).toContain("including a Snipe-IT export");
    expect(text).not.toMatch(/MDM|connector|Slack|Teams|90, 30 and 7|Duplicate detection|wipe/);
  });
});
