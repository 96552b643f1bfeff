import { act, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import EmailAlertPage from "./alert.tsx";
import EmailConfirmationPage from "./confirmation.tsx";
import EmailInvoicePage from "./invoice.tsx";
import EmailPasswordResetPage from "./password-reset.tsx";

const pages: [string, ComponentType, string, string][] = [
  [
    "/email-confirmation",
    EmailConfirmationPage,
    "Confirm your e-mail address",
    "Bestätigen Sie Ihre E-Mail-Adresse",
  ],
  ["/email-password-reset", EmailPasswordResetPage, "Reset your password", "Passwort zurücksetzen"],
  ["/email-alert", EmailAlertPage, "Your laptop needs attention", "Ihr Laptop braucht"],
  ["/email-invoice", EmailInvoicePage, "Total due", "Fälliger Gesamtbetrag"],
];

describe.each(pages)("%s preview", (_path, Page, english, german) => {
  const { container, render } = useMountedRoot();

  afterEach(() => act(() => changeLocale("en")));

  const frameHtml = () => container().querySelector("iframe")?.getAttribute("srcdoc") ?? "";

  it("renders the template in the interface language and follows a switch", async () => {
    await render(<Page />);

    const inEnglish = frameHtml();
    expect(inEnglish).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(inEnglish).toContain(english);

    await act(() => changeLocale("de"));
    const inGerman = frameHtml();
    expect(inGerman).not.toBe(inEnglish);
    expect(inGerman).toMatch(/^<!doctype html><html lang="de" dir="ltr">/);
    expect(inGerman).toContain(german);
    expect(inGerman).not.toContain(english);

    await act(() => changeLocale("ae"));
    expect(frameHtml()).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(frameHtml()).toContain('lang="ar" dir="rtl"');
  });
});
