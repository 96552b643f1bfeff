// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import {
  EmailButton,
  EmailLayout,
  Greeting,
  LinkFallback,
  plainText,
  styles,
} from "./email-layout.tsx";
import { emailStrings, interpolate, pluralize } from "./i18n.ts";

export type ConfirmationEmailProps = {
  recipientName: string;
  confirmUrl: string;
  /** How long the link works. */
  expiresInHours: number;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

export const confirmationSubject = (locale = "en"): string =>
  emailStrings(locale).confirmation.subject;

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): ConfirmationEmailProps {
  return {
    recipientName: "Alex Morgan",
    confirmUrl: "https://fleetward.com/confirm-email?token=3q8Zk2VhR7wY1pLmN4sT",
    expiresInHours: 24,
    locale,
  };
}

export const sampleProps: ConfirmationEmailProps = samplePropsFor("en");

/** Sent right after sign-up; the account pages remind the user until the address is confirmed. */
export function ConfirmationEmail({
  recipientName,
  confirmUrl,
  expiresInHours,
  locale = "en",
}: ConfirmationEmailProps) {
  const t = emailStrings(locale).confirmation;
  return (
    <EmailLayout preheader={t.preheader} reason={t.reason} locale={locale}>
      <h1 style={styles.heading}>{t.heading}</h1>
      <Greeting name={recipientName} locale={locale} />
      <p style={styles.paragraph}>{t.intro}</p>
      <EmailButton href={confirmUrl}>{t.button}</EmailButton>
      <p style={styles.paragraph}>{t.next}</p>
      <LinkFallback lead={pluralize(t.linkHelp, expiresInHours, locale)} href={confirmUrl} />
      <p style={styles.small}>{t.notYou}</p>
    </EmailLayout>
  );
}

/** The plain-text version of the confirmation e-mail. */
export function confirmationText({
  recipientName,
  confirmUrl,
  expiresInHours,
  locale = "en",
}: ConfirmationEmailProps): string {
  const strings = emailStrings(locale);
  const t = strings.confirmation;
  return plainText(
    [
      interpolate(strings.common.greeting, { name: recipientName }),
      "",
      t.textIntro,
      "",
      confirmUrl,
      "",
      pluralize(t.textExpiry, expiresInHours, locale),
      t.notYou,
    ],
    t.reason,
    locale,
  );
}
