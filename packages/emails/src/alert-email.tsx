// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, colors, styles } from "./email-layout.tsx";

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
};

export const alertSubject = (props: Pick<AlertEmailProps, "deviceName" | "failedChecks">): string =>
  `Action needed: ${props.failedChecks.length} security ${props.failedChecks.length === 1 ? "check" : "checks"} failing on ${props.deviceName}`;

export const sampleProps: AlertEmailProps = {
  recipientName: "Alex Morgan",
  workspaceName: "Acme Engineering",
  deviceName: "ACME-LT-0427",
  deviceModel: "Lenovo ThinkPad T14 Gen 4",
  serialNumber: "PF4K9W2Z",
  assignedTo: "Alex Morgan",
  failedChecks: [
    {
      name: "Disk encryption",
      detail: "BitLocker protection is suspended on drive C:.",
      failingSince: "2 June 2025",
    },
    {
      name: "Operating system updates",
      detail: "The latest cumulative update for Windows 11 is 12 days overdue.",
      failingSince: "23 May 2025",
    },
  ],
  deviceUrl: "https://acme.fleetward.com/devices/ACME-LT-0427",
  daysToEscalation: 3,
};

const cell = {
  padding: "12px 16px",
  borderTop: `1px solid ${colors.border}`,
  fontSize: "14px",
  lineHeight: "20px",
};

function CheckTable({ checks }: { checks: readonly FailedCheck[] }) {
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
              <span style={{ color: colors.muted }}>Failing since {check.failingSince}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SecurityAlertBanner() {
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
      Security alert
    </p>
  );
}

/** Sent to a device's owner when one of its security checks fails for longer than the workspace allows. */
export function AlertEmail(props: AlertEmailProps) {
  const { recipientName, workspaceName, deviceName, deviceModel, serialNumber, assignedTo } = props;
  return (
    <EmailLayout
      preheader={`${deviceName} needs a few minutes of your attention.`}
      reason={`You received this e-mail because you are the owner of ${deviceName} in the ${workspaceName} workspace.`}
    >
      <SecurityAlertBanner />
      <h1 style={styles.heading}>Your laptop needs attention</h1>
      <p style={styles.paragraph}>Hi {recipientName},</p>
      <p style={styles.paragraph}>
        Fleetward found {props.failedChecks.length === 1 ? "a security check" : "security checks"}{" "}
        failing on a device assigned to you. Most of these are fixed by restarting the device and
        installing pending updates.
      </p>
      <p style={{ ...styles.small, color: colors.text }}>
        <strong>{deviceName}</strong> · {deviceModel} · serial {serialNumber} · assigned to{" "}
        {assignedTo}
      </p>
      <CheckTable checks={props.failedChecks} />
      <EmailButton href={props.deviceUrl}>See how to fix it</EmailButton>
      <p style={styles.small}>
        If the checks still fail in {props.daysToEscalation} days, the device is reported to your IT
        team as non-compliant. Think this is wrong? Reply to this e-mail and your IT team will
        receive it.
      </p>
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
};

export const accountAlertSampleProps: AccountAlertEmailProps = {
  recipientName: "Alex Morgan",
  title: "Your Fleetward password was changed",
  paragraphs: [
    "The password of your Fleetward account was changed on 4 June 2025, 09:41 UTC, and every device signed in to your account was signed out.",
    "If you did this, there is nothing else to do. If you did not, reset your password now and tell us at security@fleetward.com.",
  ],
  actionLabel: "Reset your password",
  actionUrl: "https://fleetward.com/auth-re-password",
  reason: "You received this e-mail because it is the address of a Fleetward account.",
};

/** The alert layout for account security notices: same banner, plain paragraphs, one action. */
export function AccountAlertEmail(props: AccountAlertEmailProps) {
  return (
    <EmailLayout preheader={props.paragraphs[0] ?? props.title} reason={props.reason}>
      <SecurityAlertBanner />
      <h1 style={styles.heading}>{props.title}</h1>
      <p style={styles.paragraph}>Hi {props.recipientName},</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph} style={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <EmailButton href={props.actionUrl}>{props.actionLabel}</EmailButton>
      <p style={styles.small}>
        If the button does not work, copy this address into your browser:{" "}
        <a href={props.actionUrl} style={styles.link}>
          {props.actionUrl}
        </a>
      </p>
    </EmailLayout>
  );
}
