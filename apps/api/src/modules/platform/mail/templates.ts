import {
  AccountAlertEmail,
  accountAlertText,
  type AccountAlertEmailProps,
} from "@fleetward/emails/alert-email";
import {
  ConfirmationEmail,
  confirmationSubject,
  confirmationText,
  type ConfirmationEmailProps,
} from "@fleetward/emails/confirmation-email";
import { describeBrowser, formatMoment as formatMomentIn } from "@fleetward/emails/format";
import { emailDir, emailLang } from "@fleetward/emails/i18n";
import { emailStrings, interpolate } from "@fleetward/emails/i18n";
import { formatMoney } from "@fleetward/emails/format";
import { invoiceTotals } from "@fleetward/contracts/invoice-totals";
import {
  InvoiceEmail,
  invoiceSubject,
  type InvoiceEmailProps,
} from "@fleetward/emails/invoice-email";
import {
  PasswordResetEmail,
  passwordResetSubject,
  passwordResetText,
  type PasswordResetEmailProps,
} from "@fleetward/emails/password-reset-email";
import {
  WorkspaceInvitationEmail,
  workspaceInvitationSubject,
  workspaceInvitationText,
  type WorkspaceInvitationEmailProps,
} from "@fleetward/emails/workspace-invitation-email";
import {
  WorkspaceDigestEmail,
  workspaceDigestSubject,
  workspaceDigestText,
  type WorkspaceDigestEmailProps,
} from "@fleetward/emails/workspace-digest-email";
import {
  PostureAlertEmail,
  postureAlertSubject,
  postureAlertText,
  type PostureAlertEmailProps,
} from "@fleetward/emails/posture-alert-email";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * The e-mails the server sends, rendered from the templates of packages/emails (the same the
 * /email-* pages preview) in the recipient's language: `props.locale`, English when unknown.
 */

/** A message ready for the outbox: both bodies rendered, and the one link it is about. */
export type RenderedMail = {
  /** Which template produced it (stored on the outbox row): "confirmation", "job-application", … */
  template: string;
  subject: string;
  html: string;
  text: string;
  link: string;
};

function html<P extends { locale?: string }>(component: FunctionComponent<P>, props: P): string {
  const body = renderToStaticMarkup(createElement(component, props));
  const locale = props.locale ?? "en";
  // A full document: some clients render a bare fragment in quirks mode.
  return `<!DOCTYPE html><html lang="${emailLang(locale)}" dir="${emailDir(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:0">${body}</body></html>`;
}

/** The `/email-confirmation` template, sent after sign-up. */
export function confirmationMail(props: ConfirmationEmailProps): RenderedMail {
  return {
    template: "confirmation",
    subject: confirmationSubject(props.locale),
    html: html(ConfirmationEmail, props),
    text: confirmationText(props),
    link: props.confirmUrl,
  };
}

/** The `/email-password-reset` template. */
export function passwordResetMail(props: PasswordResetEmailProps): RenderedMail {
  return {
    template: "password-reset",
    subject: passwordResetSubject(props.locale),
    html: html(PasswordResetEmail, props),
    text: passwordResetText(props),
    link: props.resetUrl,
  };
}

/** The alert template's account variant: a security notice about the account itself. */
export function accountAlertMail(props: AccountAlertEmailProps): RenderedMail {
  return {
    template: "account-alert",
    subject: props.title,
    html: html(AccountAlertEmail, props),
    text: accountAlertText(props),
    link: props.actionUrl,
  };
}

/** `4 June 2025, 09:41 UTC`: how the e-mails state a moment, in the recipient's language. */
export function formatMoment(date: Date, locale = "en"): string {
  return formatMomentIn(date, locale);
}

/** `Firefox on Windows (203.0.113.7)`: enough for a person to recognise their own request. */
export function describeClient(userAgent: string | undefined, ip: string, locale = "en"): string {
  const ua = userAgent ?? "";
  const browser = firstMatch(ua, [
    [/Edg\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/Firefox\//, "Firefox"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
    [/curl\//, "curl"],
  ]);
  const system = firstMatch(ua, [
    [/Windows/, "Windows"],
    [/Android/, "Android"],
    [/iPhone|iPad|iOS/, "iOS"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/Linux/, "Linux"],
  ]);
  return `${describeBrowser(browser, system, locale)} (${ip})`;
}

function firstMatch(text: string, names: readonly (readonly [RegExp, string])[]) {
  return names.find(([pattern]) => pattern.test(text))?.[1];
}

/** The `/email-invoice` template, sent when an invoice is issued. */
export function invoiceMail(props: InvoiceEmailProps): RenderedMail {
  const t = emailStrings(props.locale ?? "en").invoice;
  const locale = props.locale ?? "en";
  const totals = invoiceTotals(props.lines, props.vatPercent);
  const money = (cents: number) => formatMoney(cents, props.currency, locale);
  const text = [
    interpolate(t.heading, { number: props.invoiceNumber }),
    interpolate(t.issued, { date: props.issueDate }) +
      " · " +
      interpolate(t.due, { date: props.dueDate }),
    ...props.lines.map(
      (line) =>
        `${line.description} × ${line.quantity}: ${money(line.quantity * line.unitPriceCents)}`,
    ),
    `${t.subtotal}: ${money(totals.subtotal)}`,
    `${interpolate(t.vat, { percent: props.vatPercent })}: ${money(totals.vat)}`,
    `${t.total}: ${money(totals.total)}`,
    props.invoiceUrl,
  ].join("\n");
  return {
    template: "invoice",
    subject: invoiceSubject(props),
    html: html(InvoiceEmail, props),
    text,
    link: props.invoiceUrl,
  };
}

/** The `/email-workspace-invitation` template, sent when someone is invited to a workspace. */
export function workspaceInvitationMail(props: WorkspaceInvitationEmailProps): RenderedMail {
  return {
    template: "workspace-invitation",
    subject: workspaceInvitationSubject(props),
    html: html(WorkspaceInvitationEmail, props),
    text: workspaceInvitationText(props),
    link: props.acceptUrl,
  };
}

/** The `/email-workspace-digest` template: what is due in a workspace, each morning. */
export function workspaceDigestMail(props: WorkspaceDigestEmailProps): RenderedMail {
  return {
    template: "workspace-digest",
    subject: workspaceDigestSubject(props),
    html: html(WorkspaceDigestEmail, props),
    text: workspaceDigestText(props),
    link: props.dashboardUrl,
  };
}

/** The posture alert: devices that started failing a policy, or pass it again. */
export function postureAlertMail(props: PostureAlertEmailProps): RenderedMail {
  return {
    template: "posture-alert",
    subject: postureAlertSubject(props),
    html: html(PostureAlertEmail, props),
    text: postureAlertText(props),
    link: props.postureUrl,
  };
}
