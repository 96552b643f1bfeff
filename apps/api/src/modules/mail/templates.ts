import { AccountAlertEmail, type AccountAlertEmailProps } from "@fleetward/emails/alert-email";
import {
  ConfirmationEmail,
  confirmationSubject,
  type ConfirmationEmailProps,
} from "@fleetward/emails/confirmation-email";
import {
  PasswordResetEmail,
  passwordResetSubject,
  type PasswordResetEmailProps,
} from "@fleetward/emails/password-reset-email";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A message ready for the outbox: both bodies rendered, and the one link it is about. */
export type RenderedMail = {
  template: "confirmation" | "password-reset" | "account-alert";
  subject: string;
  html: string;
  text: string;
  link: string;
};

const footer = "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Germany";

function html<P extends object>(component: FunctionComponent<P>, props: P): string {
  const body = renderToStaticMarkup(createElement(component, props));
  // A full document: some clients render a bare fragment in quirks mode.
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:0">${body}</body></html>`;
}

function text(lines: readonly string[], reason: string): string {
  return [...lines, "", "—", reason, footer, ""].join("\n");
}

/** The `/email-confirmation` template, sent after sign-up. */
export function confirmationMail(props: ConfirmationEmailProps): RenderedMail {
  return {
    template: "confirmation",
    subject: confirmationSubject,
    html: html(ConfirmationEmail, props),
    text: text(
      [
        `Hi ${props.recipientName},`,
        "",
        "Thanks for creating a Fleetward account. Please confirm that this is your e-mail address by opening this link:",
        "",
        props.confirmUrl,
        "",
        `The link works for ${props.expiresInHours} hours.`,
        "If you did not create an account, ignore this e-mail; the address stays unconfirmed.",
      ],
      "You received this e-mail because this address was used to create a Fleetward account.",
    ),
    link: props.confirmUrl,
  };
}

/** The `/email-password-reset` template. */
export function passwordResetMail(props: PasswordResetEmailProps): RenderedMail {
  return {
    template: "password-reset",
    subject: passwordResetSubject,
    html: html(PasswordResetEmail, props),
    text: text(
      [
        `Hi ${props.recipientName},`,
        "",
        "We received a request to reset the password of your Fleetward account. Choose a new password here:",
        "",
        props.resetUrl,
        "",
        `The link works once and expires in ${props.expiresInMinutes} minutes.`,
        `Requested on ${props.requestedAt} from ${props.requestedFrom}.`,
        "",
        "Did not ask for this? You can ignore this e-mail: your password stays the same.",
      ],
      "You received this e-mail because a password reset was requested for your Fleetward account.",
    ),
    link: props.resetUrl,
  };
}

/** The alert template's account variant: a security notice about the account itself. */
export function accountAlertMail(props: AccountAlertEmailProps): RenderedMail {
  return {
    template: "account-alert",
    subject: props.title,
    html: html(AccountAlertEmail, props),
    text: text(
      [
        `Hi ${props.recipientName},`,
        "",
        ...props.paragraphs.flatMap((paragraph) => [paragraph, ""]),
        `${props.actionLabel}: ${props.actionUrl}`,
      ],
      props.reason,
    ),
    link: props.actionUrl,
  };
}

/** `4 June 2025, 09:41 UTC`: how the e-mails state a moment. */
export function formatMoment(date: Date): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(date);
  return `${day}, ${time} UTC`;
}

/** `Firefox on Windows (203.0.113.7)`: enough for a person to recognise their own request. */
export function describeClient(userAgent: string | undefined, ip: string): string {
  const ua = userAgent ?? "";
  const browser =
    [
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
      [/curl\//, "curl"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? "An unknown browser";
  const system = [
    [/Windows/, "Windows"],
    [/Android/, "Android"],
    [/iPhone|iPad|iOS/, "iOS"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/Linux/, "Linux"],
  ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1];
  return `${browser}${system ? ` on ${system}` : ""} (${ip})`;
}
