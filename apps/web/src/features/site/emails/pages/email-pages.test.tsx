import { act, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLocale } from "../../../../lib/i18n/i18n.ts";
import EmailAlertPage from "./alert.tsx";
import EmailConfirmationPage from "./confirmation.tsx";
import EmailInvoicePage from "./invoice.tsx";
import EmailPasswordResetPage from "./password-reset.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

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
  let root: Root;
  let container: HTMLElement;

  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    await act(async () => {
      root.unmount();
      await changeLocale("en");
    });
    container.remove();
  });

  const frameHtml = () => container.querySelector("iframe")?.getAttribute("srcdoc") ?? "";

  it("renders the template in the interface language and follows a switch", async () => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Page />));

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
