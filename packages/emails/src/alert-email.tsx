// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import {
  EmailButton,
  EmailLayout,
  Greeting,
  LinkFallback,
  colors,
  plainText,
  styles,
} from "./email-layout.tsx";
import { formatDate, formatMoment } from "./format.ts";
import { emailStrings, interpolate, pluralize } from "./i18n.ts";

export type FailedCheck = { name: string; detail: string; failingSince: string };

export type AlertEmailProps = {
  recipientName: string;
  workspaceName: string;
  deviceName: string;
  deviceModel: string;
  serialNumber: string;
  assignedTo: string;
  failedChecks: readonly FailedCheck[];
  deviceUrl: string;
  /** Days left before the device is reported to the IT team as non-compliant. */
  daysToEscalation: number;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

export const alertSubject = (
  props: Pick<AlertEmailProps, "deviceName" | "failedChecks" | "locale">,
): string => {
  const locale = props.locale ?? "en";
  return pluralize(emailStrings(locale).alert.subject, props.failedChecks.length, locale, {
    device: props.deviceName,
  });
};

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): AlertEmailProps {
  const sample = emailStrings(locale).sample;
  return {
    recipientName: "Alex Morgan",
    workspaceName: "Acme Engineering",
    deviceName: "ACME-LT-0427",
    deviceModel: "Lenovo ThinkPad T14 Gen 4",
    serialNumber: "PF4K9W2Z",
    assignedTo: "Alex Morgan",
    failedChecks: [
      {
        name: sample.diskEncryption,
        detail: sample.diskEncryptionDetail,
        failingSince: formatDate(new Date("2025-06-02T00:00:00Z"), locale),
      },
      {
        name: sample.osUpdates,
        detail: sample.osUpdatesDetail,
        failingSince: formatDate(new Date("2025-05-23T00:00:00Z"), locale),
      },
    ],
    deviceUrl: "https://acme.fleetward.com/devices/ACME-LT-0427",
    daysToEscalation: 3,
    locale,
  };
}

export const sampleProps: AlertEmailProps = samplePropsFor("en");

const cell = {
  padding: "12px 16px",
  borderTop: `1px solid ${colors.border}`,
  fontSize: "14px",
  lineHeight: "20px",
};

