import { sampleProps as alertSample } from "@fleetward/emails/alert-email";
import { describe, expect, it } from "vitest";
import {
  accountAlertMail,
  confirmationMail,
  describeClient,
  formatMoment,
  passwordResetMail,
} from "./templates.ts";
import { maskAddress } from "./transport.ts";

describe("rendering the templates", () => {
  it("renders the confirmation e-mail to a full HTML document and a plain-text twin", () => {
    const mail = confirmationMail({
      recipientName: "Ada <script>",
      confirmUrl: "https://fleetward.example/auth-signup-success?confirm=abc&x=1",
      expiresInHours: 48,
    });
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(mail.html).toContain(
      'href="https://fleetward.example/auth-signup-success?confirm=abc&amp;x=1"',
    );
    // React escapes what it renders: a name cannot inject markup.
    expect(mail.html).toContain("Ada &lt;script&gt;");
    expect(mail.text).toContain("https://fleetward.example/auth-signup-success?confirm=abc&x=1");
    expect(mail.text).not.toMatch(/<(table|a|p|td)\b/);
    expect(mail.subject).toBe("Confirm your e-mail address for Fleetward");
  });

  it("renders the reset and alert e-mails with their links", () => {
    const reset = passwordResetMail({
      recipientName: "Ada",
      resetUrl: "https://fleetward.example/auth-re-password?token=t",
      expiresInMinutes: 60,
      requestedAt: "2 March 2026, 09:00 UTC",
      requestedFrom: "Firefox on Linux (203.0.113.9)",
    });
    expect(reset.html).toContain("Firefox on Linux (203.0.113.9)");
    expect(reset.text).toContain("https://fleetward.example/auth-re-password?token=t");

    const alert = accountAlertMail({
      recipientName: "Ada",
      title: "Your Fleetward password was changed",
      paragraphs: ["First.", "Second."],
      actionLabel: "Reset your password",
      actionUrl: "https://fleetward.example/auth-re-password",
      reason: "Because.",
    });
    expect(alert.subject).toBe("Your Fleetward password was changed");
    expect(alert.html).toContain("Security alert");
    expect(alert.text).toContain("Reset your password: https://fleetward.example/auth-re-password");
    // The device alert of the preview page is unchanged.
    expect(alertSample.failedChecks).toHaveLength(2);
  });

  it("states moments in UTC and describes clients briefly", () => {
    expect(formatMoment(new Date("2026-03-02T09:05:00Z"))).toBe("2 March 2026, 09:05 UTC");
    expect(
      describeClient(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
        "203.0.113.9",
      ),
    ).toBe("Firefox on Windows (203.0.113.9)");
    expect(describeClient(undefined, "::1")).toBe("An unknown browser (::1)");
  });

  it("masks addresses for the log", () => {
    expect(maskAddress("ada.lovelace@example.com")).toBe("a***@example.com");
    expect(maskAddress("broken")).toBe("***");
  });
});
