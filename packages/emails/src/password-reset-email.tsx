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
import { describeBrowser, formatMoment, regionName } from "./format.ts";
import { emailStrings, interpolate, pluralize } from "./i18n.ts";

export type PasswordResetEmailProps = {
  recipientName: string;
  resetUrl: string;
  expiresInMinutes: number;
  /** When and from where the reset was requested, shown so the recipient can spot a request they did not make. */
  requestedAt: string;
  requestedFrom: string;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

export const passwordResetSubject = (locale = "en"): string =>
  emailStrings(locale).passwordReset.subject;

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): PasswordResetEmailProps {
  const browser = describeBrowser("Firefox", "Windows", locale);
  return {
    recipientName: "Alex Morgan",
    resetUrl: "https://fleetward.com/auth-re-password?token=Vb7wQ1mZ9xKp3TrL8sNd",
    expiresInMinutes: 60,
    requestedAt: formatMoment(new Date("2025-06-04T09:41:00Z"), locale),
    requestedFrom: `${browser}, ${emailStrings(locale).sample.city}, ${regionName("NL", locale)}`,
    locale,
  };
}

export const sampleProps: PasswordResetEmailProps = samplePropsFor("en");

/** Sent when someone asks to reset the password of an existing account. */
export function PasswordResetEmail(props: PasswordResetEmailProps) {
  const { recipientName, resetUrl, expiresInMinutes, requestedAt, requestedFrom } = props;
  const locale = props.locale ?? "en";
  const strings = emailStrings(locale);
  const t = strings.passwordReset;
  return (
    <EmailLayout
      preheader={pluralize(t.preheader, expiresInMinutes, locale)}
      reason={t.reason}
      locale={locale}
    >
      <h1 style={styles.heading}>{t.heading}</h1>
      <Greeting name={recipientName} locale={locale} />
      <p style={styles.paragraph}>{pluralize(t.intro, expiresInMinutes, locale)}</p>
      <EmailButton href={resetUrl}>{t.button}</EmailButton>
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
              {interpolate(t.requestedOn, { moment: requestedAt })}
              <br />
              {interpolate(t.requestedFrom, { client: requestedFrom })}
            </td>
          </tr>
        </tbody>
      </table>
      <p style={styles.paragraph}>{t.notYou}</p>
      <LinkFallback lead={strings.common.linkFallback} href={resetUrl} />
    </EmailLayout>
  );
}

/** The plain-text version of the password reset e-mail. */
export function passwordResetText(props: PasswordResetEmailProps): string {
  const locale = props.locale ?? "en";
  const strings = emailStrings(locale);
  const t = strings.passwordReset;
  return plainText(
    [
      interpolate(strings.common.greeting, { name: props.recipientName }),
      "",
      t.textIntro,
      "",
      props.resetUrl,
      "",
      pluralize(t.textExpiry, props.expiresInMinutes, locale),
      interpolate(t.textRequested, { moment: props.requestedAt, client: props.requestedFrom }),
      "",
      t.textNotYou,
    ],
    t.reason,
    locale,
  );
}
