// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, styles } from "./email-layout.tsx";

export type PasswordResetEmailProps = {
  recipientName: string;
  resetUrl: string;
  expiresInMinutes: number;
  /** When and from where the reset was requested, shown so the recipient can spot a request they did not make. */
  requestedAt: string;
  requestedFrom: string;
};

export const passwordResetSubject = "Reset your Fleetward password";

export const sampleProps: PasswordResetEmailProps = {
  recipientName: "Alex Morgan",
  resetUrl: "https://fleetward.com/auth-re-password?token=Vb7wQ1mZ9xKp3TrL8sNd",
  expiresInMinutes: 60,
  requestedAt: "4 June 2025, 09:41 UTC",
  requestedFrom: "Firefox on Windows, Amsterdam, Netherlands",
};

/** Sent when someone asks to reset the password of an existing account. */
export function PasswordResetEmail(props: PasswordResetEmailProps) {
  const { recipientName, resetUrl, expiresInMinutes, requestedAt, requestedFrom } = props;
  return (
    <EmailLayout
      preheader={`Use this link within ${expiresInMinutes} minutes to choose a new password.`}
      reason="You received this e-mail because a password reset was requested for your Fleetward account."
    >
      <h1 style={styles.heading}>Reset your password</h1>
      <p style={styles.paragraph}>Hi {recipientName},</p>
      <p style={styles.paragraph}>
        We received a request to reset the password of your Fleetward account. Choose a new password
        with the button below. The link works once and expires in {expiresInMinutes} minutes.
      </p>
      <EmailButton href={resetUrl}>Choose a new password</EmailButton>
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        width="100%"
        style={{ margin: "0 0 16px" }}
      >
        <tbody>
          <tr>
            <td
              style={{
                ...styles.small,
                margin: 0,
                padding: "12px 16px",
                backgroundColor: "#f8fafc",
                borderRadius: "8px",
              }}
            >
              Requested on {requestedAt}
              <br />
              From {requestedFrom}
            </td>
          </tr>
        </tbody>
      </table>
      <p style={styles.paragraph}>
        Did not ask for this? You can ignore this e-mail: your password stays the same. If you get
        several of these without asking, tell us at security@fleetward.com.
      </p>
      <p style={styles.small}>
        If the button does not work, copy this address into your browser:{" "}
        <a href={resetUrl} style={styles.link}>
          {resetUrl}
        </a>
      </p>
    </EmailLayout>
  );
}