function CheckTable({ checks, locale }: { checks: readonly FailedCheck[]; locale: string }) {
  const t = emailStrings(locale).alert;
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{
        margin: "0 0 24px",
        border: `1px solid ${colors.border}`,
        borderRadius: "8px",
        borderCollapse: "separate",
      }}
    >
      <tbody>
        {checks.map((check, index) => (
          <tr key={check.name}>
            <td
              style={{
                ...cell,
                borderTop: index === 0 ? "none" : cell.borderTop,
                color: colors.text,
              }}
            >
              <strong style={{ color: colors.danger }}>✕ {check.name}</strong>
              <br />
              {check.detail}
              <br />
              <span style={{ color: colors.muted }}>
                {interpolate(t.failingSince, { date: check.failingSince })}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SecurityAlertBanner({ locale }: { locale: string }) {
  return (
    <p
      style={{
        margin: "0 0 16px",
        padding: "8px 12px",
        backgroundColor: colors.dangerBg,
        color: colors.danger,
        fontSize: "14px",
        fontWeight: 600,
        borderRadius: "6px",
      }}
    >
      {emailStrings(locale).common.securityAlert}
    </p>
  );
}

/** Sent to a device's owner when one of its security checks fails for longer than the workspace allows. */
export function AlertEmail(props: AlertEmailProps) {
  const { recipientName, workspaceName, deviceName, deviceModel, serialNumber, assignedTo } = props;
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).alert;
  return (
    <EmailLayout
      preheader={interpolate(t.preheader, { device: deviceName })}
      reason={interpolate(t.reason, { device: deviceName, workspace: workspaceName })}
      locale={locale}
    >
      <SecurityAlertBanner locale={locale} />
      <h1 style={styles.heading}>{t.heading}</h1>
      <Greeting name={recipientName} locale={locale} />
      <p style={styles.paragraph}>{props.failedChecks.length === 1 ? t.introOne : t.introMany}</p>
      <p style={{ ...styles.small, color: colors.text }}>
        <strong>{deviceName}</strong> · {deviceModel} ·{" "}
        {interpolate(t.serial, { serial: serialNumber })} ·{" "}
        {interpolate(t.assignedTo, { name: assignedTo })}
      </p>
      <CheckTable checks={props.failedChecks} locale={locale} />
      <EmailButton href={props.deviceUrl}>{t.button}</EmailButton>
      <p style={styles.small}>{pluralize(t.escalation, props.daysToEscalation, locale)}</p>
    </EmailLayout>
  );
}

/** A security notice about the account itself (a sign-up attempt with the address, a password change). */
export type AccountAlertEmailProps = {
  recipientName: string;
  /** The subject, also the heading. */
  title: string;
  paragraphs: readonly string[];
  actionLabel: string;
  actionUrl: string;
  /** Why the recipient gets this e-mail. */
  reason: string;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
  /** False for a plain notice (a contact message, a newsletter confirmation): no "Security alert" banner. */
  banner?: boolean;
};

/** "Someone tried to sign up with your e-mail address": the address already has an account. */
export function signupAttemptAlert(details: {
  recipientName: string;
  at: Date;
  /** Who tried, e.g. `Firefox on Windows (203.0.113.7)`. */
  client: string;
  signInUrl: string;
  locale?: string;
}): AccountAlertEmailProps {
  const locale = details.locale ?? "en";
  const strings = emailStrings(locale).accountAlert;
  const t = strings.signupAttempt;
  return {
    recipientName: details.recipientName,
    title: t.title,
    paragraphs: [
      interpolate(t.attempt, {
        moment: formatMoment(details.at, locale),
        client: details.client,
      }),
      t.advice,
    ],
    actionLabel: t.action,
    actionUrl: details.signInUrl,
    reason: strings.reason,
    locale,
  };
}

/** "Your Fleetward password was changed", after a reset (`all` devices signed out) or a change. */
export function passwordChangedAlert(details: {
  recipientName: string;
  at: Date;
  signedOut: "all" | "others";
  resetUrl: string;
  locale?: string;
}): AccountAlertEmailProps {
  const locale = details.locale ?? "en";
  const strings = emailStrings(locale).accountAlert;
  const t = strings.passwordChanged;
  const changed = details.signedOut === "all" ? t.changedEverywhere : t.changedElsewhere;
  return {
    recipientName: details.recipientName,
    title: t.title,
    paragraphs: [interpolate(changed, { moment: formatMoment(details.at, locale) }), t.advice],
    actionLabel: t.action,
    actionUrl: details.resetUrl,
    reason: strings.reason,
    locale,
  };
}

/** A second factor as the security e-mails name it. */
export type SecondFactorNamed =
  { kind: "totp" } | { kind: "passkey"; name: string } | { kind: "recovery_codes" };

/** "A second factor was added / removed", or "new recovery codes were created". */
export function secondFactorAlert(details: {
  recipientName: string;
  at: Date;
  event: "added" | "removed";
  factor: SecondFactorNamed;
  securityUrl: string;
  locale?: string;
}): AccountAlertEmailProps {
  const locale = details.locale ?? "en";
  const strings = emailStrings(locale).accountAlert;
  const t = strings.secondFactors;
  const { factor } = details;
  const named =
    factor.kind === "totp"
      ? t.authenticatorApp
      : factor.kind === "passkey"
        ? interpolate(t.passkey, { name: factor.name })
        : t.recoveryCodes;
  const [title, line] =
    factor.kind === "recovery_codes"
      ? [t.codesTitle, t.codes]
      : details.event === "added"
        ? [t.addedTitle, t.added]
        : [t.removedTitle, t.removed];
  const moment = formatMoment(details.at, locale);
  return {
    recipientName: details.recipientName,
    title,
    paragraphs: [interpolate(line, { moment, factor: named }), t.advice],
    actionLabel: t.action,
    actionUrl: details.securityUrl,
    reason: strings.reason,
    locale,
  };
}

/** "A recovery code was used to sign in", with how many are left. */
export function recoveryCodeUsedAlert(details: {
  recipientName: string;
  at: Date;
  /** Who signed in, e.g. `Firefox on Windows (203.0.113.7)`. */
  client: string;
  remaining: number;
  securityUrl: string;
  locale?: string;
}): AccountAlertEmailProps {
  const locale = details.locale ?? "en";
  const strings = emailStrings(locale).accountAlert;
  const t = strings.secondFactors;
  const used = pluralize(t.recoveryUsed, details.remaining, locale, {
    moment: formatMoment(details.at, locale),
    client: details.client,
  });
  return {
    recipientName: details.recipientName,
    title: t.recoveryUsedTitle,
    paragraphs: [used, t.advice],
    actionLabel: t.action,
    actionUrl: details.securityUrl,
    reason: strings.reason,
    locale,
  };
}

export const accountAlertSampleProps: AccountAlertEmailProps = passwordChangedAlert({
  recipientName: "Alex Morgan",
  at: new Date("2025-06-04T09:41:00Z"),
  signedOut: "all",
  resetUrl: "https://fleetward.com/auth-re-password",
});

/** The alert layout for account security notices: same banner, plain paragraphs, one action. */
export function AccountAlertEmail(props: AccountAlertEmailProps) {
  const locale = props.locale ?? "en";
  return (
    <EmailLayout
      preheader={props.paragraphs[0] ?? props.title}
      reason={props.reason}
      locale={locale}
    >
      {props.banner === false ? null : <SecurityAlertBanner locale={locale} />}
      <h1 style={styles.heading}>{props.title}</h1>
      <Greeting name={props.recipientName} locale={locale} />
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph} style={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <EmailButton href={props.actionUrl}>{props.actionLabel}</EmailButton>
      <LinkFallback lead={emailStrings(locale).common.linkFallback} href={props.actionUrl} />
    </EmailLayout>
  );
}

/** The plain-text version of an account security notice. */
export function accountAlertText(props: AccountAlertEmailProps): string {
  const locale = props.locale ?? "en";
  const common = emailStrings(locale).common;
  return plainText(
    [
      interpolate(common.greeting, { name: props.recipientName }),
      "",
      ...props.paragraphs.flatMap((paragraph) => [paragraph, ""]),
      interpolate(common.textAction, { label: props.actionLabel, url: props.actionUrl }),
    ],
    props.reason,
    locale,
  );
}
