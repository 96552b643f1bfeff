import { localeCodes } from "@fleetward/contracts/locale";
import {
  AlertEmail,
  sampleProps as alertSample,
  alertSubject,
  samplePropsFor as alertSampleFor,
  passwordChangedAlert,
  signupAttemptAlert,
} from "@fleetward/emails/alert-email";
import {
  ConfirmationEmail,
  samplePropsFor as confirmationSampleFor,
} from "@fleetward/emails/confirmation-email";
import { emailLocales } from "@fleetward/emails/i18n";
import {
  InvoiceEmail,
  invoiceSubject,
  samplePropsFor as invoiceSampleFor,
} from "@fleetward/emails/invoice-email";
import {
  PasswordResetEmail,
  samplePropsFor as resetSampleFor,
} from "@fleetward/emails/password-reset-email";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
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
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
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

  it("renders in the recipient's language: subject, both bodies, lang and direction", () => {
    const props = {
      recipientName: "Ada",
      confirmUrl: "https://fleetward.example/auth-signup-success?confirm=abc",
      expiresInHours: 48,
    };
    const german = confirmationMail({ ...props, locale: "de" });
    expect(german.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für Fleetward");
    expect(german.html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
    expect(german.html).toContain("Guten Tag Ada,");
    expect(german.html).toContain("Dieser Link ist 48 Stunden gültig.");
    expect(german.html).toContain("Deutschland");
    expect(german.html).not.toContain("Confirm your e-mail address");
    expect(german.text).toContain("Der Link ist 48 Stunden gültig.");
    expect(german.text).toContain(props.confirmUrl);

    const arabic = confirmationMail({ ...props, locale: "ae" });
    expect(arabic.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    // The template's own root carries them too, for clients that drop the <html> element.
    expect(arabic.html).toMatch(/<body[^>]*><table [^>]*lang="ar" dir="rtl"/);
    expect(arabic.subject).toBe("أكّد عنوان بريدك الإلكتروني في Fleetward");

    // Plural forms follow the language's rules: 2 is "few" in Russian, 5 "many".
    const russian = (minutes: number) =>
      passwordResetMail({
        recipientName: "Ada",
        resetUrl: "https://fleetward.example/r",
        expiresInMinutes: minutes,
        requestedAt: formatMoment(new Date("2026-03-02T09:05:00Z"), "ru"),
        requestedFrom: describeClient(undefined, "::1", "ru"),
        locale: "ru",
      });
    expect(russian(2).text).toContain("через 2 минуты.");
    expect(russian(60).text).toContain("через 60 минут.");
    expect(russian(60).text).toContain("2 марта 2026 г., 09:05 UTC");
    expect(russian(60).text).toContain("Неизвестный браузер (::1)");

    // An unknown language is English.
    expect(confirmationMail({ ...props, locale: "xx" }).subject).toBe(
      "Confirm your e-mail address for Fleetward",
    );
  });

  it("writes the account notices in the owner's language", () => {
    const at = new Date("2026-03-02T09:05:00Z");
    const attempt = accountAlertMail(
      signupAttemptAlert({
        recipientName: "Ada",
        at,
        client: describeClient(undefined, "203.0.113.9", "fr"),
        signInUrl: "https://fleetward.example/login",
        locale: "fr",
      }),
    );
    expect(attempt.subject).toBe("Quelqu’un a tenté de s’inscrire avec votre adresse e-mail");
    expect(attempt.html).toContain("Alerte de sécurité");
    expect(attempt.text).toContain("Le 2 mars 2026 à 09:05 UTC, quelqu’un (Un navigateur inconnu");
    expect(attempt.text).toContain("Se connecter\u00a0: https://fleetward.example/login");

    const changed = accountAlertMail(
      passwordChangedAlert({
        recipientName: "Ada",
        at,
        signedOut: "others",
        resetUrl: "https://fleetward.example/auth-re-password",
        locale: "ja",
      }),
    );
    expect(changed.subject).toBe("Fleetwardのパスワードが変更されました");
    expect(changed.html).toContain("他のすべてのデバイス");
    expect(changed.html).toMatch(/^<!DOCTYPE html><html lang="ja" dir="ltr">/);
  });

  it("has the e-mails in exactly the 16 languages a user can choose", () => {
    expect([...emailLocales].sort()).toEqual([...localeCodes].sort());
  });

  it.each(localeCodes)(
    "renders every template's preview sample in %s, all placeholders filled",
    (locale) => {
      const rendered = [
        renderToStaticMarkup(createElement(ConfirmationEmail, confirmationSampleFor(locale))),
        renderToStaticMarkup(createElement(PasswordResetEmail, resetSampleFor(locale))),
        renderToStaticMarkup(createElement(AlertEmail, alertSampleFor(locale))),
        renderToStaticMarkup(createElement(InvoiceEmail, invoiceSampleFor(locale))),
        alertSubject(alertSampleFor(locale)),
        invoiceSubject(invoiceSampleFor(locale)),
      ];
      for (const markup of rendered) expect(markup).not.toContain("{{");
      const direction = locale === "ae" ? "rtl" : "ltr";
      for (const markup of rendered.slice(0, 4)) {
        expect(markup).toContain(`dir="${direction}"`);
        expect(markup).toContain("Fleetward GmbH · Chausseestraße 29 · 10115 Berlin");
      }
    },
  );

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
