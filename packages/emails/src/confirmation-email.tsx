// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, styles } from "./email-layout.tsx";

export type ConfirmationEmailProps = {
  recipientName: string;
  confirmUrl: string;
  /** How long the link works. */
  expiresInHours: number;
};

export const confirmationSubject = "Confirm your e-mail address for Fleetward";

export const sampleProps: ConfirmationEmailProps = {
  recipientName: "Alex Morgan",
  confirmUrl: "https://fleetward.com/confirm-email?token=3q8Zk2VhR7wY1pLmN4sT",
  expiresInHours: 24,
};

/** Sent right after sign-up; the account pages remind the user until the address is confirmed. */
export function ConfirmationEmail({
  recipientName,
  confirmUrl,
  expiresInHours,
}: ConfirmationEmailProps) {
  return (
    <EmailLayout
      preheader="One click to confirm your address and start your 90-day trial."
      reason="You received this e-mail because this address was used to create a Fleetward account."
    >
      <h1 style={styles.heading}>Confirm your e-mail address</h1>
      <p style={styles.paragraph}>Hi {recipientName},</p>
      <p style={styles.paragraph}>
        Thanks for creating a Fleetward account. Please confirm that this is your e-mail address so
        we can send you security alerts and invoices.
      </p>
      <EmailButton href={confirmUrl}>Confirm e-mail address</EmailButton>
      <p style={styles.paragraph}>
        Once confirmed, you can start your free 90-day trial and enrol your first devices in about
        fifteen minutes.
      </p>
      <p style={styles.small}>
        This link works for {expiresInHours} hours. If the button does not work, copy this address
        into your browser:{" "}
        <a href={confirmUrl} style={styles.link}>
          {confirmUrl}
        </a>
      </p>
      <p style={styles.small}>
        If you did not create an account, ignore this e-mail; the address stays unconfirmed.
      </p>
    </EmailLayout>
  );
}
